import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/** Mail kept locally when no SMTP server is configured. */
export const OutboxMessage = defineEntity({
	name: 'OutboxMessage',
	tableName: 'mail_outbox',
	properties: {
		id: p.integer().primary().autoincrement(),
		to: p.string().length(254).index(),
		subject: p.string().length(255),
		text: p.text(),
		/** Extra headers the message was sent with (List-Unsubscribe, say), or null. */
		headers: p.json<Record<string, string>>().nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type OutboxMessage = InferEntity<typeof OutboxMessage>
