import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * An uploaded file (a CV, a picture): what is known about it, and its bytes in `data` (PostgreSQL
 * storage) or in the S3-compatible object named by `objectUrl` (`s3://bucket/key`; decision 173),
 * never both. Only app/platform/files.server.ts reads or writes it (and file-move.server.ts, which moves
 * bytes from `data` into a bucket).
 */
export const StoredFile = defineEntity({
	name: 'StoredFile',
	tableName: 'stored_file',
	checks: [{ name: 'stored_file_bytes_check', expression: '(data is null) <> (object_url is null)' }],
	properties: {
		id: p
			.uuid()
			.primary()
			.onCreate(() => crypto.randomUUID()),
		fileName: p.string().length(255),
		mimeType: p.string().length(100),
		size: p.integer(),
		data: p.blob().lazy().nullable(),
		objectUrl: p.string().length(1100).nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type StoredFile = InferEntity<typeof StoredFile>
