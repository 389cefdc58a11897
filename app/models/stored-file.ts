import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * An uploaded file (a CV, a picture), kept in PostgreSQL so it survives restarts and every app
 * instance sees it. Only app/platform/files.server.ts reads or writes it, so another store
 * (object storage) can replace this table behind the same functions.
 */
export const StoredFile = defineEntity({
	name: 'StoredFile',
	tableName: 'stored_file',
	properties: {
		id: p
			.uuid()
			.primary()
			.onCreate(() => crypto.randomUUID()),
		fileName: p.string().length(255),
		mimeType: p.string().length(100),
		size: p.integer(),
		data: p.blob().lazy(),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type StoredFile = InferEntity<typeof StoredFile>
