import { describe, expect, test } from 'vitest'
import { multipartRequest } from '../../../../tests/fixtures/applications.ts'
import { largePdfBytes, pdfBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { callRoute, freshEm, nextIp, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { User } from '../../../models/user.ts'
import { readFile } from '../../../platform/files.server.ts'
import { setProfileCv } from '../profile-cv.server.ts'
import * as jobApply from './jobs.$id.apply.tsx'
import * as jobDetail from '../../jobs/routes/jobs.$id.tsx'

withLocalOutbox()

type Result = { result: { status: string; error: Record<string, string[] | null> } }
const FIELDS = { applicantName: 'Tom Orford', message: 'Available from next week.', coveringLetter: '' }
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.uk`

async function listedJob() {
	const { user } = await apiUser('employer')
	return postedJob(user, { title: 'Forklift Driver' })
}

function post(jobId: number | string, request: Request) {
	return callRoute(withParams(jobApply.action), request, { params: { id: String(jobId) }, ip: nextIp() })
}

function load(route: { loader: unknown }, path: string, id: number | string, cookie?: string) {
	const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
	return callRoute(withParams(route.loader as (args: never) => unknown), request, { params: { id: String(id) } })
}

describe('/jobs/{id}/apply', () => {
	test('the page prefills a signed-in seeker’s name and email; signed out it is empty; unknown jobs are 404', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		const signedInPage = (await (await load(jobApply, `/jobs/${job.id}/apply`, job.id, cookie)).json()) as {
			state: unknown
			job: unknown
		}
		expect(signedInPage.job).toEqual({
			id: job.id,
			title: 'Forklift Driver',
			company: job.company,
			location: job.location,
		})
		expect(signedInPage.state).toEqual({
			signedIn: true,
			appliedOn: null,
			defaults: { applicantName: `${user.firstName} ${user.lastName}`, applicantEmail: user.email },
			savedCv: null,
		})
		const anonymous = (await (await load(jobApply, `/jobs/${job.id}/apply`, job.id)).json()) as { state: unknown }
		expect(anonymous.state).toEqual({
			signedIn: false,
			appliedOn: null,
			defaults: { applicantName: '', applicantEmail: '' },
			savedCv: null,
		})
		expect((await load(jobApply, '/jobs/999999999/apply', 999999999)).status).toBe(404)
	})

	test('a signed-out application with a CV goes back to the job page with the success toast', async () => {
		const job = await listedJob()
		const email = unique('tom')
		const response = await post(
			job.id,
			multipartRequest(
				`/jobs/${job.id}/apply`,
				{ ...FIELDS, applicantEmail: email },
				{ cv: { name: 'Tom CV.pdf', data: pdfBytes() } },
			),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toEqual({
			title: 'Application submitted!',
			description: 'Your application has been sent to the employer.',
			type: 'success',
		})
		const stored = await (await freshEm()).findOneOrFail(Application, { job: job.id })
		expect(stored).toMatchObject({
			applicantEmail: email,
			cvFileName: 'Tom CV.pdf',
			coveringLetter: null,
			kind: 'custom',
		})
	})

	test('refusals keep the form with its errors: fields, a file too large', async () => {
		const job = await listedJob()
		const invalid = await post(
			job.id,
			multipartRequest(`/jobs/${job.id}/apply`, { applicantName: '', applicantEmail: 'nope' }),
		)
		expect(invalid.status).toBe(400)
		const { result } = (await invalid.json()) as Result
		expect(result.status).toBe('error')
		expect(result.error.applicantName).toEqual(['Your name is required'])
		expect(result.error.applicantEmail).toEqual(['Please enter a valid email address'])

		const email = unique('big')
		const large = await post(
			job.id,
			multipartRequest(
				`/jobs/${job.id}/apply`,
				{ ...FIELDS, applicantEmail: email },
				{ cv: { name: 'big.pdf', data: largePdfBytes(6 * 1024 * 1024) } },
			),
		)
		expect(large.status).toBe(400)
		expect(((await large.json()) as Result).result.error.cv).toEqual([
			'File too large. Please upload a file smaller than 5MB.',
		])
	})

	test('signed out, the same email applying again is answered as a new application (decision 115); signed in, the seeker is told when', async () => {
		const job = await listedJob()
		const email = unique('twice')
		const sent = () => post(job.id, multipartRequest(`/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: email }))
		const first = await sent()
		const again = await sent()
		for (const response of [first, again]) {
			expect(response.status).toBe(302)
			expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
			expect((await toastOf(response))?.title).toBe('Application submitted!')
		}
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)

		const { user, cookie } = await signedIn('employee')
		const own = () =>
			post(job.id, multipartRequest(`/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: user.email }, {}, { cookie }))
		expect((await own()).status).toBe(302)
		const ownAgain = await own()
		expect(ownAgain.status).toBe(409)
		expect(((await ownAgain.json()) as Result).result.error['']).toEqual([
			expect.stringMatching(/^You applied for this job on \d{1,2} [A-Z][a-z]+ \d{4}\.$/),
		])
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(2)
	})

	test('after a signed-in seeker applies, the job page and the apply page say when', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		const sent = await post(
			job.id,
			multipartRequest(`/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: user.email }, {}, { cookie }),
		)
		expect(sent.status).toBe(302)
		const stored = await (await freshEm()).findOneOrFail(Application, { job: job.id })
		expect(stored.user?.id).toBe(user.id)

		const detail = (await (await load(jobDetail, `/jobs/${job.id}`, job.id, cookie)).json()) as {
			apply: { appliedOn: string }
		}
		expect(detail.apply.appliedOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
		const page = (await (await load(jobApply, `/jobs/${job.id}/apply`, job.id, cookie)).json()) as {
			state: { appliedOn: string }
		}
		expect(page.state.appliedOn).toBe(detail.apply.appliedOn)
		// An anonymous visitor's job page says nothing of it.
		const anonymous = (await (await load(jobDetail, `/jobs/${job.id}`, job.id)).json()) as {
			apply: { appliedOn: null }
		}
		expect(anonymous.apply.appliedOn).toBeNull()
	})

	test('a seeker with a saved CV is offered it, and applies with it without choosing a file (decision 111)', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		await setProfileCv(await freshEm(), user, {
			fileName: 'Tom Orford CV.pdf',
			mimeType: 'application/pdf',
			data: pdfBytes('Tom'),
		})
		const page = (await (await load(jobApply, `/jobs/${job.id}/apply`, job.id, cookie)).json()) as {
			state: { savedCv: { fileName: string; uploadedOn: string } | null }
		}
		expect(page.state.savedCv).toEqual({
			fileName: 'Tom Orford CV.pdf',
			uploadedOn: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
		})

		const sent = await post(
			job.id,
			multipartRequest(
				`/jobs/${job.id}/apply`,
				{ ...FIELDS, applicantEmail: user.email, cvSource: 'saved' },
				{},
				{ cookie },
			),
		)
		expect(sent.status).toBe(302)
		const stored = await (await freshEm()).findOneOrFail(Application, { job: job.id })
		const saved = await (await freshEm()).findOneOrFail(User, user.id)
		expect(stored.cvFileName).toBe('Tom Orford CV.pdf')
		// The application's own copy: deleting the saved CV later leaves it.
		expect(stored.cvFile!.id).not.toBe(saved.cvFile!.id)
		expect((await readFile(await freshEm(), stored.cvFile!.id))?.data).toEqual(pdfBytes('Tom'))
	})

	test('the CV choice: a chosen file beats "saved", "none" sends no CV, "upload" without a file is refused', async () => {
		const { user, cookie } = await signedIn('employee')
		await setProfileCv(await freshEm(), user, { fileName: 'Saved.pdf', mimeType: 'application/pdf', data: pdfBytes() })
		const send = async (cvSource: string, withFile: boolean) => {
			const job = await listedJob()
			const response = await post(
				job.id,
				multipartRequest(
					`/jobs/${job.id}/apply`,
					{ ...FIELDS, applicantEmail: user.email, cvSource },
					withFile ? { cv: { name: 'Chosen.pdf', data: pdfBytes('chosen') } } : {},
					{ cookie },
				),
			)
			const stored = await (await freshEm()).findOne(Application, { job: job.id })
			return { response, cvFileName: stored ? (stored.cvFileName ?? null) : undefined }
		}
		expect((await send('saved', true)).cvFileName).toBe('Chosen.pdf')
		expect((await send('none', false)).cvFileName).toBeNull()
		const missing = await send('upload', false)
		expect(missing.response.status).toBe(400)
		expect(((await missing.response.json()) as Result).result.error.cv).toEqual([
			'Please choose a file to upload, or use your saved CV.',
		])
		expect(missing.cvFileName).toBeUndefined()
	})

	test('a filled honeypot is refused and nothing is stored', async () => {
		const job = await listedJob()
		const response = await post(
			job.id,
			multipartRequest(`/jobs/${job.id}/apply`, { ...FIELDS, applicantEmail: unique('bot'), website: 'spam' }),
		)
		expect(response.status).toBe(400)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})
})
