// The employer's view of a Quick Apply (GET /api/applications/{jobId}): the profile snapshot's
// details and the video pitch, which the employer (and nobody else) can download.
import { describe, expect, test } from 'vitest'
import { quickApplyProfileFor } from '../../../../tests/fixtures/applications.ts'
import { webmBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { applyWithDetails } from '../applications.server.ts'
import { quickApply } from '../quick-apply-application.server.ts'
import * as download from './files.$id.ts'
import * as applicationsRoute from '../../employer/routes/api.applications.$id.ts'

withLocalOutbox()

const get = (jobId: number, token: string) =>
	callRoute(withParams(applicationsRoute.loader), apiRequest('GET', `/api/applications/${jobId}`, { token }), {
		params: { id: String(jobId) },
	})

describe('GET /api/applications/{jobId} with a Quick Apply', () => {
	test('shows the snapshot details and a video pitch the employer can download', async () => {
		const employer = await apiUser('employer')
		const job = await postedJob(employer.user, { title: 'Senior Carer' })
		const seeker = await apiUser('employee')
		await quickApplyProfileFor(seeker.user)
		await quickApply(await freshEm(), seeker.user, job.id)
		await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Tom Orford',
			applicantEmail: 'tom.orford.qa@example.co.uk',
		})

		const response = await get(job.id, employer.token)
		expect(response.status).toBe(200)
		const [custom, quick] = (await response.json()) as Record<string, unknown>[]
		expect(custom).toMatchObject({ kind: 'custom', quickApplyProfile: null, videoPitchUrl: null })
		expect(quick).toMatchObject({
			kind: 'quick',
			applicantName: 'Priya Sankey',
			applicantEmail: seeker.user.email,
			cvFileName: 'quick-apply-cv.pdf',
			quickApplyProfile: {
				phone: '07700 900123',
				city: 'Warrington',
				postcode: 'WA5 1AA',
				currentJobTitle: 'Senior Carer',
				yearsExperience: 6,
				skills: ['Dementia care', 'Medication rounds'],
				qualifications: ['NVQ Level 3 Health and Social Care'],
				availabilityNotice: '1month',
				videoPitchDuration: 42,
			},
		})
		const videoUrl = quick!.videoPitchUrl as string
		expect(videoUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/)

		const fetchVideo = (token: string) =>
			callRoute(withParams(download.loader), apiRequest('GET', videoUrl, { token }), {
				params: { id: videoUrl.split('/').pop()! },
			})
		const video = await fetchVideo(employer.token)
		expect(video.status).toBe(200)
		expect(video.headers.get('Content-Type')).toBe('video/webm')
		expect(video.headers.get('Content-Disposition')).toMatch(/^attachment/)
		expect(new Uint8Array(await video.arrayBuffer())).toEqual(webmBytes())
		// Another employer cannot.
		expect((await fetchVideo((await apiUser('employer')).token)).status).toBe(404)
	})
})
