import { describe, expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { copyFile, deleteFile, readFile, readFileInfo, saveFile } from './files.server.ts'

const PDF = new TextEncoder().encode('%PDF-1.7\n% A CV for a Warrington warehouse role\n%%EOF\n')

describe('stored files', () => {
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
