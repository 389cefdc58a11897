import { describe, expect, test } from 'vitest'
import { missingProfileParts, profileCompleteness } from './profile-completeness.ts'

const full = { firstName: 'James', lastName: 'Holden', email: 'james@example.co.uk' }

describe('profileCompleteness', () => {
	test('33 points for each of first name, last name and email, plus 1 for a CV', () => {
		expect(profileCompleteness({ hasCv: false })).toBe(0)
		expect(profileCompleteness({ firstName: 'James', hasCv: false })).toBe(33)
		expect(profileCompleteness({ firstName: 'James', lastName: 'Holden', hasCv: false })).toBe(66)
		expect(profileCompleteness({ ...full, hasCv: false })).toBe(99)
		expect(profileCompleteness({ ...full, hasCv: true })).toBe(100)
		expect(profileCompleteness({ email: 'james@example.co.uk', hasCv: true })).toBe(34)
	})

	test('blank or whitespace-only fields count as missing', () => {
		expect(profileCompleteness({ firstName: '  ', lastName: '', email: null, hasCv: false })).toBe(0)
		expect(profileCompleteness({ firstName: 'James', lastName: '\t', email: 'james@example.co.uk', hasCv: true })).toBe(
			67,
		)
	})

	test('never above 100', () => {
		for (const hasCv of [true, false]) expect(profileCompleteness({ ...full, hasCv })).toBeLessThanOrEqual(100)
	})
})

describe('missingProfileParts', () => {
	test('names what is still missing', () => {
		expect(missingProfileParts({ ...full, hasCv: true })).toEqual([])
		expect(missingProfileParts({ ...full, hasCv: false })).toEqual(['CV'])
		expect(missingProfileParts({ lastName: ' ', hasCv: false })).toEqual(['first name', 'last name', 'email', 'CV'])
	})
})
