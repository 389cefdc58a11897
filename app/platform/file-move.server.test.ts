// npm run files:move-to-bucket (decision 173): the files a site kept in PostgreSQL move into its
// bucket, readable throughout, and a second run has nothing left to do.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { startS3, TEST_BUCKET, useS3Storage, type TestS3 } from '../../tests/fixtures/s3.ts'
import { moveFilesToBucket } from './file-move.server.ts'
import { readFile, readFileChunks, saveFile } from './files.server.ts'

let s3: TestS3
let restore: (() => void) | undefined
beforeAll(async () => {
	s3 = await startS3()
})
afterAll(async () => {
	await s3.stop()
})
afterEach(() => restore?.())

const bytes = (text: string) => new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`)

describe('moving files into the bucket', () => {
	test('every file in the database moves under its id, stays readable, and a second run moves none', async () => {
		const names = ['Amira Latchford CV.pdf', 'Tom Padgate CV.pdf', 'Orford Park cover letter.pdf']
		const saved = []
		for (const name of names) {
			saved.push(await saveFile(await freshEm(), { fileName: name, mimeType: 'application/pdf', data: bytes(name) }))
		}
		await expect(moveFilesToBucket(await freshEm())).rejects.toThrow('Set FILE_STORAGE_URL to the bucket')

		restore = useS3Storage(s3, 'moved')
		// A reader part-way through a file when it moves carries on from the object.
		const reading = readFileChunks(await freshEm(), saved[0]!.id, 8)
		const first = await reading.next()
		const rounds: number[] = []
		expect(await moveFilesToBucket(await freshEm(), { batchSize: 2, progress: (n) => rounds.push(n) })).toBe(3)
		expect(rounds).toEqual([2, 3])
		const rest = []
		for await (const part of reading) rest.push(part)
		expect(Buffer.concat([first.value!, ...rest]).toString()).toBe(Buffer.from(bytes(names[0]!)).toString())

		const rows = await (
			await freshEm()
		).execute<{ id: string; data: Buffer | null; object_url: string }[]>(
			'select id, data, object_url from stored_file order by file_name',
		)
		expect(rows).toHaveLength(3)
		for (const row of rows)
			expect(row).toEqual({ id: row.id, data: null, object_url: `s3://${TEST_BUCKET}/moved/${row.id}` })
		for (const [index, file] of saved.entries()) {
			expect(Buffer.from((await readFile(await freshEm(), file.id))!.data).toString()).toBe(
				Buffer.from(bytes(names[index]!)).toString(),
			)
		}
		expect(await moveFilesToBucket(await freshEm())).toBe(0)
	})
})
