// The one way the app keeps and reads uploaded files (CVs, pictures, video pitches), whatever
// holds the bytes (decision 173). A stored_file row always holds what is known about a file (name,
// type, size, when) and so every record pointing at a file id, the data export and account
// deletion work the same either way; the bytes are in its `data` column (PostgreSQL, the default)
// or in an S3-compatible bucket at `object_url` (FILE_STORAGE_URL=s3://bucket/prefix). New files go
// where FILE_STORAGE_URL says; every file is read from where its row says it is, so a site that
// moves to a bucket keeps its old files readable. Callers check what a file is (type, size) before
// saving it: this layer only stores.
//
// Consistency with a bucket: an object is written before its row, and before that a cleanup job is
// queued (outside the caller's transaction) to delete it in an hour unless a row names it then, so
// a transaction that rolls back, or a process that dies between the two, leaves no object behind
// for long. Deleting a row queues the same job inside the caller's transaction, so the object goes
// (seconds later, on the queue) only when the deletion commits.
import type { EntityManager } from '@mikro-orm/postgresql'
import { StoredFile } from '../models/stored-file.ts'
import { config } from './config.server.ts'
import { copyObject, deleteObject, getObject, objectFileId, objectUrlFor, putObject } from './object-storage.server.ts'
import { enqueue } from './queue/queue.server.ts'
import { defineTask } from './queue/tasks.ts'

export type NewFile = { fileName: string; mimeType: string; data: Uint8Array }

/** What is known about a stored file without reading its bytes. */
type FileInfo = { id: string; fileName: string; mimeType: string; size: number; createdAt: Date }

type FileContents = { fileName: string; mimeType: string; data: Uint8Array<ArrayBuffer> }

/** A stored file's id is a UUID; anything else cannot name one (and would make PostgreSQL complain). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How long an object written for a row may wait for that row's transaction before it counts as orphaned. */
const ORPHAN_AFTER_SECONDS = 60 * 60

/**
 * Deletes the object at `objectUrl` unless a stored_file row names it: queued for every object
 * written (an hour on) and for every row deleted (at once, inside the deleting transaction).
 */
export const fileObjectCleanup = defineTask<{ objectUrl: string }>({
	name: 'file-object-cleanup',
	handler: async (em, { objectUrl }) => {
		const id = objectFileId(objectUrl)
		const named = UUID.test(id)
			? await em.execute('select 1 from stored_file where id = ? and object_url = ?', [id, objectUrl])
			: []
		if (named.length === 0) await deleteObject(objectUrl)
	},
	retry: () => ({ retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 }),
})

/** Stores a file and returns its record; `file.id` is what other records keep. */
export async function saveFile(em: EntityManager, file: NewFile): Promise<StoredFile> {
	const storage = config.fileStorage
	const id = crypto.randomUUID()
	const described = { id, fileName: file.fileName, mimeType: file.mimeType, size: file.data.byteLength }
	if (storage.kind === 'postgres') {
		const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength)
		return saved(em, em.create(StoredFile, { ...described, data }))
	}
	const objectUrl = await newObject(em, objectUrlFor(storage, id))
	await putObject(objectUrl, file.data, file.mimeType)
	return saved(em, em.create(StoredFile, { ...described, objectUrl }))
}

async function saved(em: EntityManager, file: StoredFile) {
	await em.flush()
	return file
}

/** Queues the new object's cleanup before the object exists, so no object can outlive a failed save. */
async function newObject(em: EntityManager, objectUrl: string) {
	await enqueue(em, fileObjectCleanup, { objectUrl }, { startAfter: ORPHAN_AFTER_SECONDS, outsideTransaction: true })
	return objectUrl
}

/** The row of a stored file, without its bytes. */
async function findRow(em: EntityManager, id: string) {
	return UUID.test(id) ? em.findOne(StoredFile, { id }) : null
}

