import { describe, expect, test } from 'vitest'
import { RegisterApiSchema, RegisterServerSchema } from './common-passwords.server.ts'
import { passwordWeakness } from './password-strength.server.ts'

const QUENTIN = { firstName: 'Quentin', lastName: 'Blackwood', email: 'q.blackwood@orford-plumbing.co.uk' }

describe('passwordWeakness (zxcvbn score 3 or more, decision 195)', () => {
	test.each([
		['aaaaaaaa', 'A repeated character such as "aaa" is easy to guess.'],
		['abcdefgh', 'A sequence such as "abc" or "1234" is easy to guess.'],
		['warrington', 'It uses your name, your email address or the name of this site.'],
		['WarringtonJobs', 'It uses your name, your email address or the name of this site.'],
		['password1', 'This is similar to a commonly used password.'],
		['qwertyuiop', 'This is a very commonly used password.'],
	])('%j is refused: %s', (password, reason) => {
		expect(passwordWeakness(password, {})).toMatch(
			new RegExp(`^This password is too easy to guess\\. ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\S`),
		)
	})

	test("the owner's name and email count as guesses: strong for someone else, weak for them", () => {
		for (const password of ['quentinblackwood', 'orfordplumbing', 'blackwood1983'])
			expect(passwordWeakness(password, QUENTIN), password).toMatch(/uses your name, your email address/)
		expect(
			passwordWeakness('quentinblackwood', { firstName: 'Emma', lastName: 'Stockton', email: 'emma@example.co.uk' }),
		).toBeNull()
	})

	test.each(['correct horse battery', 'Walton Hall Gardens 1', 'stockton-heath-2026', 'a good password'])(
		'%j may be used',
		(password) => expect(passwordWeakness(password, QUENTIN)).toBeNull(),
	)
})

describe("the registration schemas check the password against the form's own names and email", () => {
	test.each([RegisterServerSchema, RegisterApiSchema])('schema %#', (schema) => {
		const refused = schema.safeParse({ ...QUENTIN, userType: 'employee', password: 'Quentin Blackwood' })
		expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
			['password', expect.stringMatching(/^This password is too easy to guess\. It uses your name/)],
		])
		expect(schema.safeParse({ ...QUENTIN, userType: 'employee', password: 'Sankey Brook towpath 7' }).success).toBe(
			true,
		)
	})
})
