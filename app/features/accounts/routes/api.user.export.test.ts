// GET /api/user/export (decision 163): a ZIP with the JSON document and the account's files.
import { unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { quickApplyProfileFor } from '../../../../tests/fixtures/applications.ts'
import { pdfBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { EXPORT_JSON_NAME } from '../account-data.ts'
import * as exportRoute from './api.user.export.ts'

const download = (auth: { token?: string; cookie?: string } = {}) =>
	callRoute(exportRoute.loader, apiRequest('GET', '/api/user/export', auth))

describe('GET /api/user/export', () => {
	test('a ZIP download with the JSON document and the files, streamed, for a bearer token', async () => {
		const { user, token } = await apiUser('employee')
		await quickApplyProfileFor(user)
		const response = await download({ token })
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('application/zip')
		expect(response.headers.get('Content-Disposition')).toMatch(
			/^attachment; filename="warrington-jobs-data-\d{4}-\d{2}-\d{2}\.zip"$/,
		)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
		expect(Object.keys(entries).sort()).toEqual(
			['files/cv/quick-apply-cv.pdf', 'files/video-pitch/pitch.webm', EXPORT_JSON_NAME].sort(),
		)
		expect(entries['files/cv/quick-apply-cv.pdf']).toEqual(pdfBytes('Quick Apply CV'))
		const document = JSON.parse(new TextDecoder().decode(entries[EXPORT_JSON_NAME]))
		expect(document.account).toMatchObject({ id: user.id, email: user.email })
		expect(document.account).not.toHaveProperty('password')
		expect(document.quickApplyProfile).toMatchObject({ fullName: 'Priya Sankey' })
		expect(document.files).toMatchObject([{ path: 'files/cv/quick-apply-cv.pdf', mimeType: 'application/pdf' }, {}])
	})

	test('works with the session cookie, so a plain link on My Profile downloads it', async () => {
		const { user, cookie } = await signedIn('employer')
		const response = await download({ cookie })
		expect(response.status).toBe(200)
		const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
		expect(JSON.parse(new TextDecoder().decode(entries[EXPORT_JSON_NAME])).account.email).toBe(user.email)
	})

	test('signed out: 401 in the error shape; other methods: 405', async () => {
		const response = await download()
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ message: 'Authentication required' })
		const { token } = await apiUser('employee')
		expect((await callRoute(exportRoute.action, apiRequest('POST', '/api/user/export', { token }))).status).toBe(405)
	})
})
