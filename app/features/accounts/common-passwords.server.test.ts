import { describe, expect, test } from 'vitest'
import {
	COMMON_PASSWORD_MESSAGE,
	isCommonPassword,
	RegisterServerSchema,
	ResetPasswordApiServerSchema,
	ResetPasswordServerSchema,
} from './common-passwords.server.ts'

const STRONG = 'Walton Hall Gardens 1'

describe('the commonest passwords', () => {
	test.each(['password', '12345678', 'PASSWORD', 'Password', 'qwertyuiop', 'iloveyou', 'sunshine', 'football'])(
		'%s is refused, in any case',
		(password) => {
			expect(isCommonPassword(password)).toBe(true)
		},
	)

	test.each([STRONG, 'stockton-heath-2026', 'correct horse battery', 'warrington-demo'])(
		'%s is not on the list',
		(password) => {
			expect(isCommonPassword(password)).toBe(false)
		},
	)

	test('registration refuses them on the password field, with the message, and takes a strong one', () => {
		const account = { firstName: 'Emma', lastName: 'Stockton', email: 'emma@example.co.uk', userType: 'employee' }
		for (const password of ['password', '12345678']) {
			const issues = RegisterServerSchema.safeParse({ ...account, password }).error?.issues
			expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
				['password', COMMON_PASSWORD_MESSAGE],
			])
		}
		expect(RegisterServerSchema.safeParse({ ...account, password: STRONG }).success).toBe(true)
	})

	test('a short password gets only the length message, not both', () => {
		const issues = ResetPasswordApiServerSchema.safeParse({ token: 't', newPassword: '123456' }).error?.issues
		expect(issues?.map((issue) => issue.message)).toEqual(['Password must be at least 8 characters long'])
	})

	test('the reset form and API refuse them too; the form still checks the confirmation', () => {
		const form = ResetPasswordServerSchema.safeParse({
			token: 't',
			newPassword: 'password',
			confirmPassword: 'password',
		})
		expect(form.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
			['newPassword', COMMON_PASSWORD_MESSAGE],
		])
		const mismatch = ResetPasswordServerSchema.safeParse({ token: 't', newPassword: STRONG, confirmPassword: 'other' })
		expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual(['Passwords do not match'])
		expect(ResetPasswordApiServerSchema.safeParse({ token: 't', newPassword: '12345678' }).success).toBe(false)
		expect(ResetPasswordApiServerSchema.safeParse({ token: 't', newPassword: STRONG }).success).toBe(true)
	})
})
