import { describe, expect, test } from 'vitest'
import { docxBytes, largePdfBytes, pdfBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { User } from '../../../models/user.ts'
import { readFileInfo } from '../../../platform/files.server.ts'
import * as uploadCv from './api.upload-cv.ts'
import * as userCv from './api.user.cv.ts'
import * as userProfile from '../../profile/routes/api.user.profile.ts'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
type Auth = { token?: string; cookie?: string; origin?: string | null }

function upload(file: { name: string; bytes: Uint8Array; type?: string } | null, auth: Auth = {}, field = 'cv') {
	const form = new FormData()
	if (file)
		form.set(field, new File([file.bytes as BlobPart], file.name, { type: file.type ?? 'application/octet-stream' }))
	const headers = new Headers()
	if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`)
	if (auth.cookie) headers.set('Cookie', auth.cookie)
	if (auth.origin !== null) headers.set('Origin', auth.origin ?? ORIGIN)
	return callRoute(uploadCv.action, new Request(`${ORIGIN}/api/upload-cv`, { method: 'POST', headers, body: form }))
}
const getCv = (auth: Auth = {}) => callRoute(userCv.loader, apiRequest('GET', '/api/user/cv', auth))
const deleteCv = (auth: Auth = {}) => callRoute(userCv.action, apiRequest('DELETE', '/api/user/cv', auth))

describe('one CV across the API (decision 110)', () => {
	test('a CV uploaded by /api/upload-cv is the Quick Apply profile’s; one sent with /api/user/profile is /api/user/cv’s', async () => {
		const { token } = await apiUser('employee')
		const profile = { fullName: 'Noah Risley', availabilityNotice: 'immediate' }
		await callRoute(userProfile.action, apiRequest('POST', '/api/user/profile', { token, body: profile }))
		await upload({ name: 'Noah Risley CV.pdf', bytes: pdfBytes(), type: 'application/pdf' }, { token })
		const read = await callRoute(userProfile.loader, apiRequest('GET', '/api/user/profile', { token }))
		expect(await read.json()).toMatchObject({ cvFileName: 'Noah Risley CV.pdf', cvMimeType: 'application/pdf' })

		const sent = await callRoute(
			userProfile.action,
			apiRequest('POST', '/api/user/profile', {
				token,
				body: { ...profile, cvFileName: 'Noah CV 2026.docx', cvFileData: Buffer.from(docxBytes()).toString('base64') },
			}),
		)
		expect(sent.status).toBe(200)
		expect(await (await getCv({ token })).json()).toMatchObject({ hasCV: true, cvFileName: 'Noah CV 2026.docx' })
	})
})

describe('GET /api/user/cv, POST /api/upload-cv, DELETE /api/user/cv', () => {
	test('none, then uploaded, replaced and deleted', async () => {
		const { token, user } = await apiUser('employee')
		expect(await (await getCv({ token })).json()).toEqual({ hasCV: false, cvFileName: null, cvUploadedAt: null })

		const uploaded = await upload({ name: 'Noah Risley CV.pdf', bytes: pdfBytes(), type: 'application/pdf' }, { token })
		expect(uploaded.status).toBe(200)
		const body = (await uploaded.json()) as Record<string, unknown>
		expect(body).toMatchObject({ message: 'CV uploaded successfully!', hasCV: true, cvFileName: 'Noah Risley CV.pdf' })
		expect(body.cvFileUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/)
		const first = await getCv({ token })
		expect(first.headers.get('Cache-Control')).toBe('private, no-store')
		const firstBody = (await first.json()) as Record<string, unknown>
		expect(firstBody).toEqual({ hasCV: true, cvFileName: 'Noah Risley CV.pdf', cvUploadedAt: expect.any(String) })
		const firstFile = (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id

		const replaced = await upload({ name: 'Noah Risley CV 2026.docx', bytes: docxBytes() }, { token })
		expect(replaced.status).toBe(200)
		expect(await (await getCv({ token })).json()).toMatchObject({ hasCV: true, cvFileName: 'Noah Risley CV 2026.docx' })
		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		expect((await readFileInfo(await freshEm(), stored.cvFile!.id))?.mimeType).toBe(DOCX)
		expect(await readFileInfo(await freshEm(), firstFile)).toBeNull()

		const deleted = await deleteCv({ token })
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toEqual({ message: 'CV deleted', hasCV: false, cvFileName: null, cvUploadedAt: null })
		expect(await (await getCv({ token })).json()).toEqual({ hasCV: false, cvFileName: null, cvUploadedAt: null })
		expect(await readFileInfo(await freshEm(), stored.cvFile!.id)).toBeNull()
		expect((await deleteCv({ token })).status).toBe(404)
	})

	test('a text file named .pdf: 400 "Invalid file type" with the field error; the CV is unchanged', async () => {
		const { token } = await apiUser('employee')
		await upload({ name: 'cv.pdf', bytes: pdfBytes() }, { token })
		const response = await upload(
			{ name: 'cv.pdf', bytes: new TextEncoder().encode('Not really a PDF'), type: 'application/pdf' },
			{ token },
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			message: 'Invalid file type',
			errors: { cv: ['Please upload a PDF, DOC, or DOCX file.'] },
		})
		expect(await (await getCv({ token })).json()).toMatchObject({ hasCV: true, cvFileName: 'cv.pdf' })
	})

	test('a 6 MB file: 413 "File too large" with the field error', async () => {
		const { token } = await apiUser('employee')
		const response = await upload({ name: 'big.pdf', bytes: largePdfBytes(6 * 1024 * 1024) }, { token })
		expect(response.status).toBe(413)
		expect(await response.json()).toEqual({
			message: 'File too large',
			errors: { cv: ['Please upload a file smaller than 5MB.'] },
		})
		expect(await (await getCv({ token })).json()).toMatchObject({ hasCV: false })
	})

	test('a body far over the limit: 413 with the field error', async () => {
		const { token } = await apiUser('employee')
		const response = await upload({ name: 'huge.pdf', bytes: largePdfBytes(13 * 1024 * 1024) }, { token })
		expect(response.status).toBe(413)
		expect(await response.json()).toEqual({
			message: 'File too large',
			errors: { cv: ['Please upload a file smaller than 5MB.'] },
		})
	})

	test('no file, or a file under another name: 400', async () => {
		const { token } = await apiUser('employee')
		const none = await upload(null, { token })
		expect(none.status).toBe(400)
		expect(await none.json()).toEqual({ message: 'No file uploaded', errors: { cv: [uploadCv.NO_CV_CHOSEN] } })
		expect((await upload({ name: 'cv.pdf', bytes: pdfBytes() }, { token }, 'file')).status).toBe(400)
	})

	test('401 signed out; 403 for a cookie write from another site; the session cookie works from our pages', async () => {
		expect((await getCv()).status).toBe(401)
		expect((await upload({ name: 'cv.pdf', bytes: pdfBytes() })).status).toBe(401)
		expect((await deleteCv()).status).toBe(401)
		const { cookie } = await signedIn('employee')
		expect(
			(await upload({ name: 'cv.pdf', bytes: pdfBytes() }, { cookie, origin: 'https://evil.example' })).status,
		).toBe(403)
		expect((await upload({ name: 'cv.pdf', bytes: pdfBytes() }, { cookie })).status).toBe(200)
		expect((await deleteCv({ cookie, origin: 'https://evil.example' })).status).toBe(403)
		expect((await getCv({ cookie })).status).toBe(200)
	})

	test('each user sees only their own CV', async () => {
		const a = await apiUser('employee')
		const b = await apiUser('employee')
		await upload({ name: 'a.pdf', bytes: pdfBytes() }, { token: a.token })
		expect(await (await getCv({ token: b.token })).json()).toMatchObject({ hasCV: false })
		expect((await deleteCv({ token: b.token })).status).toBe(404)
		expect(await (await getCv({ token: a.token })).json()).toMatchObject({ hasCV: true, cvFileName: 'a.pdf' })
	})

	test('other methods answer 405', async () => {
		const { token } = await apiUser('employee')
		const put = await callRoute(userCv.action, apiRequest('PUT', '/api/user/cv', { token, body: {} }))
		expect(put.status).toBe(405)
		expect(put.headers.get('Allow')).toBe('GET, DELETE')
		expect((await callRoute(uploadCv.loader, apiRequest('GET', '/api/upload-cv', { token }))).status).toBe(405)
	})
})