/** The name, type and size of a stored file, or null when there is none with this id. */
export async function readFileInfo(em: EntityManager, id: string): Promise<FileInfo | null> {
	const file = await findRow(em, id)
	return file
		? { id: file.id, fileName: file.fileName, mimeType: file.mimeType, size: file.size, createdAt: file.createdAt }
		: null
}

/** A stored file with its bytes, or null when there is none with this id (or its object is gone). */
export async function readFile(em: EntityManager, id: string): Promise<FileContents | null> {
	if (!UUID.test(id)) return null
	const file = await em.findOne(StoredFile, { id }, { populate: ['data'] })
	const data = file?.objectUrl ? await getObject(file.objectUrl) : file?.data && new Uint8Array(file.data)
	return file && data ? { fileName: file.fileName, mimeType: file.mimeType, data } : null
}

/**
 * A stored file's bytes in pieces of at most `chunkSize` bytes, read one piece at a time (a
 * substring of the column, or a ranged GET of the object), so a caller streaming many large files
 * (the data export) holds one piece in memory, not a file.
 */
export async function* readFileChunks(em: EntityManager, id: string, chunkSize = 1024 * 1024) {
	const file = await findRow(em, id)
	if (!file) return
	const connection = em.getConnection()
	let objectUrl = file.objectUrl
	const read = async (offset: number) =>
		objectUrl
			? getObject(objectUrl, { start: offset, end: Math.min(offset + chunkSize, file.size) - 1 })
			: (
					await connection.execute<{ part: Buffer | null }[]>(
						'select substring(data from ? for ?) as part from stored_file where id = ?',
						[offset + 1, chunkSize, id],
					)
				)[0]?.part
	for (let offset = 0; offset < file.size; offset += chunkSize) {
		let part = await read(offset)
		if (!part?.length && !objectUrl) {
			// Moved into the bucket while being read (npm run files:move-to-bucket): on from the object.
			const [moved] = await connection.execute<{ object_url: string | null }[]>(
				'select object_url from stored_file where id = ?',
				[id],
			)
			objectUrl = moved?.object_url ?? null
			if (objectUrl) part = await read(offset)
		}
		if (!part?.length) return
		yield new Uint8Array(part.buffer, part.byteOffset, part.byteLength)
	}
}

/**
 * A new stored file with the same name, type and bytes, or null when there is none with this id.
 * An application keeps its own copy of the CV it was sent with, so deleting or replacing the
 * profile's CV later does not change what the employer received. Object to object, the service
 * copies the bytes itself.
 */
export async function copyFile(em: EntityManager, id: string): Promise<StoredFile | null> {
	const storage = config.fileStorage
	const source = await findRow(em, id)
	if (source?.objectUrl && storage.kind === 's3') {
		const copyId = crypto.randomUUID()
		const objectUrl = await newObject(em, objectUrlFor(storage, copyId))
		if (!(await copyObject(source.objectUrl, objectUrl))) return null
		const { fileName, mimeType, size } = source
		return saved(em, em.create(StoredFile, { id: copyId, fileName, mimeType, size, objectUrl }))
	}
	const file = source && (await readFile(em, id))
	return file ? saveFile(em, file) : null
}

/**
 * Removes a stored file; true when there was one. Records that pointed at it keep a null. An
 * object goes once the deletion commits (by the queue, within seconds); one already gone is fine.
 */
export async function deleteFile(em: EntityManager, id: string): Promise<boolean> {
	if (!UUID.test(id)) return false
	// A fork of its own: a transaction on `em` itself would flush whatever else the caller has pending.
	if (!em.isInTransaction()) return em.fork().transactional((tx) => deleteFile(tx, id))
	const [row] = await em.execute<{ object_url: string | null }[]>(
		'delete from stored_file where id = ? returning object_url',
		[id],
	)
	if (row?.object_url) await enqueue(em, fileObjectCleanup, { objectUrl: row.object_url })
	return row !== undefined
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
