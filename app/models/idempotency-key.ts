import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * A retried write's first answer, by its Idempotency-Key (decision 108). The row is taken before
 * the write runs (status null while it does) and holds the answer once it is known.
 */
export const IdempotencyKey = defineEntity({
	name: 'IdempotencyKey',
	tableName: 'idempotency_key',
	properties: {
		/** sha256 of who sent it (user or client address), the method and path, and the key. */
		id: p.string().length(64).primary(),
		/** Whose key it is, as `withIdempotency` was told ("user:12", "ip:203.0.113.9"): how erasure finds an account's. */
		owner: p.string().length(100).nullable().index(),
		/** sha256 of the request body, so the same key with another body can be refused. */
		requestHash: p.string().length(64),
		status: p.integer().nullable(),
		responseHeaders: p.json<Record<string, string>>().nullable(),
		responseBody: p.text().nullable(),
		createdAt: p
			.datetime()
			.onCreate(() => new Date())
			.index(),
	},
})
export type IdempotencyKey = InferEntity<typeof IdempotencyKey>
