import { describe, expect, test } from 'vitest'
import { quickApplyProfileFor } from '../../../../tests/fixtures/applications.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import * as quickApply from './api.jobs.$id.quick-apply.ts'

withLocalOutbox()

async function listedJob() {
	const { user } = await apiUser('employer')
	return postedJob(user, { title: 'Senior Carer' })
}

function send(jobId: number | string, auth: { token?: string; cookie?: string; origin?: string | null } = {}) {
	return callRoute(withParams(quickApply.action), apiRequest('POST', `/api/jobs/${jobId}/quick-apply`, auth), {
		params: { id: String(jobId) },
	})
}

describe('POST /api/jobs/{id}/quick-apply', () => {
	test('401 signed out', async () => {
		const job = await listedJob()
		const response = await send(job.id)
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ message: 'Authentication required' })
	})

	test('400 asking to complete the profile when there is none', async () => {
		const job = await listedJob()
		const { token } = await apiUser('employee')
		const response = await send(job.id, { token })
		expect(response.status).toBe(400)
		const body = (await response.json()) as { message: string }
		expect(body.message).toContain('complete your profile')
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('404 for an unknown or unlisted job', async () => {
		const { user, token } = await apiUser('employee')
		await quickApplyProfileFor(user)
		const { user: employer } = await apiUser('employer')
		const inactive = await postedJob(employer, {}, { isActive: false })
		for (const id of ['999999999', 'x1', String(inactive.id)]) {
			const response = await send(id, { token })
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
	})

	test('201 with the application from the profile, then 409 with the date for a second press', async () => {
		const job = await listedJob()
		const { user, token } = await apiUser('employee')
		await quickApplyProfileFor(user)
		const response = await send(job.id, { token })
		expect(response.status).toBe(201)
		const body = (await response.json()) as Record<string, unknown>
		expect(body).toMatchObject({
			jobId: job.id,
			kind: 'quick',
			applicantName: 'Priya Sankey',
			applicantEmail: user.email,
			coveringLetter: 'I have six years of caring for older people in Great Sankey.',
			cvFileName: 'quick-apply-cv.pdf',
			hasVideoPitch: true,
			job: { id: job.id, title: 'Senior Carer' },
		})

		const again = await send(job.id, { token })
		expect(again.status).toBe(409)
		const refusal = (await again.json()) as { message: string; appliedAt: string }
		expect(refusal.appliedAt).toBe(body.appliedAt)
		expect(refusal.message).toMatch(/^You applied for this job on /)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)
	})

	test('the session cookie works from our own pages and is refused from another site', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		await quickApplyProfileFor(user)
		expect((await send(job.id, { cookie, origin: 'https://evil.example' })).status).toBe(403)
		expect((await send(job.id, { cookie })).status).toBe(201)
	})

	test('only POST is allowed', async () => {
		const response = await callRoute(withParams(quickApply.loader), apiRequest('GET', '/api/jobs/1/quick-apply'), {
			params: { id: '1' },
		})
		expect(response.status).toBe(405)
	})
})
