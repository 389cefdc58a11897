import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/** Where a message is on its way: waiting for the queue, handed over, or given up on (a dead letter). */
const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const

/**
 * Every mail the site sends, written in the request that sends it and delivered afterwards by the
 * background queue: through SMTP when SMTP_URL is set, otherwise only to the server
 * log. A message that keeps failing ends `failed` with its last error: the dead letters.
 */
export const OutboxMessage = defineEntity({
	name: 'OutboxMessage',
	tableName: 'mail_outbox',
	indexes: [
		{
			// The upkeep task finds the messages still waiting without reading the delivered ones.
			name: 'mail_outbox_queued_idx',
			expression: `create index "mail_outbox_queued_idx" on "mail_outbox" ("created_at") where "status" = 'queued'`,
		},
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		to: p.string().length(254).index(),
		subject: p.string().length(255),
		/** The plain text part, said from the HTML part. */
		text: p.text(),
		/** The HTML part; null on messages queued before mail had one, which go as text alone. */
		html: p.text().nullable(),
		/** Extra headers the message was sent with (List-Unsubscribe, say), or null. */
		headers: p.json<Record<string, string>>().nullable(),
		status: p.enum(OUTBOX_STATUSES).default('queued'),
		/** Delivery attempts made so far. */
		attempts: p.integer().default(0),
		lastError: p.text().nullable(),
		sentAt: p.datetime().nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type OutboxMessage = InferEntity<typeof OutboxMessage>
