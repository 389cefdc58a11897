import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { User } from './user.ts'

/**
 * A link mailed to prove an address. `token` holds the SHA-256 of the token in the link, never the
 * token itself; `email` is the address it was sent to, so a link proves only that address (an
 * account whose address changed since is not verified by an old link).
 */
export const EmailVerificationToken = defineEntity({
	name: 'EmailVerificationToken',
	tableName: 'email_verification_token',
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		email: p.string().length(254),
		token: p.string().length(64).unique(),
		expiresAt: p.datetime(),
		used: p.boolean().default(false),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type EmailVerificationToken = InferEntity<typeof EmailVerificationToken>
