import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { User } from './user.ts'

/**
 * A browser session. `sid` is the SHA-256 of the random id in the cookie, so a copy of
 * this table cannot be used to sign in. `userId` is kept beside `sess` so that a user's
 * sessions can be revoked together (password reset).
 */
export const Session = defineEntity({
	name: 'Session',
	tableName: 'session',
	properties: {
		sid: p.string().length(64).primary(),
		sess: p.json<Record<string, unknown>>(),
		expire: p.datetime().index(),
		user: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
	},
})
export type Session = InferEntity<typeof Session>
