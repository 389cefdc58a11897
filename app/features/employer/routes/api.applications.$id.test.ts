import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { Application } from '../../../models/application.ts'
import { applyWithDetails } from '../../applying/applications.server.ts'
import * as applicationsRoute from './api.applications.$id.ts'
import * as userApplicationsRoute from '../../applying/routes/api.user.applications.ts'

withLocalOutbox()

const get = (jobId: string | number, token?: string) =>
	callRoute(withParams(applicationsRoute.loader), apiRequest('GET', `/api/applications/${jobId}`, { token }), {
		params: { id: String(jobId) },
	})

describe('GET /api/applications/{jobId}', () => {
	test('the job’s owner reads its applications, newest first, as the employer sees them', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Teaching Assistant' })
		const other = await postedJob(user, { title: 'Caretaker' })
		await applicationTo(job, {
			applicantName: 'Priya Shah',
			applicantEmail: 'priya@example.co.uk',
			message: 'I have worked in two Warrington primary schools.',
			appliedAt: new Date('2026-11-01T10:00:00Z'),
		})
		await applicationTo(job, {
			applicantName: 'Tom Hughes',
			applicantEmail: 'tom@example.co.uk',
			appliedAt: new Date('2026-11-02T10:00:00Z'),
		})
		await applicationTo(other, { applicantName: 'Not for this job', applicantEmail: 'x@example.co.uk' })

		const response = await get(job.id, token)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		const applications = (await response.json()) as Record<string, unknown>[]
		expect(applications).toHaveLength(2)
		expect(applications[0]).toMatchObject({
			jobId: job.id,
			applicantName: 'Tom Hughes',
			applicantEmail: 'tom@example.co.uk',
			message: null,
			cvFileName: null,
		})
		expect(applications[1]).toMatchObject({
			applicantName: 'Priya Shah',
			message: 'I have worked in two Warrington primary schools.',
			appliedAt: '2026-11-01T10:00:00.000Z',
		})
	})

	test('a job with no applications gives an empty array', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		expect(await (await get(job.id, token)).json()).toEqual([])
	})

	test('404 for another employer, a job seeker, an admin and unknown ids; 401 signed out', async () => {
		const { user, token: ownerToken } = await apiUser('employer')
		const job = await postedJob(user)
		await applicationTo(job, { applicantName: 'Priya Shah', applicantEmail: 'priya@example.co.uk' })
		for (const userType of ['employer', 'employee', 'admin'] as const) {
			const { token } = await apiUser(userType)
			const response = await get(job.id, token)
			expect(response.status, userType).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
		for (const id of ['999999', 'abc']) expect((await get(id, ownerToken)).status).toBe(404)
		const signedOut = await get(job.id)
		expect(signedOut.status).toBe(401)
	})

	test('other methods answer 405 with Allow', async () => {
		const response = await callRoute(
			withParams(applicationsRoute.action),
			apiRequest('POST', '/api/applications/1', { body: {} }),
			{ params: { id: '1' } },
		)
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET, PATCH')
	})
})

const patch = (id: string | number, body: unknown, auth: { token?: string; cookie?: string } = {}) =>
	callRoute(withParams(applicationsRoute.action), apiRequest('PATCH', `/api/applications/${id}`, { body, ...auth }), {
		params: { id: String(id) },
	})

describe('PATCH /api/applications/{applicationId}', () => {
	test('the job’s owner moves an application; the answer and the seeker’s list show the stage, date and note', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Teaching Assistant', company: 'Orford Primary School' })
		const seeker = await apiUser('employee')
		const application = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker.user,
			applicantName: 'Priya Shah',
			applicantEmail: seeker.user.email,
		})

		const response = await patch(
			application!.id,
			{ stage: 'interviewing', note: 'Thursday at 2pm suits us.' },
			{ token },
		)
		expect(response.status).toBe(200)
		const moved = (await response.json()) as Record<string, unknown>
		expect(moved).toMatchObject({
			id: application!.id,
			jobId: job.id,
			applicantName: 'Priya Shah',
			stage: 'interviewing',
			stageNote: 'Thursday at 2pm suits us.',
			stageHistory: [{ stage: 'interviewing', note: 'Thursday at 2pm suits us.' }],
		})
		expect(new Date(moved.stageChangedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000)

		const listed = (await (await get(job.id, token)).json()) as Record<string, unknown>[]
		expect(listed[0]).toMatchObject({ stage: 'interviewing' })
		const filtered = await callRoute(
			withParams(applicationsRoute.loader),
			apiRequest('GET', `/api/applications/${job.id}?stage=rejected`, { token }),
			{ params: { id: String(job.id) } },
		)
		expect(await filtered.json()).toEqual([])

		const mine = await callRoute(
			userApplicationsRoute.loader,
			apiRequest('GET', '/api/user/applications', { token: seeker.token }),
		)
		expect(((await mine.json()) as Record<string, unknown>[])[0]).toMatchObject({
			stage: 'interviewing',
			stageChangedAt: moved.stageChangedAt,
			stageNote: 'Thursday at 2pm suits us.',
		})
	})

	test('someone else’s application and an unknown id are 404; signed out is 401; nothing moves', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		const application = await applicationTo(job, { applicantName: 'Priya Shah', applicantEmail: 'priya@example.co.uk' })
		for (const userType of ['employer', 'employee', 'admin'] as const) {
			const { token } = await apiUser(userType)
			const response = await patch(application.id, { stage: 'hired' }, { token })
			expect(response.status, userType).toBe(404)
			expect(await response.json()).toEqual({ message: 'Application not found' })
		}
		const { token: ownerToken } = await apiUser('employer')
		for (const id of ['2000000000', 'abc', '0'])
			expect((await patch(id, { stage: 'hired' }, { token: ownerToken })).status).toBe(404)
		expect((await patch(application.id, { stage: 'hired' })).status).toBe(401)
		expect((await (await freshEm()).findOneOrFail(Application, application.id)).stage).toBeNull()
	})

	test('a bad stage or note is a 400 in the shared error shape', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		const application = await applicationTo(job, { applicantName: 'Priya Shah', applicantEmail: 'priya@example.co.uk' })
		for (const body of [
			{ stage: 'promoted' },
			{},
			{ stage: 'hired', note: 'x'.repeat(1001) },
			{ stage: 'hired', note: 7 },
		]) {
			const response = await patch(application.id, body, { token })
			expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400)
			const answer = (await response.json()) as { message: string; errors: Record<string, string[]> }
			expect(answer.message).toBe('Please check the highlighted fields')
			expect(Object.keys(answer.errors).length).toBe(1)
		}
		const unknownFilter = await callRoute(
			withParams(applicationsRoute.loader),
			apiRequest('GET', `/api/applications/${job.id}?stage=promoted`, { token }),
			{ params: { id: String(job.id) } },
		)
		expect(unknownFilter.status).toBe(400)
		expect(await unknownFilter.json()).toMatchObject({
			message: 'Unknown stage',
			errors: { stage: [expect.any(String)] },
		})
		expect((await (await freshEm()).findOneOrFail(Application, application.id)).stage).toBeNull()
	})
})
