import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import * as preferences from './api.preferences.ts'

const get = (auth: { token?: string; cookie?: string } = {}) =>
	callRoute(preferences.loader, apiRequest('GET', '/api/preferences', auth))
const post = (body: unknown, auth: { token?: string; cookie?: string; origin?: string | null } = {}) =>
	callRoute(
		preferences.action,
		apiRequest('POST', '/api/preferences', { ...auth, ...(typeof body === 'string' ? { rawBody: body } : { body }) }),
	)

const NONE = {
	preferredJobTypes: [],
	preferredIndustries: [],
	preferredLocations: [],
	salaryMin: null,
	salaryMax: null,
}

describe('GET and POST /api/preferences', () => {
	test('none saved reads as defaults; a save is read back; a later save replaces it', async () => {
		const { token } = await apiUser('employee')
		const before = await get({ token })
		expect(before.status).toBe(200)
		expect(await before.json()).toEqual(NONE)

		const chosen = {
			preferredJobTypes: ['Part-time'],
			preferredIndustries: ['Healthcare', 'Social Care'],
			preferredLocations: ['Orford'],
			salaryMin: 21000,
			salaryMax: 26000,
		}
		const saved = await post(chosen, { token })
		expect(saved.status).toBe(200)
		expect(await saved.json()).toEqual(chosen)
		expect(await (await get({ token })).json()).toEqual(chosen)

		expect(await (await post({ preferredLocations: ['Padgate'] }, { token })).json()).toEqual({
			...NONE,
			preferredLocations: ['Padgate'],
		})
	})

	test('400 with field errors: values off the lists, text for salaries, a maximum under the minimum; nothing is changed', async () => {
		const { token } = await apiUser('employee')
		await post({ preferredIndustries: ['Retail'] }, { token })
		const response = await post(
			{ preferredJobTypes: ['Temporary'], preferredLocations: ['Lovely Lane'], salaryMin: '25000', salaryMax: 1.5 },
			{ token },
		)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
		expect(body.message).toBe('Please check the highlighted fields')
		expect(Object.keys(body.errors).map((key) => key.split('.')[0])).toEqual(
			expect.arrayContaining(['preferredJobTypes', 'preferredLocations', 'salaryMin', 'salaryMax']),
		)

		const order = await post({ salaryMin: 30000, salaryMax: 20000 }, { token })
		expect(order.status).toBe(400)
		expect(await order.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: { salaryMax: ['Maximum salary must be at least the minimum salary'] },
		})
		expect((await post('[1, 2]', { token })).status).toBe(400)
		expect((await post('{bad', { token })).status).toBe(400)
		expect(await (await get({ token })).json()).toEqual({ ...NONE, preferredIndustries: ['Retail'] })
	})

	test('401 signed out; 403 for a cookie write from another site; each user has their own', async () => {
		expect((await get()).status).toBe(401)
		expect((await post(NONE)).status).toBe(401)
		const { cookie } = await signedIn('employee')
		expect((await post({ salaryMin: 20000 }, { cookie, origin: 'https://evil.example' })).status).toBe(403)
		expect((await post({ salaryMin: 20000 }, { cookie })).status).toBe(200)
		const { token } = await apiUser('employee')
		expect(await (await get({ token })).json()).toEqual(NONE)
	})

	test('other methods answer 405', async () => {
		const { token } = await apiUser('employee')
		const response = await callRoute(preferences.action, apiRequest('PUT', '/api/preferences', { token, body: NONE }))
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET, POST')
	})
})
