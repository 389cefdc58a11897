import { describe, expect, test } from 'vitest'
import { multipartRequest } from '../../../../tests/fixtures/applications.ts'
import { largePdfBytes, pdfBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, formRequest, freshEm, nextIp } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import { readFile } from '../../../platform/files.server.ts'
import { setProfileCv } from '../profile-cv.server.ts'
import { RATE_LIMITS } from '../../../platform/rate-limit.server.ts'
import { APPLICATION_RECEIVED } from '../applications.server.ts'
import * as apply from './api.jobs.$id.apply.ts'

withLocalOutbox()

const FIELDS = {
	applicantName: 'Priya Sankey',
	applicantEmail: 'priya.sankey@example.co.uk',
	message: 'I can start on Monday.',
	coveringLetter: 'Six years of caring for older people in Great Sankey.',
}

async function listedJob() {
	const { user } = await apiUser('employer')
	return { employer: user, job: await postedJob(user, { title: 'Care Assistant' }) }
}

function send(jobId: number | string, request: Request, ip = nextIp()) {
	return callRoute(withParams(apply.action), request, { params: { id: String(jobId) }, ip })
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`

describe('POST /api/jobs/{id}/apply', () => {
	test('anyone may apply with a CV: 202 with a receipt, the CV stored, the employer emailed', async () => {
		const { employer, job } = await listedJob()
		const email = unique('priya')
		const response = await send(
			job.id,
			multipartRequest(
				`/api/jobs/${job.id}/apply`,
				{ ...FIELDS, applicantEmail: email },
				{ cv: { name: 'Priya CV.pdf', type: 'application/pdf', data: pdfBytes() } },
			),
		)
		expect(response.status).toBe(202)
		// Signed out, the answer is a receipt: the same whether or not this address applied before.
		expect(await response.json()).toEqual({ message: APPLICATION_RECEIVED, jobId: job.id })
		const stored = await (await freshEm()).findOneOrFail(Application, { job: job.id })
		expect(stored).toMatchObject({
			applicantName: 'Priya Sankey',
			applicantEmail: email,
			message: FIELDS.message,
			coveringLetter: FIELDS.coveringLetter,
			cvFileName: 'Priya CV.pdf',
		})
		expect(stored.user).toBeNull()
		expect((await readFile(await freshEm(), stored.cvFile!.id))?.data).toEqual(pdfBytes())
		const mail = await (await freshEm()).find(OutboxMessage, { to: employer.email })
		expect(mail.map((message) => message.subject)).toEqual(['New application for Care Assistant'])
	})

	test('a urlencoded post without a CV works too, and a bearer token links the application to the account', async () => {
		const { job } = await listedJob()
		const { user, token } = await apiUser('employee')
		const request = formRequest(`/api/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: user.email })
		request.headers.set('Authorization', `Bearer ${token}`)
		const response = await send(job.id, request)
		expect(response.status).toBe(201)
		const body = (await response.json()) as { id: number; cvFileName: string | null }
		expect(body.cvFileName).toBeNull()
		const stored = await (await freshEm()).findOneOrFail(Application, body.id)
		expect(stored.user?.id).toBe(user.id)
	})

	test('cvSource=saved sends a copy of the caller’s saved CV; without one it is a 400 naming cvSource', async () => {
		const { job } = await listedJob()
		const { user, token } = await apiUser('employee')
		const request = formRequest(`/api/jobs/${job.id}/apply`, {
			...FIELDS,
			applicantEmail: user.email,
			cvSource: 'saved',
		})
		request.headers.set('Authorization', `Bearer ${token}`)
		const refused = await send(job.id, request)
		expect(refused.status).toBe(400)
		expect(await refused.json()).toMatchObject({
			errors: { cvSource: ['You have no saved CV: upload one on My Profile, or choose a file.'] },
		})

		await setProfileCv(await freshEm(), user, {
			fileName: 'Saved CV.pdf',
			mimeType: 'application/pdf',
			data: pdfBytes('saved'),
		})
		const again = formRequest(`/api/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: user.email, cvSource: 'saved' })
		again.headers.set('Authorization', `Bearer ${token}`)
		const response = await send(job.id, again)
		expect(response.status).toBe(201)
		const body = (await response.json()) as { id: number; cvFileName: string | null }
		expect(body.cvFileName).toBe('Saved CV.pdf')
		const stored = await (await freshEm()).findOneOrFail(Application, body.id)
		expect((await readFile(await freshEm(), stored.cvFile!.id))?.data).toEqual(pdfBytes('saved'))
	})

	test('cvSource=saved signed out is a 400: there is no saved CV to send', async () => {
		const { job } = await listedJob()
		const response = await send(
			job.id,
			formRequest(`/api/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: unique('anon'), cvSource: 'saved' }),
		)
		expect(response.status).toBe(400)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('400 with field errors for missing and malformed fields', async () => {
		const { job } = await listedJob()
		const response = await send(
			job.id,
			multipartRequest(`/api/jobs/${job.id}/apply`, { applicantName: ' ', applicantEmail: 'not-an-email' }),
		)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
		expect(body.message).toBe('Please check the highlighted fields')
		expect(body.errors.applicantName).toEqual(['Your name is required'])
		expect(body.errors.applicantEmail).toEqual(['Please enter a valid email address'])
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('400 for a text file named .pdf: the type is checked by content', async () => {
		const { job } = await listedJob()
		const text = new TextEncoder().encode('This is not really a PDF.\n')
		const response = await send(
			job.id,
			multipartRequest(
				`/api/jobs/${job.id}/apply`,
				{ ...FIELDS, applicantEmail: unique('text') },
				{ cv: { name: 'cv.pdf', type: 'application/pdf', data: text } },
			),
		)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { errors: Record<string, string[]> }
		expect(body.errors).toEqual({ cv: ['Invalid file type. Please upload a PDF, DOC, or DOCX file.'] })
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('413 "File too large" for a 6 MB CV', async () => {
		const { job } = await listedJob()
		const response = await send(
			job.id,
			multipartRequest(
				`/api/jobs/${job.id}/apply`,
				{ ...FIELDS, applicantEmail: unique('large') },
				{ cv: { name: 'big.pdf', type: 'application/pdf', data: largePdfBytes(6 * 1024 * 1024) } },
			),
		)
		expect(response.status).toBe(413)
		const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
		expect(body).toEqual({ message: 'File too large', errors: { cv: ['Please upload a file smaller than 5MB.'] } })
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('signed out, a second application with the same email gets the same 202 as a new one; the address is emailed', async () => {
		const { job } = await listedJob()
		const email = unique('twice')
		const first = await send(
			job.id,
			multipartRequest(`/api/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: email }),
		)
		const second = await send(
			job.id,
			multipartRequest(`/api/jobs/${job.id}/apply`, {
				...FIELDS,
				applicantName: 'Someone Else',
				applicantEmail: email.toUpperCase(),
			}),
		)
		expect(second.status).toBe(first.status)
		expect(await second.json()).toEqual(await first.json())
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)
		const mail = await (await freshEm()).find(OutboxMessage, { to: email })
		expect(mail.map((message) => message.subject)).toEqual(['Your application for Care Assistant'])
	})

	test('signed in with their own email, a seeker gets 201 with the application, then 409 with the first date', async () => {
		const { job } = await listedJob()
		const { user, token } = await apiUser('employee')
		const apply = () => {
			const request = formRequest(`/api/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: user.email })
			request.headers.set('Authorization', `Bearer ${token}`)
			return send(job.id, request)
		}
		const first = await apply()
		expect(first.status).toBe(201)
		const { appliedAt } = (await first.json()) as { appliedAt: string }
		const second = await apply()
		expect(second.status).toBe(409)
		const body = (await second.json()) as { message: string; appliedAt: string }
		expect(body.appliedAt).toBe(appliedAt)
		expect(body.message).toMatch(/^You applied for this job on \d{1,2} [A-Z][a-z]+ \d{4}\.$/)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)
	})

	test('404 for unknown, inactive and expired jobs', async () => {
		const { employer } = await listedJob()
		const inactive = await postedJob(employer, {}, { isActive: false })
		const expired = await postedJob(employer, {}, { expiresAt: new Date(Date.now() - 60_000) })
		for (const id of ['999999999', 'abc', String(inactive.id), String(expired.id)]) {
			const response = await send(
				id,
				multipartRequest(`/api/jobs/${id}/apply`, { ...FIELDS, applicantEmail: unique('gone') }),
			)
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
	})

	test('a filled honeypot is refused', async () => {
		const { job } = await listedJob()
		const response = await send(
			job.id,
			multipartRequest(`/api/jobs/${job.id}/apply`, {
				...FIELDS,
				applicantEmail: unique('bot'),
				website: 'http://spam.example',
			}),
		)
		expect(response.status).toBe(400)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('signed-out applications from one address are rate limited', async () => {
		const { job } = await listedJob()
		const ip = nextIp()
		const statuses: number[] = []
		for (let attempt = 0; attempt <= RATE_LIMITS.applyPerIp.limit; attempt++) {
			// Each attempt counts, even one the form refuses.
			statuses.push(
				(await send(job.id, multipartRequest(`/api/jobs/${job.id}/apply`, { applicantName: '' }), ip)).status,
			)
		}
		expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true)
		const limited = await send(
			job.id,
			multipartRequest(`/api/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: unique('limited') }),
			ip,
		)
		expect(limited.status).toBe(429)
		expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
	})

	test('a session cookie from another site is refused', async () => {
		const { job } = await listedJob()
		const { cookie } = await signedIn('employee')
		const response = await send(
			job.id,
			multipartRequest(
				`/api/jobs/${job.id}/apply`,
				{ ...FIELDS, applicantEmail: unique('csrf') },
				{},
				{ cookie, origin: 'https://evil.example' },
			),
		)
		expect(response.status).toBe(403)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('only POST is allowed', async () => {
		const response = await callRoute(withParams(apply.loader), apiRequest('GET', '/api/jobs/1/apply'), {
			params: { id: '1' },
		})
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('POST')
	})
})
