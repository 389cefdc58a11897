// The storage interface, run against both drivers (decision 173): PostgreSQL's stored_file table
// and an S3 bucket on a local S3 server (s3rver) started by this file. Then what only a bucket
// has: where the object goes, files read across drivers, the cleanup of objects no row names.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { eventually, jobsOf, startTestWorker } from '../../tests/fixtures/queue.ts'
import { startS3, TEST_BUCKET, useS3Storage, type TestS3 } from '../../tests/fixtures/s3.ts'
import {
	copyFile,
	deleteFile,
	fileObjectCleanup,
	readFile,
	readFileChunks,
	readFileInfo,
	saveFile,
} from './files.server.ts'

const PDF = new TextEncoder().encode('%PDF-1.7\n% A CV for a Warrington warehouse role\n%%EOF\n')

let s3: TestS3
beforeAll(async () => {
	s3 = await startS3()
})
afterAll(async () => {
	await s3.stop()
})

async function collect(chunks: AsyncIterable<Uint8Array>) {
	const parts: Uint8Array[] = []
	for await (const part of chunks) parts.push(part)
	return parts
}

const objectUrlOf = async (id: string) =>
	(
		await (
			await freshEm()
		).execute<{ object_url: string | null }[]>('select object_url from stored_file where id = ?', [id])
	)[0]?.object_url

describe.each(['postgres', 's3'] as const)('stored files, %s driver', (driver) => {
	let restore: (() => void) | undefined
	beforeEach(() => {
		restore = driver === 's3' ? useS3Storage(s3) : undefined
	})
	afterEach(() => restore?.())

	test('a saved file reads back with its name, type and exact bytes, from another EntityManager', async () => {
		const saved = await saveFile(await freshEm(), {
			fileName: 'Amira Latchford CV.pdf',
			mimeType: 'application/pdf',
			data: PDF,
		})
		expect(saved.id).toMatch(/^[0-9a-f-]{36}$/)
		expect(saved.size).toBe(PDF.byteLength)

		const em = await freshEm()
		expect(await readFileInfo(em, saved.id)).toEqual({
			id: saved.id,
			fileName: 'Amira Latchford CV.pdf',
			mimeType: 'application/pdf',
			size: PDF.byteLength,
			createdAt: expect.any(Date),
		})
		const contents = await readFile(em, saved.id)
		expect(contents?.fileName).toBe('Amira Latchford CV.pdf')
		expect(contents?.mimeType).toBe('application/pdf')
		expect(Buffer.from(contents!.data).equals(Buffer.from(PDF))).toBe(true)
		expect(await objectUrlOf(saved.id)).toBe(driver === 's3' ? `s3://${TEST_BUCKET}/files/${saved.id}` : null)
	})

	test('a view into a larger buffer stores only its own bytes', async () => {
		const whole = new Uint8Array([1, 2, 3, 4, 5, 6])
		const saved = await saveFile(await freshEm(), {
			fileName: 'part.bin',
			mimeType: 'application/octet-stream',
			data: whole.subarray(2, 5),
		})
		expect([...(await readFile(await freshEm(), saved.id))!.data]).toEqual([3, 4, 5])
	})

	test('the bytes read in pieces of the size asked for, the last one shorter', async () => {
		const saved = await saveFile(await freshEm(), { fileName: 'cv.pdf', mimeType: 'application/pdf', data: PDF })
		const parts = await collect(readFileChunks(await freshEm(), saved.id, 16))
		expect(parts.map((part) => part.byteLength)).toEqual([16, 16, 16, PDF.byteLength - 48])
		expect(Buffer.concat(parts).equals(Buffer.from(PDF))).toBe(true)
		expect(await collect(readFileChunks(await freshEm(), crypto.randomUUID()))).toEqual([])
	})

	test('unknown and malformed ids find nothing', async () => {
		const em = await freshEm()
		expect(await readFile(em, crypto.randomUUID())).toBeNull()
		expect(await readFileInfo(em, 'not-a-uuid')).toBeNull()
		expect(await readFile(em, "1' or '1'='1")).toBeNull()
	})

	test('a deleted file is gone', async () => {
		const saved = await saveFile(await freshEm(), { fileName: 'old.pdf', mimeType: 'application/pdf', data: PDF })
		expect(await deleteFile(await freshEm(), saved.id)).toBe(true)
		expect(await readFile(await freshEm(), saved.id)).toBeNull()
		expect(await deleteFile(await freshEm(), saved.id)).toBe(false)
	})

	test('a copy is a file of its own: deleting the original leaves it', async () => {
		const original = await saveFile(await freshEm(), {
			fileName: 'Tom Padgate CV.pdf',
			mimeType: 'application/pdf',
			data: PDF,
		})
		const copy = await copyFile(await freshEm(), original.id)
		expect(copy?.id).not.toBe(original.id)
		await deleteFile(await freshEm(), original.id)
		const kept = await readFile(await freshEm(), copy!.id)
		expect(kept?.fileName).toBe('Tom Padgate CV.pdf')
		expect(Buffer.from(kept!.data).equals(Buffer.from(PDF))).toBe(true)
		expect(await copyFile(await freshEm(), crypto.randomUUID())).toBeNull()
	})
})

