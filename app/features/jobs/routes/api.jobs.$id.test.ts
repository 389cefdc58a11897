import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, cookiesFrom, formRequest, freshEm, nextIp } from '../../../../tests/fixtures/route.ts'
import { Job } from '../../../models/job.ts'
import type { JobView } from '../job-views.server.ts'
import * as authRoute from '../../accounts/routes/auth.tsx'
import * as jobRoute from './api.jobs.$id.ts'
import { Application } from '../../../models/application.ts'
import { StoredFile } from '../../../models/stored-file.ts'
import { saveFile } from '../../../platform/files.server.ts'

type ErrorBody = { message: string; errors?: Record<string, string[]> }
type Auth = { token?: string; cookie?: string; origin?: string | null }

const getOne = (id: string | number) =>
	callRoute(withParams(jobRoute.loader), apiRequest('GET', `/api/jobs/${id}`), { params: { id: String(id) } })
const patch = (id: string | number, body: unknown, auth: Auth = {}) =>
	callRoute(withParams(jobRoute.action), apiRequest('PATCH', `/api/jobs/${id}`, { body, ...auth }), {
		params: { id: String(id) },
	})
const remove = (id: string | number, auth: Auth = {}) =>
	callRoute(withParams(jobRoute.action), apiRequest('DELETE', `/api/jobs/${id}`, auth), { params: { id: String(id) } })

describe('GET /api/jobs/{id}', () => {
	test('returns a listed job with every field the client reads', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Bar Supervisor', salary: '£26,000' })
		const response = await getOne(job.id)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30')
		const body = (await response.json()) as JobView
		expect(body).toMatchObject({
			id: job.id,
			title: 'Bar Supervisor',
			company: 'Omega Distribution Ltd',
			location: 'Omega South',
			salary: '£26,000',
			jobType: 'Full-time',
			industry: 'Manufacturing',
			contactEmail: 'jobs@omega-distribution.co.uk',
			postedAt: job.postedAt.toISOString(),
			isSponsored: false,
		})
		expect(body.description).toContain('Picking and packing')
	})

	test('404 {message: "Job not found"} for unknown, non-numeric, inactive and expired ids', async () => {
		const { user } = await apiUser('employer')
		const inactive = await postedJob(user, {}, { isActive: false })
		const expired = await postedJob(user, {}, { expiresAt: new Date(Date.now() - 1000) })
		for (const id of [
			'999999',
			'abc',
			'1e3',
			'0x10',
			'-1',
			'0',
			'99999999999999999999',
			String(inactive.id),
			String(expired.id),
		]) {
			const response = await getOne(id)
			expect(response.status, id).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
	})
})

describe('PATCH /api/jobs/{id}', () => {
	test('the owner deactivates and reactivates a job; inactive it leaves the listing', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		const off = await patch(job.id, { isActive: false }, { token })
		expect(off.status).toBe(200)
		expect(await off.json()).toMatchObject({ id: job.id, isActive: false })
		expect((await getOne(job.id)).status).toBe(404)

		const on = await patch(job.id, { isActive: true }, { token })
		expect(on.status).toBe(200)
		expect(await on.json()).toMatchObject({ id: job.id, isActive: true })
		expect((await getOne(job.id)).status).toBe(200)
	})

	test('404 for another employer and for a job seeker; 401 signed out', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		for (const userType of ['employer', 'employee', 'admin'] as const) {
			const { token } = await apiUser(userType)
			const response = await patch(job.id, { isActive: false }, { token })
			expect(response.status, userType).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
		expect((await patch(job.id, { isActive: false })).status).toBe(401)
		expect((await (await freshEm()).findOneOrFail(Job, job.id)).isActive).toBe(true)
	})

	test('400 for a bad isActive and for malformed JSON; 404 for an unknown id', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		const wrong = await patch(job.id, { isActive: 'no' }, { token })
		expect(wrong.status).toBe(400)
		expect(((await wrong.json()) as ErrorBody).errors?.isActive).toEqual(['isActive must be true or false'])
		const missing = await patch(job.id, {}, { token })
		expect(missing.status).toBe(400)
		const malformed = await callRoute(
			withParams(jobRoute.action),
			apiRequest('PATCH', `/api/jobs/${job.id}`, { rawBody: '{isActive: false}', token }),
			{
				params: { id: String(job.id) },
			},
		)
		expect(malformed.status).toBe(400)
		expect(((await malformed.json()) as ErrorBody).message).toBe('Malformed JSON in request body')
		expect((await patch('not-a-job', { isActive: false }, { token })).status).toBe(404)
	})

	test('with the session cookie, a request from another site is refused', async () => {
		const { user, account } = await apiUser('employer')
		const job = await postedJob(user)
		const signIn = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'signin', email: account.email, password: account.password }),
			{ ip: nextIp() },
		)
		const cookie = cookiesFrom(signIn)
		expect((await patch(job.id, { isActive: false }, { cookie, origin: 'https://evil.example' })).status).toBe(403)
		expect((await patch(job.id, { isActive: false }, { cookie })).status).toBe(200)
	})
})

describe('DELETE /api/jobs/{id}', () => {
	test('the owner deletes a job; after that it is gone', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		const response = await remove(job.id, { token })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ message: 'Job deleted' })
		expect(await (await freshEm()).count(Job, { id: job.id })).toBe(0)
		expect((await remove(job.id, { token })).status).toBe(404)
	})

	test('the applications and their CVs go with the job', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		const em = await freshEm()
		const cv = await saveFile(em, {
			fileName: 'cv.pdf',
			mimeType: 'application/pdf',
			data: new TextEncoder().encode('%PDF-1.4 test'),
		})
		em.create(Application, {
			job: em.getReference(Job, job.id),
			applicantName: 'Ada Croft',
			applicantEmail: 'ada@example.co.uk',
			cvFile: cv,
			cvFileName: 'cv.pdf',
			cvMimeType: 'application/pdf',
		})
		await em.flush()
		expect((await remove(job.id, { token })).status).toBe(200)
		const after = await freshEm()
		expect(await after.count(Application, { job: job.id })).toBe(0)
		expect(await after.count(StoredFile, { id: cv.id })).toBe(0)
	})

	test('404 for anyone else, 401 signed out; the job stays', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		for (const userType of ['employer', 'employee'] as const) {
			const { token } = await apiUser(userType)
			const response = await remove(job.id, { token })
			expect(response.status, userType).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
		expect((await remove(job.id)).status).toBe(401)
		expect(await (await freshEm()).count(Job, { id: job.id })).toBe(1)
	})
})

test('other methods on /api/jobs/{id} answer 405 with Allow', async () => {
	const { user, token } = await apiUser('employer')
	const job = await postedJob(user)
	for (const method of ['POST', 'PUT']) {
		const response = await callRoute(
			withParams(jobRoute.action),
			apiRequest(method, `/api/jobs/${job.id}`, { token, body: {} }),
			{ params: { id: String(job.id) } },
		)
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET, PATCH, DELETE')
	}
})
