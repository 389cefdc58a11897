import { p } from '@mikro-orm/core'
import { User } from './user.ts'

/**
 * The columns of a message to the team that an admin works through in /admin: when it was sent,
 * and when and by whom it was marked handled (contact messages, partnership enquiries).
 */
export const inboxColumns = () => ({
	sentAt: p
		.datetime()
		.onCreate(() => new Date())
		.index(),
	handledAt: p.datetime().nullable(),
	handledBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
})