describe('files in an S3 bucket', () => {
	let restore: () => void
	beforeEach(() => {
		restore = useS3Storage(s3, 'uploads/cv')
	})
	afterEach(() => restore())

	test('the bytes are in the bucket under the prefix and the id, not in the database; a copy is copied there', async () => {
		const saved = await saveFile(await freshEm(), { fileName: 'cv.pdf', mimeType: 'application/pdf', data: PDF })
		const [row] = await (
			await freshEm()
		).execute<{ data: Buffer | null; object_url: string }[]>('select data, object_url from stored_file where id = ?', [
			saved.id,
		])
		expect(row).toEqual({ data: null, object_url: `s3://${TEST_BUCKET}/uploads/cv/${saved.id}` })
		expect(await s3.keys()).toContain(`uploads/cv/${saved.id}`)
		const copy = await copyFile(await freshEm(), saved.id)
		expect(await s3.keys()).toContain(`uploads/cv/${copy!.id}`)
	})

	test('a file saved before the move to a bucket still reads from the database, and one in a bucket after moving back', async () => {
		restore()
		const before = await saveFile(await freshEm(), { fileName: 'old.pdf', mimeType: 'application/pdf', data: PDF })
		restore = useS3Storage(s3, 'uploads/cv')
		expect(Buffer.from((await readFile(await freshEm(), before.id))!.data).equals(Buffer.from(PDF))).toBe(true)
		expect(Buffer.concat(await collect(readFileChunks(await freshEm(), before.id, 10))).equals(Buffer.from(PDF))).toBe(
			true,
		)
		// A copy of the old file is a new file, so it goes where new files go.
		const copy = await copyFile(await freshEm(), before.id)
		expect(await objectUrlOf(copy!.id)).toBe(`s3://${TEST_BUCKET}/uploads/cv/${copy!.id}`)

		const inBucket = await saveFile(await freshEm(), { fileName: 'new.pdf', mimeType: 'application/pdf', data: PDF })
		process.env.FILE_STORAGE_URL = 'postgres:'
		expect((await readFile(await freshEm(), inBucket.id))?.fileName).toBe('new.pdf')
		const copied = await copyFile(await freshEm(), inBucket.id)
		expect(await objectUrlOf(copied!.id)).toBeNull()
		expect(Buffer.from((await readFile(await freshEm(), copied!.id))!.data).equals(Buffer.from(PDF))).toBe(true)
	})

	test('deleting a file removes its object once the deletion commits, by the queue; a rolled-back deletion keeps it', async () => {
		const saved = await saveFile(await freshEm(), { fileName: 'cv.pdf', mimeType: 'application/pdf', data: PDF })
		const objectUrl = (await objectUrlOf(saved.id))!

		const em = await freshEm()
		await em
			.transactional(async (tx) => {
				await deleteFile(tx, saved.id)
				throw new Error('something later in the request failed')
			})
			.catch(() => null)
		expect(await readFileInfo(await freshEm(), saved.id)).not.toBeNull()
		expect((await jobsOf(fileObjectCleanup.name, { objectUrl })).filter((job) => job.state === 'created')).toEqual([
			// Only the save's own check, an hour on.
			expect.objectContaining({ state: 'created' }),
		])

		expect(await deleteFile(await freshEm(), saved.id)).toBe(true)
		expect(await s3.has(objectUrl)).toBe(true)
		const worker = await startTestWorker([fileObjectCleanup])
		try {
			await eventually(async () => !(await s3.has(objectUrl)))
		} finally {
			await worker.stop({ graceful: false })
		}
	})

	test('an object no row names is deleted by its check; one a row names stays; one already gone is no error', async () => {
		// A save whose transaction rolls back leaves its object behind until the check an hour on.
		const em = await freshEm()
		let orphan = ''
		await em
			.transactional(async (tx) => {
				orphan = (await saveFile(tx, { fileName: 'cv.pdf', mimeType: 'application/pdf', data: PDF })).id
				throw new Error('the application could not be stored')
			})
			.catch(() => null)
		const orphanUrl = `s3://${TEST_BUCKET}/uploads/cv/${orphan}`
		expect(await readFileInfo(await freshEm(), orphan)).toBeNull()
		expect(await s3.has(orphanUrl)).toBe(true)
		const [check] = await jobsOf(fileObjectCleanup.name, { objectUrl: orphanUrl })
		expect(check?.state).toBe('created')

		const kept = await saveFile(await freshEm(), { fileName: 'kept.pdf', mimeType: 'application/pdf', data: PDF })
		const keptUrl = (await objectUrlOf(kept.id))!
		for (const objectUrl of [orphanUrl, keptUrl, orphanUrl]) {
			await fileObjectCleanup.handler(await freshEm(), { objectUrl }, { attempt: 1 })
		}
		expect(await s3.has(orphanUrl)).toBe(false)
		expect(await s3.has(keptUrl)).toBe(true)
	})

	test('a row whose object is gone reads as no file, and deletes without an error', async () => {
		const saved = await saveFile(await freshEm(), { fileName: 'cv.pdf', mimeType: 'application/pdf', data: PDF })
		const objectUrl = (await objectUrlOf(saved.id))!
		restore()
		// Pointing the row at a key nobody wrote stands for an object deleted behind the app's back.
		await (
			await freshEm()
		).execute('update stored_file set object_url = ? where id = ?', [`${objectUrl}-gone`, saved.id])
		restore = useS3Storage(s3, 'uploads/cv')
		expect(await readFile(await freshEm(), saved.id)).toBeNull()
		expect(await collect(readFileChunks(await freshEm(), saved.id))).toEqual([])
		expect(await copyFile(await freshEm(), saved.id)).toBeNull()
		expect(await deleteFile(await freshEm(), saved.id)).toBe(true)
		await fileObjectCleanup.handler(await freshEm(), { objectUrl: `${objectUrl}-gone` }, { attempt: 1 })
	})
})
