// Every multipart call of the API answers alike: a JSON body is 415, a file over its size 413
// (naming the field) however little the body is over, and a file within the limits is taken.
// POST /api/upload/cv is the specification's address of POST /api/upload-cv.
import { describe, expect, test } from 'vitest'
import { jpegBytes, largePdfBytes, pdfBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import * as uploadCv from '../../applying/routes/api.upload-cv.ts'
import * as apply from '../../applying/routes/api.jobs.$id.apply.ts'
import * as userCv from '../../applying/routes/api.user.cv.ts'
import * as picture from '../../profile/routes/api.upload.profile-picture.ts'
import * as userProfile from '../../profile/routes/api.user.profile.ts'

const MB = 1024 * 1024
type Handler = Parameters<typeof callRoute>[0]

function multipart(path: string, token: string, fields: [string, string | File][]) {
	const form = new FormData()
	for (const [name, value] of fields) form.append(name, value)
	const headers = { Authorization: `Bearer ${token}`, Origin: ORIGIN }
	return new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body: form })
}

const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name)
/** A JPEG's opening followed by zeros, `size` bytes in all. */
function largeJpeg(size: number) {
	const bytes = new Uint8Array(size)
	bytes.set(jpegBytes())
	return bytes
}

const APPLICATION: [string, string][] = [
	['applicantName', 'Sam Padgate'],
	['applicantEmail', 'sam.padgate@example.co.uk'],
	['message', 'I would like to apply for this job.'],
	['coveringLetter', 'I have worked in warehouses around Warrington for five years.'],
]

describe('multipart calls of the API', () => {
	test('POST /api/upload/cv is POST /api/upload-cv: the CV is stored and shown by GET /api/user/cv', async () => {
		const { token } = await apiUser('employee')
		const response = await callRoute(
			uploadCv.action,
			multipart('/api/upload/cv', token, [['cv', file(pdfBytes(), 'my-cv.pdf')]]),
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ message: 'CV uploaded successfully!', hasCV: true })
		const shown = await callRoute(userCv.loader, apiRequest('GET', '/api/user/cv', { token }))
		expect(await shown.json()).toMatchObject({ hasCV: true, cvFileName: 'my-cv.pdf' })
	})

	test('a JSON body: 415 from every multipart-only call, at both CV addresses', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer)
		const { token } = await apiUser('employee')
		const calls: [Handler, string, Record<string, string>][] = [
			[uploadCv.action, '/api/upload-cv', {}],
			[uploadCv.action, '/api/upload/cv', {}],
			[picture.action, '/api/upload/profile-picture', {}],
			[withParams(apply.action), `/api/jobs/${job.id}/apply`, { id: String(job.id) }],
		]
		for (const [handler, path, params] of calls) {
			const response = await callRoute(handler, apiRequest('POST', path, { token, body: { cv: 'a file' } }), {
				params,
			})
			expect(response.status, path).toBe(415)
			expect(((await response.json()) as { message: string }).message, path).toBe(
				'Send this call as multipart/form-data',
			)
		}
	})

	test('a file just over its size: 413 naming the field, from every multipart call', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer)
		const { token } = await apiUser('employee')
		const overCv = () => file(largePdfBytes(5 * MB + 1), 'cv.pdf')
		const calls: [Handler, Request, Record<string, string>, string][] = [
			[uploadCv.action, multipart('/api/upload-cv', token, [['cv', overCv()]]), {}, 'cv'],
			[uploadCv.action, multipart('/api/upload/cv', token, [['cv', overCv()]]), {}, 'cv'],
			[
				picture.action,
				multipart('/api/upload/profile-picture', token, [['profilePicture', file(largeJpeg(5 * MB + 1), 'me.jpg')]]),
				{},
				'profilePicture',
			],
			[
				withParams(apply.action),
				multipart(`/api/jobs/${job.id}/apply`, token, [...APPLICATION, ['cv', overCv()]]),
				{ id: String(job.id) },
				'cv',
			],
			[
				userProfile.action,
				multipart('/api/user/profile', token, [
					['fullName', 'Sam Padgate'],
					['cv', overCv()],
				]),
				{},
				'cv',
			],
		]
		for (const [handler, request, params, field] of calls) {
			const path = new URL(request.url).pathname
			const response = await callRoute(handler, request, { params })
			expect(response.status, path).toBe(413)
			const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
			expect(body.message, path).toBe('File too large')
			expect(Object.keys(body.errors), path).toEqual([field])
		}
	})

	test('the same calls still take a form: an application without a file, sent urlencoded', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer)
		const { token } = await apiUser('employee')
		const request = new Request(`${ORIGIN}/api/jobs/${job.id}/apply`, {
			method: 'POST',
			headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(APPLICATION),
		})
		const response = await callRoute(withParams(apply.action), request, { params: { id: String(job.id) } })
		expect(response.status).toBe(202)
	})
})
