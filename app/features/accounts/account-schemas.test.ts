import { describe, expect, test } from 'vitest'
import { RegisterSchema, ResetPasswordSchema } from './account-schemas.ts'

describe('account schemas', () => {
	const valid = {
		firstName: 'Emma',
		lastName: 'Stockton',
		email: 'Emma@Example.co.uk',
		password: '12345678',
		userType: 'employer',
	}

	test('registration lower-cases the email and defaults to job seeker', () => {
		const { userType: _, ...withoutType } = valid
		const parsed = RegisterSchema.parse(withoutType)
		expect(parsed.email).toBe('emma@example.co.uk')
		expect(parsed.userType).toBe('employee')
	})

	test('registration refuses admin, short and very long passwords, but no composition rules', () => {
		expect(RegisterSchema.safeParse({ ...valid, userType: 'admin' }).success).toBe(false)
		expect(RegisterSchema.safeParse({ ...valid, password: '1234567' }).error?.issues[0]?.message).toBe(
			'Password must be at least 8 characters long',
		)
		expect(RegisterSchema.safeParse({ ...valid, password: 'a'.repeat(129) }).success).toBe(false)
		expect(RegisterSchema.safeParse({ ...valid, password: 'a'.repeat(64) }).success).toBe(true)
		expect(RegisterSchema.safeParse({ ...valid, password: 'aaaaaaaa' }).success).toBe(true)
	})

	test('reset needs matching passwords and a token', () => {
		const result = ResetPasswordSchema.safeParse({ token: 't', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' })
		expect(result.error?.issues[0]).toMatchObject({ message: 'Passwords do not match', path: ['confirmPassword'] })
		const noToken = ResetPasswordSchema.safeParse({ token: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })
		expect(noToken.error?.issues[0]?.message).toBe('Invalid reset link. Please request a new password reset.')
	})
})
