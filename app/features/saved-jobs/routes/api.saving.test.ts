// The saved-jobs and interaction calls of docs/product.md §19, "Applying, saving, recommendations".
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { JobInteraction } from '../../../models/job-interaction.ts'
import { SavedJob } from '../../../models/saved-job.ts'
import * as interact from '../../jobs/routes/api.jobs.$id.interact.ts'
import * as jobSave from './api.jobs.$id.save.ts'
import * as savedJobs from './api.user.saved-jobs.ts'
import * as userSavedJob from './api.user.saved-jobs.$jobId.ts'

type Auth = { token?: string; cookie?: string; origin?: string | null }

const save = (method: 'POST' | 'DELETE' | 'GET' | 'PUT', id: string | number, auth: Auth = {}) =>
	callRoute(
		withParams(method === 'GET' ? jobSave.loader : jobSave.action),
		apiRequest(method, `/api/jobs/${id}/save`, auth),
		{ params: { id: String(id) } },
	)
const list = (path: '/api/user/saved-jobs' | '/api/saved-jobs', auth: Auth = {}) =>
	callRoute(savedJobs.loader, apiRequest('GET', path, auth))
const remove = (jobId: string | number, auth: Auth = {}, method = 'DELETE') =>
	callRoute(withParams(userSavedJob.action), apiRequest(method, `/api/user/saved-jobs/${jobId}`, auth), {
		params: { jobId: String(jobId) },
	})
const interactWith = (id: string | number, body: unknown, auth: Auth = {}) =>
	callRoute(
		withParams(interact.action),
		apiRequest('POST', `/api/jobs/${id}/interact`, {
			...auth,
			...(typeof body === 'string' ? { rawBody: body } : { body }),
		}),
		{
			params: { id: String(id) },
		},
	)

async function listedJob(title = 'Care Assistant') {
	const { user } = await apiUser('employer')
	return postedJob(user, { title })
}

const savedRows = async (userId: number) => (await freshEm()).count(SavedJob, { user: userId })

describe('POST and DELETE /api/jobs/{id}/save', () => {
	test('saves once (a save interaction is recorded), lists it under both addresses, removes it', async () => {
		const job = await listedJob()
		const { user, token } = await apiUser('employee')
		const saved = await save('POST', job.id, { token })
		expect(saved.status).toBe(200)
		expect(await saved.json()).toEqual({ message: 'Job saved!', jobId: job.id, saved: true })
		expect((await save('POST', job.id, { token })).status).toBe(200)
		expect(await savedRows(user.id)).toBe(1)
		expect(await (await freshEm()).count(JobInteraction, { user: user.id, job: job.id, interactionType: 'save' })).toBe(
			1,
		)

		for (const path of ['/api/user/saved-jobs', '/api/saved-jobs'] as const) {
			const response = await list(path, { token })
			expect(response.status).toBe(200)
			expect(await response.json()).toEqual([
				{
					id: expect.any(Number),
					jobId: job.id,
					savedAt: expect.any(String),
					job: {
						id: job.id,
						title: 'Care Assistant',
						company: job.company,
						location: job.location,
						salary: job.salary,
						description: job.description,
						isListed: true,
					},
				},
			])
		}

		const removed = await save('DELETE', job.id, { token })
		expect(removed.status).toBe(200)
		expect(await removed.json()).toEqual({ message: 'Job removed', jobId: job.id, saved: false })
		expect((await save('DELETE', job.id, { token })).status).toBe(200)
		expect(await (await list('/api/saved-jobs', { token })).json()).toEqual([])
	})

	test('the browser’s session cookie works from our own pages; another site is refused', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		expect((await save('POST', job.id, { cookie })).status).toBe(200)
		const foreign = await save('DELETE', job.id, { cookie, origin: 'https://evil.example' })
		expect(foreign.status).toBe(403)
		expect((await save('POST', job.id, { cookie, origin: null })).status).toBe(403)
		expect(await savedRows(user.id)).toBe(1)
	})

	test('refusals: 401 signed out, 404 unknown or unlisted jobs, 405 other methods', async () => {
		const job = await listedJob()
		const { user: employer } = await apiUser('employer')
		const closed = await postedJob(employer, {}, { isActive: false })
		const { user, token } = await apiUser('employee')
		const signedOut = await save('POST', job.id)
		expect(signedOut.status).toBe(401)
		expect(await signedOut.json()).toEqual({ message: 'Authentication required' })
		expect((await save('DELETE', job.id)).status).toBe(401)
		for (const id of [closed.id, 2_000_000_000, 'abc']) {
			const response = await save('POST', id, { token })
			expect(response.status, String(id)).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
		expect((await save('DELETE', 2_000_000_000, { token })).status).toBe(404)
		expect(await savedRows(user.id)).toBe(0)
		const get = await save('GET', job.id, { token })
		expect(get.status).toBe(405)
		expect(get.headers.get('Allow')).toBe('POST, DELETE')
		expect((await save('PUT', job.id, { token })).status).toBe(405)
	})
})

