// Moving the files a site already has into its bucket (decision 173): `npm run files:move-to-bucket`
// after setting FILE_STORAGE_URL=s3://... Files are readable from either place throughout, so the
// app keeps running while it works, and running it again carries on where it stopped.
import type { EntityManager } from '@mikro-orm/postgresql'
import { config } from './config.server.ts'
import { deleteObject, objectUrlFor, putObject } from './object-storage.server.ts'

type MoveOptions = {
	/** Rows read per round; each file's bytes are read and written one file at a time. */
	batchSize?: number
	/** Told after each round how many files have moved so far. */
	progress?: (moved: number) => void
}

/**
 * Writes each file whose bytes are in PostgreSQL to the configured bucket (under its id, as new
 * files are), then points its row at the object and clears its data; returns how many moved. A
 * file deleted meanwhile has its object deleted again; one the app moved or deleted first is skipped.
 */
export async function moveFilesToBucket(em: EntityManager, { batchSize = 50, progress }: MoveOptions = {}) {
	const storage = config.fileStorage
	if (storage.kind !== 's3') throw new Error('Set FILE_STORAGE_URL to the bucket (s3://bucket/prefix) first')
	let moved = 0
	let after = ''
	for (;;) {
		const batch = await em.execute<{ id: string }[]>(
			'select id::text from stored_file where data is not null and id::text > ? order by id limit ?',
			[after, batchSize],
		)
		if (batch.length === 0) return moved
		for (const { id } of batch) {
			const [file] = await em.execute<{ data: Buffer; mime_type: string }[]>(
				'select data, mime_type from stored_file where id = ? and data is not null',
				[id],
			)
			if (!file) continue
			const objectUrl = objectUrlFor(storage, id)
			await putObject(objectUrl, file.data, file.mime_type)
			const updated = await em.execute(
				'update stored_file set object_url = ?, data = null where id = ? and data is not null returning id',
				[objectUrl, id],
			)
			if (updated.length === 1) moved++
			else await deleteObject(objectUrl)
		}
		after = batch.at(-1)!.id
		progress?.(moved)
	}
}
