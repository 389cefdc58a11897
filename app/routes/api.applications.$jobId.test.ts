import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob, withParams } from '../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../tests/fixtures/route.ts'
import * as applicationsRoute from './api.applications.$jobId.ts'

const get = (jobId: string | number, token?: string) =>
	callRoute(withParams(applicationsRoute.loader), apiRequest('GET', `/api/applications/${jobId}`, { token }), {
		params: { jobId: String(jobId) },
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
			{ params: { jobId: '1' } },
		)
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET')
	})
})
