// The data export's ZIP is streamed (decision 163): entries are read only as the client takes
// the bytes, a stored file one piece at a time, so a large export is never held whole.
import { unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { largePdfBytes } from '../../../tests/fixtures/files.ts'
import { readFileChunks, saveFile } from '../../platform/files.server.ts'
import { zipStream } from './zip-download.server.ts'

describe('zipStream', () => {
	test('reads an entry only when the bytes before it have been taken', async () => {
		const started: string[] = []
		const entry = (path: string, bytes: Uint8Array) => ({
			path,
			compress: path.endsWith('.json'),
			chunks: async function* () {
				started.push(path)
				yield bytes
			},
		})
		const stream = zipStream([
			entry('data.json', new TextEncoder().encode('{"a":1}')),
			entry('files/cv.pdf', new Uint8Array(1000).fill(7)),
		])
		const reader = stream.getReader()
		const first = await reader.read()
		expect(first.done).toBe(false)
		expect(started).toEqual(['data.json'])
		const parts = [first.value!]
		for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value)
		expect(started).toEqual(['data.json', 'files/cv.pdf'])
		const whole = new Uint8Array(await new Blob(parts as BlobPart[]).arrayBuffer())
		const entries = unzipSync(whole)
		expect(new TextDecoder().decode(entries['data.json'])).toBe('{"a":1}')
		expect(entries['files/cv.pdf']).toEqual(new Uint8Array(1000).fill(7))
	})

	test('a stored file is read from the database in pieces of the size asked for', async () => {
		const em = await freshEm()
		const bytes = largePdfBytes(2_500_000)
		const file = await saveFile(em, { fileName: 'big.pdf', mimeType: 'application/pdf', data: bytes })
		const pieces: number[] = []
		const parts: Uint8Array[] = []
		for await (const piece of readFileChunks(em, file.id, 1024 * 1024)) {
			pieces.push(piece.byteLength)
			parts.push(piece)
		}
		expect(pieces).toEqual([1048576, 1048576, 402848])
		expect(new Uint8Array(await new Blob(parts as BlobPart[]).arrayBuffer())).toEqual(bytes)
	})
})
