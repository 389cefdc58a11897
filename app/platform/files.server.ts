// The one way the app keeps and reads uploaded files (CVs, pictures, video pitches). Today the
// bytes live in PostgreSQL's stored_file table, so they survive restarts and every app instance
// sees them; object storage can replace the table behind these functions without any caller
// changing. Callers check what a file is (type, size) before saving it: this layer only stores.
import type { EntityManager } from '@mikro-orm/postgresql'
import { StoredFile } from '../models/stored-file.ts'

export type NewFile = { fileName: string; mimeType: string; data: Uint8Array }

/** What is known about a stored file without reading its bytes. */
type FileInfo = { id: string; fileName: string; mimeType: string; size: number; createdAt: Date }

type FileContents = { fileName: string; mimeType: string; data: Uint8Array<ArrayBuffer> }

/** A stored file's id is a UUID; anything else cannot name one (and would make PostgreSQL complain). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Stores a file and returns its record; `file.id` is what other records keep. */
export async function saveFile(em: EntityManager, file: NewFile): Promise<StoredFile> {
	const stored = em.create(StoredFile, {
		fileName: file.fileName,
		mimeType: file.mimeType,
		size: file.data.byteLength,
		data: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
	})
	await em.flush()
	return stored
}

/** The name, type and size of a stored file, or null when there is none with this id. */
export async function readFileInfo(em: EntityManager, id: string): Promise<FileInfo | null> {
	if (!UUID.test(id)) return null
	const file = await em.findOne(StoredFile, { id })
	return file
		? { id: file.id, fileName: file.fileName, mimeType: file.mimeType, size: file.size, createdAt: file.createdAt }
		: null
}

/** A stored file with its bytes, or null when there is none with this id. */
export async function readFile(em: EntityManager, id: string): Promise<FileContents | null> {
	if (!UUID.test(id)) return null
	const file = await em.findOne(StoredFile, { id }, { populate: ['data'] })
	if (!file?.data) return null
	return { fileName: file.fileName, mimeType: file.mimeType, data: new Uint8Array(file.data) }
}

/**
 * A stored file's bytes in pieces of at most `chunkSize` bytes, read one piece at a time, so a
 * caller streaming many large files (the data export) holds one piece in memory, not a file.
 */
export async function* readFileChunks(em: EntityManager, id: string, chunkSize = 1024 * 1024) {
	if (!UUID.test(id)) return
	const info = await readFileInfo(em, id)
	if (!info) return
	for (let offset = 0; offset < info.size; offset += chunkSize) {
		const rows = await em
			.getConnection()
			.execute<{ part: Buffer }[]>('select substring(data from ? for ?) as part from stored_file where id = ?', [
				offset + 1,
				chunkSize,
				id,
			])
		const part = rows[0]?.part
		if (!part?.length) return
		yield new Uint8Array(part.buffer, part.byteOffset, part.byteLength)
	}
}

/**
 * A new stored file with the same name, type and bytes, or null when there is none with this id.
 * An application keeps its own copy of the CV it was sent with, so deleting or replacing the
 * profile's CV later does not change what the employer received.
 */
export async function copyFile(em: EntityManager, id: string): Promise<StoredFile | null> {
	const file = await readFile(em, id)
	return file ? saveFile(em, file) : null
}

/** Removes a stored file; true when there was one. Records that pointed at it keep a null. */
export async function deleteFile(em: EntityManager, id: string): Promise<boolean> {
	if (!UUID.test(id)) return false
	return (await em.nativeDelete(StoredFile, { id })) > 0
}

/**
 * A stored file as a download: an attachment (never shown inline) with the stored MIME type, the
 * stored name per RFC 6266 (a plain-ASCII `filename` for old clients and the exact name in
 * `filename*`), no sniffing, no caching, and a sandbox so nothing in it could run.
 */
export function fileDownloadResponse(file: FileContents) {
	return new Response(file.data, {
		headers: {
			'Content-Type': file.mimeType,
			'Content-Length': String(file.data.byteLength),
			'Content-Disposition': attachmentDisposition(file.fileName),
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
			'Cache-Control': 'private, no-store',
		},
	})
}

function attachmentDisposition(fileName: string) {
	const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download'
	const encoded = encodeURIComponent(fileName).replace(
		/['()*]/g,
		(c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
	)
	return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