describe('GET /api/user/saved-jobs and /api/saved-jobs', () => {
	test('only the caller’s own saved jobs; 401 signed out; 405 for writes', async () => {
		const job = await listedJob()
		const { token: mine } = await apiUser('employee')
		const { token: theirs } = await apiUser('employee')
		await save('POST', job.id, { token: theirs })
		expect(await (await list('/api/user/saved-jobs', { token: mine })).json()).toEqual([])
		expect((await list('/api/user/saved-jobs')).status).toBe(401)
		expect((await list('/api/saved-jobs')).status).toBe(401)
		expect(
			(await callRoute(savedJobs.action, apiRequest('POST', '/api/saved-jobs', { token: mine, body: {} }))).status,
		).toBe(405)
	})
})

describe('DELETE /api/user/saved-jobs/{jobId}', () => {
	test('removes the caller’s save only; a job that has since closed can still be removed', async () => {
		const job = await listedJob()
		const { user: me, token } = await apiUser('employee')
		const { user: other, token: otherToken } = await apiUser('employee')
		await save('POST', job.id, { token })
		await save('POST', job.id, { token: otherToken })
		const em = await freshEm()
		await em.getConnection().execute('update job set is_active = false where id = ?', [job.id])
		const response = await remove(job.id, { token })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ message: 'Job removed', jobId: job.id, saved: false })
		expect(await savedRows(me.id)).toBe(0)
		expect(await savedRows(other.id)).toBe(1)
	})

	test('refusals: 401, 404 unknown job, 405', async () => {
		const job = await listedJob()
		const { token } = await apiUser('employee')
		expect((await remove(job.id)).status).toBe(401)
		expect((await remove(2_000_000_000, { token })).status).toBe(404)
		expect((await remove('x1', { token })).status).toBe(404)
		expect((await remove(job.id, { token }, 'POST')).status).toBe(405)
		expect(
			(await callRoute(userSavedJob.loader, apiRequest('GET', `/api/user/saved-jobs/${job.id}`, { token }))).status,
		).toBe(405)
	})
})

describe('POST /api/jobs/{id}/interact', () => {
	test('records a view or a save, counting repeats', async () => {
		const job = await listedJob()
		const { user, token } = await apiUser('employee')
		const response = await interactWith(job.id, { interactionType: 'view' }, { token })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ jobId: job.id, interactionType: 'view' })
		await interactWith(job.id, { interactionType: 'view' }, { token })
		await interactWith(job.id, { interactionType: 'save' }, { token })
		const rows = await (
			await freshEm()
		).find(JobInteraction, { user: user.id, job: job.id }, { orderBy: { interactionType: 'asc' } })
		expect(rows.map((row) => [row.interactionType, row.times])).toEqual([
			['save', 1],
			['view', 2],
		])
	})

	test('refusals: 400 for another kind or a bad body, 404 unknown job, 401 signed out, 405', async () => {
		const job = await listedJob()
		const { token } = await apiUser('employee')
		const bad = await interactWith(job.id, { interactionType: 'like' }, { token })
		expect(bad.status).toBe(400)
		expect(await bad.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: { interactionType: ['interactionType must be view or save'] },
		})
		expect((await interactWith(job.id, {}, { token })).status).toBe(400)
		expect((await interactWith(job.id, '{oops', { token })).status).toBe(400)
		expect((await interactWith(2_000_000_000, { interactionType: 'view' }, { token })).status).toBe(404)
		expect((await interactWith(job.id, { interactionType: 'view' })).status).toBe(401)
		expect(
			(
				await callRoute(withParams(interact.loader), apiRequest('GET', `/api/jobs/${job.id}/interact`, { token }), {
					params: { id: String(job.id) },
				})
			).status,
		).toBe(405)
	})
})
