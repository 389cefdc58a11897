import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import * as preferences from './api.preferences.ts'
import * as recommendations from './api.recommended-jobs.ts'

const get = (path: '/api/recommended-jobs' | '/api/user/recommendations', token?: string) =>
	callRoute(recommendations.loader, apiRequest('GET', path, { token }))

describe('GET /api/recommended-jobs and /api/user/recommendations', () => {
	test('an empty array with nothing to go on; jobs with score and reason after preferences are set', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const job = await postedJob(employer, {
			title: `${word} Forklift Driver`,
			industry: 'Transport & Delivery',
			location: 'Risley',
		})
		const { token } = await apiUser('employee')
		for (const path of ['/api/recommended-jobs', '/api/user/recommendations'] as const) {
			const response = await get(path, token)
			expect(response.status).toBe(200)
			expect(await response.json()).toEqual([])
		}
		await callRoute(
			preferences.action,
			apiRequest('POST', '/api/preferences', { token, body: { preferredIndustries: ['Transport & Delivery'] } }),
		)
		for (const path of ['/api/recommended-jobs', '/api/user/recommendations'] as const) {
			const found = (await (await get(path, token)).json()) as Record<string, unknown>[]
			expect(found.length).toBeGreaterThan(0)
			const mine = found.find((entry) => entry.id === job.id)
			expect(mine).toMatchObject({
				id: job.id,
				title: `${word} Forklift Driver`,
				company: job.company,
				location: 'Risley',
				salary: job.salary,
				description: job.description,
				reason: 'Matches your preferred industry: Transport & Delivery',
				score: expect.any(Number),
			})
		}
	})

	test('401 signed out; 405 for writes', async () => {
		expect((await get('/api/recommended-jobs')).status).toBe(401)
		expect(await (await get('/api/user/recommendations')).json()).toEqual({ message: 'Authentication required' })
		const { token } = await apiUser('employee')
		expect(
			(await callRoute(recommendations.action, apiRequest('POST', '/api/recommended-jobs', { token, body: {} })))
				.status,
		).toBe(405)
	})
})
