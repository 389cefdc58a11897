import { describe, expect, test } from 'vitest'
import { largePdfBytes, mp4Bytes, pdfBytes, webmBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { readFile, readFileInfo } from '../../../platform/files.server.ts'
import { FULL_NAME_TOO_SHORT } from '../../applying/quick-apply-schema.ts'
import * as userProfile from './api.user.profile.ts'

type Auth = { token?: string; cookie?: string; origin?: string | null }
const get = (auth: Auth = {}) => callRoute(userProfile.loader, apiRequest('GET', '/api/user/profile', auth))
const post = (body: unknown, auth: Auth = {}) =>
	callRoute(
		userProfile.action,
		apiRequest('POST', '/api/user/profile', { ...auth, ...(typeof body === 'string' ? { rawBody: body } : { body }) }),
	)

function postForm(entries: [string, string | File][], token: string) {
	const form = new FormData()
	for (const [name, value] of entries) form.append(name, value)
	return callRoute(
		userProfile.action,
		new Request(`${ORIGIN}/api/user/profile`, {
			method: 'POST',
			headers: { Authorization: `Bearer ${token}` },
			body: form,
		}),
	)
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const PROFILE = {
	fullName: 'James Birchwood',
	phone: '07700 900123',
	city: 'Warrington',
	postcode: 'WA3 6AE',
	currentJobTitle: 'Warehouse Team Leader',
	yearsExperience: 9,
	skills: ['Forklift licence', 'Stock control'],
	qualifications: ['IOSH Managing Safely'],
	defaultCoverLetter: 'Nine years running night shifts at Birchwood distribution centres.',
	availabilityNotice: 'immediate',
}

describe('GET /api/user/profile', () => {
	test('401 signed out, 404 before a profile exists', async () => {
		expect((await get()).status).toBe(401)
		const { token } = await apiUser('employee')
		const response = await get({ token })
		expect(response.status).toBe(404)
		expect(await response.json()).toEqual({ message: userProfile.NO_PROFILE })
	})
})

describe('POST /api/user/profile', () => {
	test('JSON fields are saved and read back with the names of docs/product.md §18; each user has their own', async () => {
		const { user, token } = await apiUser('employee')
		const saved = await post(
			{ ...PROFILE, address: null, skills: ['Forklift licence', ' forklift LICENCE', 'Stock control', ''] },
			{ token },
		)
		expect(saved.status).toBe(200)
		const view = await saved.json()
		expect(view).toMatchObject({
			...PROFILE,
			userId: user.id,
			address: null,
			cvFileName: null,
			cvFileUrl: null,
			videoPitchUrl: null,
			videoPitchDuration: null,
		})
		expect(await (await get({ token })).json()).toEqual(view)

		const other = await apiUser('employee')
		expect((await get({ token: other.token })).status).toBe(404)
	})

	test('400 with field errors; nothing is stored', async () => {
		const { token } = await apiUser('employee')
		const response = await post(
			{ ...PROFILE, fullName: 'J', availabilityNotice: 'never', yearsExperience: 'plenty' },
			{ token },
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: { fullName: [FULL_NAME_TOO_SHORT], availabilityNotice: ['Choose when you could start from the list'] },
		})
		expect((await post('[1]', { token })).status).toBe(400)
		expect((await post('{nope', { token })).status).toBe(400)
		expect((await get({ token })).status).toBe(404)
	})

	test('cvFileData in base64 and a videoPitchData URL are decoded, checked by content and stored as files', async () => {
		const { token } = await apiUser('employee')
		const response = await post(
			{
				...PROFILE,
				cvFileName: 'james-cv.pdf',
				cvMimeType: 'text/plain',
				cvFileData: base64(pdfBytes()),
				videoPitchData: `data:video/webm;base64,${base64(webmBytes())}`,
				videoPitchDuration: 37,
			},
			{ token },
		)
		expect(response.status).toBe(200)
		const view = await response.json()
		expect(view).toMatchObject({
			cvFileName: 'james-cv.pdf',
			cvMimeType: 'application/pdf',
			videoPitchMimeType: 'video/webm',
			videoPitchDuration: 37,
		})
		const cvId = view.cvFileUrl.replace('/files/', '')
		expect(await readFile(await freshEm(), cvId)).toMatchObject({
			mimeType: 'application/pdf',
			data: new Uint8Array(pdfBytes()),
		})

		// Saving the fields again keeps the files.
		const again = await (await post(PROFILE, { token })).json()
		expect(again.cvFileUrl).toBe(view.cvFileUrl)
		expect(again.videoPitchUrl).toBe(view.videoPitchUrl)

		const removed = await (await post({ ...PROFILE, removeCv: true, removeVideoPitch: true }, { token })).json()
		expect(removed).toMatchObject({ cvFileUrl: null, videoPitchUrl: null })
		expect(await readFileInfo(await freshEm(), cvId)).toBeNull()
	})

	test('inline files are refused by content and size: a text file named .pdf, a 6 MB CV, a PDF as a video', async () => {
		const { token } = await apiUser('employee')
		const text = await post(
			{ ...PROFILE, cvFileName: 'cv.pdf', cvFileData: base64(new TextEncoder().encode('Just text')) },
			{ token },
		)
		expect(text.status).toBe(400)
		expect(await text.json()).toEqual({
			message: 'Invalid file type',
			errors: { cvFileData: ['Please upload a PDF, DOC, or DOCX file.'] },
		})

		const large = await post(
			{ ...PROFILE, cvFileName: 'cv.pdf', cvFileData: base64(largePdfBytes(6 * 1024 * 1024)) },
			{ token },
		)
		expect(large.status).toBe(400)
		expect(await large.json()).toEqual({
			message: 'File too large',
			errors: { cvFileData: ['Please upload a CV file smaller than 5MB.'] },
		})

		const video = await post({ ...PROFILE, videoPitchData: `data:video/webm;base64,${base64(pdfBytes())}` }, { token })
		expect(await video.json()).toEqual({
			message: 'Invalid file type',
			errors: { videoPitchData: ['Please upload a WebM or MP4 video.'] },
		})

		const garbage = await post({ ...PROFILE, cvFileData: 'not base64 at all!' }, { token })
		expect((await garbage.json()).errors).toEqual({ cvFileData: ['The file must be base64 encoded.'] })

		const long = await post({ ...PROFILE, videoPitchData: base64(webmBytes()), videoPitchDuration: 91 }, { token })
		expect((await long.json()).errors).toEqual({ videoPitchDuration: ['Video pitch must be 1 to 90 seconds long'] })
		expect((await get({ token })).status).toBe(404)
	})

	test('a video over 50 MB is refused: 413', async () => {
		const { token } = await apiUser('employee')
		const big = new Uint8Array(50 * 1024 * 1024 + 16)
		big.set(webmBytes())
		const response = await postForm(
			[
				['fullName', 'James Birchwood'],
				['videoPitch', new File([big], 'pitch.webm', { type: 'video/webm' })],
			],
			token,
		)
		expect(response.status).toBe(413)
		expect(await response.json()).toEqual({
			message: 'File too large',
			errors: { videoPitch: ['Please upload a video smaller than 50MB.'] },
		})
	})

	test('a multipart post takes the fields, lists as repeated fields, and the files cv and videoPitch', async () => {
		const { token } = await apiUser('employee')
		const response = await postForm(
			[
				['fullName', 'James Birchwood'],
				['yearsExperience', 'nine'],
				['skills', 'Forklift licence'],
				['skills', 'Stock control'],
				['cv', new File([pdfBytes()], 'James CV.pdf', { type: 'application/pdf' })],
				['videoPitch', new File([mp4Bytes()], 'pitch.mp4', { type: 'video/mp4' })],
			],
			token,
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({
			fullName: 'James Birchwood',
			yearsExperience: 0,
			skills: ['Forklift licence', 'Stock control'],
			cvFileName: 'James CV.pdf',
			videoPitchMimeType: 'video/mp4',
			videoPitchDuration: null,
		})

		const refused = await postForm(
			[
				['fullName', 'J'],
				['cv', new File([new TextEncoder().encode('text')], 'cv.pdf')],
			],
			token,
		)
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({
			message: 'Invalid file type',
			errors: { fullName: [FULL_NAME_TOO_SHORT], cv: ['Please upload a PDF, DOC, or DOCX file.'] },
		})
	})

	test('401 signed out; 403 for a cookie write from another site; 405 for other methods', async () => {
		expect((await post(PROFILE)).status).toBe(401)
		const { cookie } = await signedIn('employee')
		expect((await post(PROFILE, { cookie, origin: 'https://evil.example' })).status).toBe(403)
		expect((await post(PROFILE, { cookie })).status).toBe(200)
		const { token } = await apiUser('employee')
		const put = await callRoute(userProfile.action, apiRequest('PUT', '/api/user/profile', { token, body: PROFILE }))
		expect(put.status).toBe(405)
		expect(put.headers.get('Allow')).toBe('GET, POST')
	})
})
