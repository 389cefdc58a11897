import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { User } from './user.ts'

/** A bearer token for API clients, stored as the SHA-256 of the token. */
export const ApiToken = defineEntity({
	name: 'ApiToken',
	tableName: 'api_token',
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		tokenHash: p.string().length(64).unique(),
		createdAt: p.datetime().onCreate(() => new Date()),
		lastUsedAt: p.datetime().nullable(),
		expiresAt: p.datetime().index(),
	},
})
export type ApiToken = InferEntity<typeof ApiToken>
