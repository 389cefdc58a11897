import { describe, expect, test } from 'vitest'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { Job } from '../../../models/job.ts'
import type { User } from '../../../models/user.ts'
import { issueApiToken } from '../../../platform/api-tokens.server.ts'
import { saveFile } from '../../../platform/files.server.ts'
import { createJob } from '../../jobs/jobs.server.ts'
import * as cvRoute from './api.applications.$jobId.$applicationId.cv.ts'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0xff, 0x00])

/** A job of `owner` with one application whose CV is stored; the path of that CV. */
async function applicationWithCv(owner: User, fileName = 'Zoë Culcheth – CV.docx') {
	const em = await freshEm()
	const job = await createJob(em, owner, {
		title: 'Payroll Administrator',
		company: 'Culcheth Accountants',
		location: 'Culcheth',
		description: 'Running monthly payroll for local small businesses, with full training on our systems.',
		jobType: 'Part-time',
		industry: 'Finance',
		contactEmail: 'office@culchethaccountants.co.uk',
	})
	const file = await saveFile(em, { fileName, mimeType: DOCX, data: BYTES })
	const application = em.create(Application, {
		job: em.getReference(Job, job.id),
		applicantName: 'Zoë Culcheth',
		applicantEmail: 'zoe@example.co.uk',
		message: 'Three years of Sage payroll.',
		cvFile: file,
		cvFileName: fileName,
		cvMimeType: DOCX,
	})
	await em.flush()
	return { job, application, params: { jobId: String(job.id), applicationId: String(application.id) } }
}

function download(params: Record<string, string>, auth: { cookie?: string; token?: string } = {}) {
	const request = apiRequest('GET', `/api/applications/${params.jobId}/${params.applicationId}/cv`, auth)
	// callRoute types params loosely; this route's loader names its two.
	return callRoute(cvRoute.loader as unknown as Parameters<typeof callRoute>[0], request, { params })
}

describe('GET /api/applications/{jobId}/{applicationId}/cv', () => {
	test("the job's owner downloads the exact bytes as an attachment with the stored name and MIME type", async () => {
		const owner = await signedIn('employer')
		const { params } = await applicationWithCv(owner.user)
		const response = await download(params, { cookie: owner.cookie })
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe(DOCX)
		expect(response.headers.get('Content-Disposition')).toBe(
			`attachment; filename="Zo_ Culcheth _ CV.docx"; filename*=UTF-8''Zo%C3%AB%20Culcheth%20%E2%80%93%20CV.docx`,
		)
		expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES)
	})

	test('the owner may use a bearer token too', async () => {
		const owner = await signedIn('employer')
		const { params } = await applicationWithCv(owner.user, 'cv.docx')
		const token = await issueApiToken(await freshEm(), owner.user)
		const response = await download(params, { token })
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="cv.docx"; filename*=UTF-8''cv.docx`)
	})

	test('another employer and a job seeker get 404, as for a CV that does not exist', async () => {
		const owner = await signedIn('employer')
		const { params } = await applicationWithCv(owner.user)
		for (const stranger of [await signedIn('employer'), await signedIn('employee')]) {
			const response = await download(params, { cookie: stranger.cookie })
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ message: 'CV not found' })
		}
	})

	test('a signed-out request is a 401', async () => {
		const owner = await signedIn('employer')
		const { params } = await applicationWithCv(owner.user)
		const response = await download(params)
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ message: 'Authentication required' })
	})

	test("the owner's other jobs, unknown ids and applications without a CV are 404s", async () => {
		const owner = await signedIn('employer')
		const first = await applicationWithCv(owner.user)
		const second = await applicationWithCv(owner.user)
		const em = await freshEm()
		const plain = em.create(Application, {
			job: em.getReference(Job, first.job.id),
			applicantName: 'No CV',
			applicantEmail: 'nocv@example.co.uk',
		})
		await em.flush()
		for (const params of [
			// An application of one job asked for under another job of the same employer.
			{ jobId: String(second.job.id), applicationId: String(first.application.id) },
			{ jobId: String(first.job.id), applicationId: String(plain.id) },
			{ jobId: String(first.job.id), applicationId: '99999999' },
			{ jobId: 'abc', applicationId: String(first.application.id) },
			{ jobId: String(first.job.id), applicationId: '1.5' },
		]) {
			expect((await download(params, { cookie: owner.cookie })).status).toBe(404)
		}
	})

	test('only GET is allowed', async () => {
		const response = await callRoute(cvRoute.action, apiRequest('POST', '/api/applications/1/1/cv'))
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET')
	})
})
