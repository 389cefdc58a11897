import type { EntityManager } from '@mikro-orm/postgresql'
import { OutboxMessage } from '../models/outbox-message.ts'
import { deliverMail } from './mail-delivery.server.ts'
import { enqueue } from './queue/queue.server.ts'

/** `headers` are extra mail headers (List-Unsubscribe, say), sent as given and kept in the outbox. */
type MailMessage = { to: string; subject: string; text: string; headers?: Record<string, string> }

/**
 * Sends one plain-text message: stores it in the outbox (mail_outbox) and queues its delivery, in
 * one transaction (the caller's, when it has one). The request never waits on a mail server: the
 * background worker delivers it, retries it with a growing wait, and after MAIL_MAX_ATTEMPTS marks
 * it failed in the outbox. Without SMTP_URL the worker only logs it.
 */
export async function sendMail(em: EntityManager, message: MailMessage) {
	await em.transactional(async (tx) => {
		const row = tx.create(OutboxMessage, {
			to: message.to,
			subject: message.subject,
			text: message.text,
			headers: message.headers ?? null,
		})
		await tx.flush()
		await enqueue(tx, deliverMail, { outboxId: row.id })
	})
}
