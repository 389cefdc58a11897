// Every JSON list pages like GET /api/jobs: `limit` and `offset`, a plain array, X-Total-Count
// and Link (decision 109).
import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { Application } from '../../../models/application.ts'
import { Job } from '../../../models/job.ts'
import { User } from '../../../models/user.ts'
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../../platform/paging.server.ts'
import { saveJob } from '../../saved-jobs/saved-jobs.server.ts'
import * as applicationsRoute from '../../employer/routes/api.applications.$id.ts'
import * as employerJobsRoute from '../../employer/routes/api.employer.jobs.ts'
import * as savedJobsRoute from '../../saved-jobs/routes/api.user.saved-jobs.ts'
import * as userApplicationsRoute from '../../applying/routes/api.user.applications.ts'
import * as preferencesRoute from '../../recommendations/routes/api.preferences.ts'
import * as recommendedRoute from '../../recommendations/routes/api.recommended-jobs.ts'

const HOUR = 3_600_000
const get = (loader: unknown, path: string, token: string, params: Record<string, string> = {}) =>
	callRoute(withParams(loader as (args: never) => unknown), apiRequest('GET', path, { token }), { params })

/** Three of something, oldest first, for a list that shows newest first. */
async function expectPagesOfThree(path: string, load: (path: string) => Promise<Response>, newestFirst: unknown[]) {
	const first = await load(`${path}?limit=2`)
	expect(first.status).toBe(200)
	expect(first.headers.get('X-Total-Count')).toBe('3')
	expect(first.headers.get('Link')).toBe(`<${path}?limit=2&offset=2>; rel="next"`)
	const firstItems = (await first.json()) as { id: number }[]
	expect(Array.isArray(firstItems)).toBe(true)
	expect(firstItems.map((item) => item.id)).toEqual(newestFirst.slice(0, 2))

	const last = await load(`${path}?limit=2&offset=2`)
	expect(last.headers.get('X-Total-Count')).toBe('3')
	expect(last.headers.get('Link')).toBe(`<${path}?limit=2&offset=0>; rel="prev"`)
	expect(((await last.json()) as { id: number }[]).map((item) => item.id)).toEqual(newestFirst.slice(2))

	const middle = await load(`${path}?limit=1&offset=1`)
	expect(middle.headers.get('Link')).toBe(
		`<${path}?limit=1&offset=2>; rel="next", <${path}?limit=1&offset=0>; rel="prev"`,
	)

	const all = await load(path)
	expect(all.headers.get('X-Total-Count')).toBe('3')
	expect(all.headers.get('Link')).toBeNull()
	expect(((await all.json()) as unknown[]).length).toBe(3)

	for (const query of ['limit=0', `limit=${LIST_MAX_LIMIT + 1}`, 'limit=ten', 'offset=-1', 'offset=1.5']) {
		const refused = await load(`${path}?${query}`)
		expect(refused.status, query).toBe(400)
		const body = (await refused.json()) as { message: string; errors: Record<string, string[]> }
		expect(body.message).toBe('Please check the paging')
		expect(Object.keys(body.errors)).toEqual([query.split('=')[0]])
	}
	const tooMany = await load(`${path}?limit=100000`)
	expect(((await tooMany.json()) as { errors: Record<string, string[]> }).errors).toEqual({
		limit: [`limit must be between 1 and ${LIST_MAX_LIMIT}`],
	})
}

