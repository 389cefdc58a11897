import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { JobAlert } from '../../../models/job-alert.ts'
import { JOB_ALERT_LIMIT_MESSAGE, MAX_JOB_ALERTS_PER_USER } from '../job-alert-schemas.ts'
import * as alertRoute from './api.job-alerts.$id.ts'
import * as alertsRoute from './api.job-alerts.ts'

type Auth = { token?: string; cookie?: string; origin?: string | null }
const list = (auth: Auth, query = '') =>
	callRoute(alertsRoute.loader, apiRequest('GET', `/api/job-alerts${query}`, auth))
const create = (body: unknown, auth: Auth) =>
	callRoute(alertsRoute.action, apiRequest('POST', '/api/job-alerts', { ...auth, body }))
const one = (method: 'GET' | 'PATCH' | 'DELETE', id: number | string, auth: Auth, body?: unknown) =>
	callRoute(
		withParams(method === 'GET' ? alertRoute.loader : alertRoute.action),
		apiRequest(method, `/api/job-alerts/${id}`, { ...auth, body }),
		{ params: { id: String(id) } },
	)

describe('POST and GET /api/job-alerts', () => {
	test('a job seeker makes alerts from the listing’s filters (201) and reads them back newest first, paged', async () => {
		const { token } = await apiUser('employee')
		const created = await create(
			{ search: 'forklift', location: 'Birchwood', jobType: ['Part-time', 'Full-time'], salaryMin: 25000 },
			{ token },
		)
		expect(created.status).toBe(201)
		const alert = (await created.json()) as { id: number }
		expect(created.headers.get('Location')).toBe(`/api/job-alerts/${alert.id}`)
		expect(alert).toEqual({
			id: expect.any(Number),
			name: '“forklift” jobs in Birchwood (Full-time, Part-time, £25,000+)',
			criteria: 'search=forklift&location=Birchwood&jobType=Full-time&jobType=Part-time&salaryMin=25000',
			listingUrl: '/?search=forklift&location=Birchwood&jobType=Full-time&jobType=Part-time&salaryMin=25000',
			frequency: 'daily',
			paused: false,
			lastSentAt: null,
			createdAt: expect.any(String),
		})
		await create({ industry: ['Social Care'], frequency: 'instant', name: 'Care work' }, { token })
		await create({ frequency: 'weekly' }, { token })

		const all = await list({ token })
		expect(all.status).toBe(200)
		expect(all.headers.get('X-Total-Count')).toBe('3')
		expect(((await all.json()) as { name: string }[]).map((a) => a.name)).toEqual([
			'All jobs in Warrington',
			'Care work',
			'“forklift” jobs in Birchwood (Full-time, Part-time, £25,000+)',
		])
		const second = await list({ token }, '?limit=1&offset=1')
		expect(((await second.json()) as { name: string }[]).map((a) => a.name)).toEqual(['Care work'])
		expect(second.headers.get('Link')).toBe(
			'</api/job-alerts?limit=1&offset=2>; rel="next", </api/job-alerts?limit=1&offset=0>; rel="prev"',
		)
		expect((await list({ token }, '?limit=0')).status).toBe(400)
	})

	test('a new alert’s mark is the newest job, so its first mail has only jobs posted after it', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer)
		const { token } = await apiUser('employee')
		const { id } = (await (await create({}, { token })).json()) as { id: number }
		expect((await (await freshEm()).findOneOrFail(JobAlert, id)).lastJobId).toBeGreaterThanOrEqual(job.id)
	})

	test('400 in the shared shape for bad filters or frequency; the 11th alert is a 409 saying why', async () => {
		const { token } = await apiUser('employee')
		const refused = await create({ location: 'Atlantis', frequency: 'hourly', jobType: ['Gig'] }, { token })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: {
				location: ['Unknown area'],
				frequency: ['Choose instant, daily or weekly'],
				'jobType.0': ['Unknown job type'],
			},
		})
		expect((await create('not an object', { token })).status).toBe(400)
		for (let i = 0; i < MAX_JOB_ALERTS_PER_USER; i++)
			expect((await create({ search: `word${i}` }, { token })).status).toBe(201)
		const eleventh = await create({ search: 'one more' }, { token })
		expect(eleventh.status).toBe(409)
		expect(await eleventh.json()).toEqual({ message: JOB_ALERT_LIMIT_MESSAGE })
	})

	test('for job seekers only: signed out 401, an employer 403', async () => {
		expect((await list({})).status).toBe(401)
		expect((await create({}, {})).status).toBe(401)
		const { token } = await apiUser('employer')
		expect((await list({ token })).status).toBe(403)
		expect((await create({}, { token })).status).toBe(403)
	})
})

describe('GET, PATCH and DELETE /api/job-alerts/{id}', () => {
	test('the owner pauses, resumes, renames and changes the frequency; the search stays', async () => {
		const { token } = await apiUser('employee')
		const { id } = (await (await create({ search: 'chef' }, { token })).json()) as { id: number }
		const paused = await one('PATCH', id, { token }, { paused: true, frequency: 'weekly' })
		expect(paused.status).toBe(200)
		expect(await paused.json()).toMatchObject({ id, paused: true, frequency: 'weekly', criteria: 'search=chef' })
		const renamed = await one('PATCH', id, { token }, { paused: false, name: 'Kitchen jobs' })
		expect(await renamed.json()).toMatchObject({ paused: false, frequency: 'weekly', name: 'Kitchen jobs' })
		expect(await (await one('GET', id, { token })).json()).toMatchObject({ name: 'Kitchen jobs' })

		const bad = await one('PATCH', id, { token }, { frequency: 'monthly', criteria: 'search=x' })
		expect(bad.status).toBe(400)
		expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('frequency')
		expect((await one('PATCH', id, { token }, {})).status).toBe(400)

		const deleted = await one('DELETE', id, { token })
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toEqual({ message: 'Job alert deleted', id })
		expect((await one('DELETE', id, { token })).status).toBe(404)
	})

	test('someone else’s alert, or none, is a 404 whatever the method', async () => {
		const owner = await apiUser('employee')
		const { id } = (await (await create({ search: 'nurse' }, { token: owner.token })).json()) as { id: number }
		const { token } = await apiUser('employee')
		for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
			const answer = await one(method, id, { token }, method === 'PATCH' ? { paused: true } : undefined)
			expect(answer.status, method).toBe(404)
			expect(await answer.json()).toEqual({ message: 'Job alert not found' })
		}
		expect((await one('GET', 'abc', { token })).status).toBe(404)
		expect((await one('PATCH', 99999999, { token }, { paused: true })).status).toBe(404)
		expect(await (await freshEm()).findOneOrFail(JobAlert, id)).toMatchObject({ paused: false })
	})
})
