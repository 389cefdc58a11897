// "Download my data" and "Delete my account" with files in an S3 bucket (decision 173): the
// export streams each file's bytes from its object, and deletion takes the objects too.
import { unzipSync } from 'fflate'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { PASSWORD, seekerWithEverything } from '../../../tests/fixtures/account-data.ts'
import { quickApplyProfileFor } from '../../../tests/fixtures/applications.ts'
import { pdfBytes, webmBytes } from '../../../tests/fixtures/files.ts'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { eventually, startTestWorker } from '../../../tests/fixtures/queue.ts'
import { apiRequest, callRoute, freshEm, nextIp } from '../../../tests/fixtures/route.ts'
import { startS3, useS3Storage, type TestS3 } from '../../../tests/fixtures/s3.ts'
import { fileObjectCleanup } from '../../platform/files.server.ts'
import * as exportRoute from './routes/api.user.export.ts'
import { deleteAccount } from './account-deletion.server.ts'
import { filesOf } from './account-export.server.ts'
import { ownerOf } from './personal-data.server.ts'

withLocalOutbox()

let s3: TestS3
let restore: () => void
beforeAll(async () => {
	s3 = await startS3()
})
afterAll(async () => {
	await s3.stop()
})
beforeEach(() => {
	restore = useS3Storage(s3, 'accounts')
})
afterEach(() => restore())

/** Where the bytes of these stored files are: each one's object URL (null for bytes in the database). */
async function objectUrls(ids: string[]) {
	const rows = await (
		await freshEm()
	).execute<{ object_url: string | null }[]>(
		`select object_url from stored_file where id::text in (${ids.map(() => '?').join(', ')})`,
		ids,
	)
	return rows.map((row) => row.object_url)
}

describe('account data with files in a bucket', () => {
	test('the export carries each file’s exact bytes, read from its object', async () => {
		const { user, token } = await apiUser('employee')
		await quickApplyProfileFor(user)
		const em = await freshEm()
		const files = await filesOf(em, (await ownerOf(em, user.id))!)
		expect(await objectUrls(files.map((file) => file.id))).toEqual([
			expect.stringMatching(/^s3:\/\/warrington-files\/accounts\//),
			expect.stringMatching(/^s3:\/\/warrington-files\/accounts\//),
		])

		const response = await callRoute(exportRoute.loader, apiRequest('GET', '/api/user/export', { token }))
		expect(response.status).toBe(200)
		const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
		expect(entries['files/cv/quick-apply-cv.pdf']).toEqual(pdfBytes('Quick Apply CV'))
		expect(entries['files/video-pitch/pitch.webm']).toEqual(webmBytes())
	})

	test('deleting the account deletes its files’ objects, once the deletion has committed', async () => {
		const { user } = await seekerWithEverything()
		const em = await freshEm()
		const ids = (await filesOf(em, (await ownerOf(em, user.id))!)).map((file) => file.id)
		const urls = (await objectUrls(ids)).filter((url): url is string => url !== null)
		expect(urls.length).toBeGreaterThanOrEqual(5)
		for (const url of urls) expect(await s3.has(url)).toBe(true)

		await deleteAccount(em, nextIp(), user, PASSWORD)
		expect(await objectUrls(ids)).toEqual([])
		const worker = await startTestWorker([fileObjectCleanup])
		try {
			await eventually(async () => {
				const left = await Promise.all(urls.map((url) => s3.has(url)))
				return left.every((there) => !there)
			})
		} finally {
			await worker.stop({ graceful: false })
		}
	})
})
