import { describe, expect, test } from 'vitest'
import { completeProfileHref, missingProfileParts, profileCompleteness } from './profile-completeness.ts'

const account = { firstName: 'James', lastName: 'Holden', email: 'james@example.co.uk' }
const nothingElse = { hasCv: false, hasQuickApplyProfile: false }

describe('profileCompleteness (decision 110)', () => {
	test('a seeker who gave only a name and an email is 40% complete, not 99%', () => {
		expect(profileCompleteness({ ...account, ...nothingElse })).toBe(40)
	})

	test('the CV weighs 40, the Quick Apply profile 20: all of it is 100', () => {
		expect(profileCompleteness({ ...account, hasCv: true, hasQuickApplyProfile: false })).toBe(80)
		expect(profileCompleteness({ ...account, hasCv: false, hasQuickApplyProfile: true })).toBe(60)
		expect(profileCompleteness({ ...account, hasCv: true, hasQuickApplyProfile: true })).toBe(100)
	})

	test('first and last name 10 each, email 20', () => {
		expect(profileCompleteness(nothingElse)).toBe(0)
		expect(profileCompleteness({ firstName: 'James', ...nothingElse })).toBe(10)
		expect(profileCompleteness({ firstName: 'James', lastName: 'Holden', ...nothingElse })).toBe(20)
		expect(profileCompleteness({ email: 'james@example.co.uk', hasCv: true, hasQuickApplyProfile: false })).toBe(60)
	})

	test('blank or whitespace-only fields count as missing', () => {
		expect(profileCompleteness({ firstName: '  ', lastName: '', email: null, ...nothingElse })).toBe(0)
		expect(
			profileCompleteness({
				firstName: 'James',
				lastName: '\t',
				email: 'james@example.co.uk',
				hasCv: true,
				hasQuickApplyProfile: false,
			}),
		).toBe(70)
	})
})

describe('missingProfileParts', () => {
	test('names what is still missing, in the order the profile asks for it', () => {
		expect(missingProfileParts({ ...account, hasCv: true, hasQuickApplyProfile: true })).toEqual([])
		expect(missingProfileParts({ ...account, ...nothingElse })).toEqual(['CV', 'Quick Apply profile'])
		expect(missingProfileParts({ lastName: ' ', hasCv: true, hasQuickApplyProfile: false })).toEqual([
			'first name',
			'last name',
			'email',
			'Quick Apply profile',
		])
	})
})

describe('completeProfileHref', () => {
	test('My Profile while the CV or an account field is missing; Quick Apply setup when only that is left', () => {
		expect(completeProfileHref(['CV', 'Quick Apply profile'])).toBe('/profile')
		expect(completeProfileHref(['CV'])).toBe('/profile')
		expect(completeProfileHref(['Quick Apply profile'])).toBe('/quick-apply-setup')
	})
})
