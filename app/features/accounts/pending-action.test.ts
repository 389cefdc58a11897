import { describe, expect, test } from 'vitest'
import { afterSignIn, readPendingAction, signInHref, signInReason } from './pending-action.ts'

describe('the pending action in a link to /auth', () => {
	test('goes there beside redirectTo and comes back the same', () => {
		const href = signInHref('/?search=care home&page=2', { then: 'save-job', jobId: 12 })
		expect(href).toBe('/auth?redirectTo=%2F%3Fsearch%3Dcare%20home%26page%3D2&then=save-job&jobId=12')
		const query = new URL(href, 'http://localhost').searchParams
		expect(readPendingAction(query)).toEqual({ then: 'save-job', jobId: 12 })
		expect(query.get('redirectTo')).toBe('/?search=care home&page=2')
		expect(signInHref('/jobs/12')).toBe('/auth?redirectTo=%2Fjobs%2F12')
	})

	test.each([
		['then=save-job', 'no job'],
		['then=delete-account&jobId=12', 'an action of no such kind'],
		['then=save-job&jobId=0', 'job 0'],
		['then=save-job&jobId=-3', 'a negative id'],
		['then=save-job&jobId=1e3', 'an exponent'],
		['then=save-job&jobId=2147483648', 'an id past the column'],
		['then=quick-apply&jobId=12%20', 'trailing text'],
	])('%s (%s) is no action at all', (query) => {
		expect(readPendingAction(new URLSearchParams(query))).toBeNull()
	})
})

describe('why /auth is shown', () => {
	test('the pending action, in the words of each tab', () => {
		expect(signInReason({ pending: { then: 'save-job' } }, 'signin')).toBe('Sign in to save this job')
		expect(signInReason({ pending: { then: 'save-job' } }, 'register')).toBe('Create an account to save this job')
		expect(signInReason({ pending: { then: 'quick-apply' }, redirectTo: '/jobs/12' }, 'signin')).toBe(
			'Sign in to apply',
		)
		expect(signInReason({ pending: { then: 'quick-apply' } }, 'register')).toBe('Create an account to apply')
	})

	test('else the page the visitor was sent from', () => {
		expect(signInReason({ redirectTo: '/profile' }, 'signin')).toBe('Sign in to see your profile')
		expect(signInReason({ redirectTo: '/employee-dashboard?tab=saved' }, 'signin')).toBe(
			'Sign in to see your dashboard',
		)
		expect(signInReason({ redirectTo: '/quick-apply-setup' }, 'register')).toBe(
			'Create an account to set up Quick Apply',
		)
		expect(signInReason({ redirectTo: '/jobs/12/sponsor' }, 'signin')).toBe('Sign in to sponsor your job')
		expect(signInReason({ redirectTo: '/recommendations' }, 'signin')).toBe('Sign in to see jobs recommended for you')
	})

	test('nothing to say for the listing, a job page, a lookalike path or no page at all', () => {
		for (const redirectTo of ['/?search=care', '/jobs/12', '/profiles', '/profile-x', '', null]) {
			expect(signInReason({ redirectTo }, 'signin')).toBeNull()
		}
	})
})

describe('after sign-in', () => {
	const welcome = 'Welcome back, James.'
	test('a saved job: back where the visitor was, "Job saved!"', () => {
		expect(afterSignIn({ kind: 'saved', title: 'Night Carer' }, '/?search=care', welcome)).toEqual({
			to: '/?search=care',
			toast: {
				title: 'Job saved!',
				description: 'Welcome back, James. Night Carer is in your saved jobs.',
				type: 'success',
			},
		})
	})

	test('no Quick Apply profile: on to its setup, which comes back to the job', () => {
		expect(afterSignIn({ kind: 'profile-required', title: 'Night Carer', jobId: 12 }, '/jobs/12', welcome).to).toBe(
			'/quick-apply-setup?redirectTo=%2Fjobs%2F12',
		)
	})

	test('an employer is told, not left wondering', () => {
		const { to, toast } = afterSignIn({ kind: 'seekers-only', then: 'quick-apply' }, '/jobs/12', welcome)
		expect(to).toBe('/jobs/12')
		expect(toast).toMatchObject({ title: 'Only job seekers can apply', type: 'info' })
	})

	test('a job gone meanwhile: the listing, not a missing page', () => {
		expect(afterSignIn({ kind: 'job-gone', then: 'save-job' }, '/jobs/12', welcome).to).toBe('/')
	})
})
