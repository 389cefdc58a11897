import { describe, expect, test } from 'vitest'
import { callRoute, formRequest, freshEm, ORIGIN, toastTitleOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { preferencesOf } from '../preferences.server.ts'
import * as preferences from './preferences.tsx'

/** A form post as the browser sends it, repeated fields included. */
function post(fields: [string, string][], cookie?: string) {
	const request = formRequest('/preferences', {}, { cookie })
	return callRoute(preferences.action, new Request(request, { body: new URLSearchParams(fields).toString() }))
}

describe('/preferences', () => {
	test('signed out: the page and the form lead to sign-in', async () => {
		const page = await callRoute(preferences.loader, new Request(`${ORIGIN}/preferences?redirectTo=%2Frecommendations`))
		expect(page.status).toBe(302)
		expect(page.headers.get('Location')).toBe(
			`/auth?redirectTo=${encodeURIComponent('/preferences?redirectTo=%2Frecommendations')}`,
		)
		expect((await post([['salaryMin', '20000']])).status).toBe(302)
	})

	test('the page shows the saved preferences and where to go back to (a local path only)', async () => {
		const { cookie } = await signedIn('employee')
		const load = async (query: string) =>
			(await (
				await callRoute(
					preferences.loader,
					new Request(`${ORIGIN}/preferences${query}`, { headers: { Cookie: cookie } }),
				)
			).json()) as { redirectTo: string; preferences: unknown }
		expect(await load('?redirectTo=%2Femployee-dashboard')).toMatchObject({
			redirectTo: '/employee-dashboard',
			preferences: { preferredJobTypes: [], salaryMin: null },
		})
		expect((await load('?redirectTo=https%3A%2F%2Fevil.example')).redirectTo).toBe('/recommendations')
		expect((await load('')).redirectTo).toBe('/recommendations')
	})

	test('saving: every ticked box, salaries blank or whole pounds; back to /recommendations with the toast', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await post(
			[
				['preferredJobTypes', 'Full-time'],
				['preferredJobTypes', 'Contract'],
				['preferredIndustries', 'Warehouse & Logistics'],
				['preferredLocations', 'Birchwood'],
				['preferredLocations', 'Woolston'],
				['salaryMin', '24000'],
				['salaryMax', ''],
				['redirectTo', '/recommendations'],
			],
			cookie,
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/recommendations')
		expect(await toastTitleOf(response)).toBe('Preferences saved!')
		expect(await preferencesOf(await freshEm(), user)).toEqual({
			preferredJobTypes: ['Full-time', 'Contract'],
			preferredIndustries: ['Warehouse & Logistics'],
			preferredLocations: ['Birchwood', 'Woolston'],
			salaryMin: 24000,
			salaryMax: null,
		})
		// Nothing ticked and both blank clears them all; a redirect elsewhere is refused.
		const cleared = await post([['redirectTo', 'https://evil.example/']], cookie)
		expect(cleared.headers.get('Location')).toBe('/recommendations')
		expect(await preferencesOf(await freshEm(), user)).toEqual({
			preferredJobTypes: [],
			preferredIndustries: [],
			preferredLocations: [],
			salaryMin: null,
			salaryMax: null,
		})
	})

	test('a refusal: 400 with the field errors and the form message; nothing saved', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await post(
			[
				['salaryMin', '30000'],
				['salaryMax', '20000'],
			],
			cookie,
		)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as { result: { status: string; error: Record<string, string[]> } }
		expect(result.status).toBe('error')
		expect(result.error.salaryMax).toEqual(['Maximum salary must be at least the minimum salary'])
		expect(result.error['']).toEqual(['Please check the highlighted fields.'])

		const text = await post(
			[
				['salaryMin', '25,000'],
				['preferredLocations', 'Lovely Lane'],
			],
			cookie,
		)
		expect(text.status).toBe(400)
		const body = (await text.json()) as { result: { error: Record<string, string[]> } }
		expect(body.result.error.salaryMin).toEqual(['Minimum salary must be a whole number of pounds, like 25000'])
		expect(Object.keys(body.result.error)).toContain('preferredLocations[0]')
		expect((await preferencesOf(await freshEm(), user)).salaryMin).toBeNull()
	})
})
