import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { User } from './user.ts'

/** `token` holds the SHA-256 of the token in the mailed link, never the token itself. */
export const PasswordResetToken = defineEntity({
	name: 'PasswordResetToken',
	tableName: 'password_reset_token',
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		token: p.string().length(64).unique(),
		expiresAt: p.datetime(),
		used: p.boolean().default(false),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type PasswordResetToken = InferEntity<typeof PasswordResetToken>