describe('lists page like /api/jobs', () => {
	test('the default and largest page sizes', () => {
		expect(LIST_DEFAULT_LIMIT).toBe(50)
		expect(LIST_MAX_LIMIT).toBe(100)
	})

	test('GET /api/applications/{jobId}', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		const ids: number[] = []
		for (let i = 0; i < 3; i++) {
			const application = await applicationTo(job, {
				applicantName: `Applicant ${i}`,
				applicantEmail: `applicant-${i}@example.co.uk`,
				appliedAt: new Date(Date.now() - (3 - i) * HOUR),
			})
			ids.unshift(application.id)
		}
		const path = `/api/applications/${job.id}`
		await expectPagesOfThree(path, (p) => get(applicationsRoute.loader, p, token, { id: String(job.id) }), ids)
	})

	test.each(['/api/employer/jobs', '/api/employer-jobs'])('GET %s', async (path) => {
		const { user, token } = await apiUser('employer')
		const ids: number[] = []
		for (let i = 0; i < 3; i++)
			ids.unshift((await postedJob(user, {}, { postedAt: new Date(Date.now() - (3 - i) * HOUR) })).id)
		await expectPagesOfThree(path, (p) => get(employerJobsRoute.loader, p, token), ids)
	})

	test.each(['/api/user/saved-jobs', '/api/saved-jobs'])('GET %s', async (path) => {
		const { user: employer } = await apiUser('employer')
		const { user, token } = await apiUser('employee')
		const savedIds: number[] = []
		for (let i = 0; i < 3; i++) {
			const job = await postedJob(employer)
			await saveJob(await freshEm(), user, job.id)
			const em = await freshEm()
			await em
				.getConnection()
				.execute('update saved_job set saved_at = ? where user_id = ? and job_id = ?', [
					new Date(Date.now() - (3 - i) * HOUR),
					user.id,
					job.id,
				])
			const [row] = await em
				.getConnection()
				.execute<{ id: number }[]>('select id from saved_job where user_id = ? and job_id = ?', [user.id, job.id])
			savedIds.unshift(row!.id)
		}
		await expectPagesOfThree(path, (p) => get(savedJobsRoute.loader, p, token), savedIds)
	})

	test('GET /api/user/applications', async () => {
		const { user: employer } = await apiUser('employer')
		const { user, token } = await apiUser('employee')
		const ids: number[] = []
		for (let i = 0; i < 3; i++) {
			const job = await postedJob(employer)
			const em = await freshEm()
			const application = em.create(Application, {
				job: em.getReference(Job, job.id),
				user: em.getReference(User, user.id),
				applicantName: 'Emma Stockton',
				applicantEmail: user.email,
				appliedAt: new Date(Date.now() - (3 - i) * HOUR),
			})
			await em.flush()
			ids.unshift(application.id)
		}
		const load = (p: string) => get(userApplicationsRoute.loader, p, token)
		await expectPagesOfThree('/api/user/applications', load, ids)
		expect((await load('/api/user/applications?limit=1')).headers.get('Cache-Control')).toBe('private, no-store')
	})

	test.each(['/api/recommended-jobs', '/api/user/recommendations'])('GET %s', async (path) => {
		const { user: employer } = await apiUser('employer')
		for (let i = 0; i < 3; i++)
			await postedJob(employer, {
				title: `Culcheth Driver ${i}`,
				industry: 'Transport & Delivery',
				location: 'Culcheth',
			})
		const { token } = await apiUser('employee')
		const body = { preferredIndustries: ['Transport & Delivery'], preferredLocations: ['Culcheth'] }
		await callRoute(preferencesRoute.action, apiRequest('POST', '/api/preferences', { token, body }))
		const load = (p: string) => get(recommendedRoute.loader, p, token)

		const all = await load(`${path}?limit=100`)
		const ranked = ((await all.json()) as { id: number }[]).map((job) => job.id)
		expect(ranked.length).toBeGreaterThanOrEqual(3)
		expect(all.headers.get('X-Total-Count')).toBe(String(ranked.length))

		const first = await load(`${path}?limit=2`)
		expect(((await first.json()) as { id: number }[]).map((job) => job.id)).toEqual(ranked.slice(0, 2))
		expect(first.headers.get('X-Total-Count')).toBe(String(ranked.length))
		expect(first.headers.get('Link')).toBe(`<${path}?limit=2&offset=2>; rel="next"`)
		const second = await load(`${path}?limit=1&offset=1`)
		expect(((await second.json()) as { id: number }[]).map((job) => job.id)).toEqual([ranked[1]])
		expect(second.headers.get('Link')).toContain(`<${path}?limit=1&offset=0>; rel="prev"`)
		const past = await load(`${path}?offset=${ranked.length}`)
		expect(await past.json()).toEqual([])

		for (const query of ['limit=0', `limit=${LIST_MAX_LIMIT + 1}`, 'offset=-1']) {
			const refused = await load(`${path}?${query}`)
			expect(refused.status, query).toBe(400)
			expect(((await refused.json()) as { message: string }).message).toBe('Please check the paging')
		}
	})
})
