import { describe, expect, test } from 'vitest'
import { quickApplyProfileFor } from '../../../../tests/fixtures/applications.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import * as quickApply from './jobs.$id.quick-apply.tsx'

withLocalOutbox()

async function listedJob() {
	const { user } = await apiUser('employer')
	return postedJob(user, { title: 'Senior Carer' })
}

function press(jobId: number | string, cookie?: string, origin?: string) {
	const request = formRequest(`/jobs/${jobId}/quick-apply`, {}, { cookie })
	if (origin) request.headers.set('Origin', origin)
	return callRoute(withParams(quickApply.action), request, { params: { id: String(jobId) } })
}

describe('POST /jobs/{id}/quick-apply', () => {
	test('signed out, it leads to sign-in, which applies and comes back to the job', async () => {
		const job = await listedJob()
		const response = await press(job.id)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(
			`/auth?redirectTo=${encodeURIComponent(`/jobs/${job.id}`)}&then=quick-apply&jobId=${job.id}`,
		)
	})

	test('without a profile: back to the job with "Set up Quick Apply first"', async () => {
		const job = await listedJob()
		const { cookie } = await signedIn('employee')
		const response = await press(job.id, cookie)
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		const toast = await toastOf(response)
		expect(toast).toMatchObject({ title: 'Set up Quick Apply first', type: 'error' })
		expect(toast?.description).toContain('complete your profile')
		expect(toast?.description).toContain('Set up Quick Apply')
	})

	test('with a profile: "Application Submitted! ⚡", then "Already applied" with the date', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		await quickApplyProfileFor(user)
		const response = await press(job.id, cookie)
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toEqual({
			title: 'Application Submitted! ⚡',
			description: 'Your application was submitted instantly using your profile information.',
			type: 'success',
		})
		const again = await press(job.id, cookie)
		const toast = await toastOf(again)
		expect(toast?.title).toBe('Already applied')
		expect(toast?.description).toMatch(/^You applied for this job on /)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)
	})

	test('another site cannot press it for a signed-in seeker; unknown jobs are 404', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		await quickApplyProfileFor(user)
		expect((await press(job.id, cookie, 'https://evil.example')).status).toBe(403)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
		expect((await press(999999999, cookie)).status).toBe(404)
	})

	test('a GET goes to the job page', async () => {
		const response = await callRoute(withParams(quickApply.loader), new Request(`${ORIGIN}/jobs/12/quick-apply`), {
			params: { id: '12' },
		})
		expect(response.headers.get('Location')).toBe('/jobs/12')
	})
})
