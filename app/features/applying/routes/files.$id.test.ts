import { describe, expect, test } from 'vitest'
import { pdfBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { Job } from '../../../models/job.ts'
import { User } from '../../../models/user.ts'
import { saveFile } from '../../../platform/files.server.ts'
import { setProfileCv } from '../profile-cv.server.ts'
import * as download from './files.$id.ts'

function get(id: string, auth: { cookie?: string; token?: string; page?: boolean } = {}) {
	const request = apiRequest('GET', `/files/${id}`, auth)
	if (auth.page) request.headers.set('Accept', 'text/html,application/xhtml+xml')
	return callRoute(withParams(download.loader), request, { params: { id } })
}

describe('GET /files/{id}', () => {
	test('the owner of a profile CV downloads it as an attachment with its stored type and name', async () => {
		const seeker = await signedIn('employee')
		await setProfileCv(await freshEm(), seeker.user, {
			fileName: 'Émile Birchwood CV.pdf',
			mimeType: 'application/pdf',
			data: pdfBytes(),
		})
		const { cvFile, cvFileUrl } = await (await freshEm()).findOneOrFail(User, seeker.user.id)
		expect(cvFileUrl).toBe(`/files/${cvFile!.id}`)

		const response = await get(cvFile!.id, { cookie: seeker.cookie })
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('application/pdf')
		expect(response.headers.get('Content-Disposition')).toBe(
			`attachment; filename="_mile Birchwood CV.pdf"; filename*=UTF-8''%C3%89mile%20Birchwood%20CV.pdf`,
		)
		expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pdfBytes()))).toBe(true)
	})

	test("another user's CV, unknown and malformed ids: the same 404", async () => {
		const seeker = await signedIn('employee')
		const other = await signedIn('employee')
		await setProfileCv(await freshEm(), seeker.user, {
			fileName: 'cv.pdf',
			mimeType: 'application/pdf',
			data: pdfBytes(),
		})
		const { cvFile } = await (await freshEm()).findOneOrFail(User, seeker.user.id)
		for (const id of [cvFile!.id, crypto.randomUUID(), 'not-an-id']) {
			const response = await get(id, { cookie: other.cookie })
			expect(response.status).toBe(404)
			expect(await response.text()).toBe('File not found')
		}
	})

	test("an application's CV: the applicant and the job's employer (by cookie or bearer token), no other employer", async () => {
		const seeker = await signedIn('employee')
		const employer = await apiUser('employer')
		const otherEmployer = await apiUser('employer')
		const job = await postedJob(employer.user)
		const em = await freshEm()
		const cv = await saveFile(em, { fileName: 'cv.pdf', mimeType: 'application/pdf', data: pdfBytes() })
		em.create(Application, {
			job: em.getReference(Job, job.id),
			user: em.getReference(User, seeker.user.id),
			applicantName: 'Ruby Latchford',
			applicantEmail: seeker.user.email,
			cvFile: cv,
		})
		await em.flush()

		expect((await get(cv.id, { cookie: seeker.cookie })).status).toBe(200)
		expect((await get(cv.id, { token: employer.token })).status).toBe(200)
		expect((await get(cv.id, { token: otherEmployer.token })).status).toBe(404)
	})

	test('signed out: a page request goes to sign in and back; any other request is a 404', async () => {
		const id = crypto.randomUUID()
		const page = await get(id, { page: true })
		expect(page.status).toBe(302)
		expect(page.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/files/${id}`)}`)
		expect((await get(id)).status).toBe(404)
	})

	test('posting to it is a 405', async () => {
		const response = download.action()
		expect(response.status).toBe(405)
	})
})
