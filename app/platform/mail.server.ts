import type { EntityManager } from '@mikro-orm/postgresql'
import { OutboxMessage } from '../models/outbox-message.ts'
import { ACCOUNT_MAIL_PRIORITY, deliverMail } from './mail-delivery.server.ts'
import type { RenderedMail } from './mail/render.server.ts'
import { enqueue } from './queue/queue.server.ts'

/**
 * A mail to send: its two parts come from its template through `renderMail` (decision 213).
 * `headers` are extra mail headers (List-Unsubscribe, say), sent as given and kept in the outbox.
 */
type MailMessage = RenderedMail & { to: string; subject: string; headers?: Record<string, string> }

/**
 * `account`: mail someone is waiting for to use their account (address verification, password
 * reset, security notices), delivered before any `bulk` mail waiting (alerts, digests, notices of
 * applications): a burst of alerts never holds up a reset link (decision 185).
 */
export type MailPriority = 'account' | 'bulk'

/** The queue priority of each kind: pg-boss takes a queue's waiting jobs highest first. */
const QUEUE_PRIORITY: Record<MailPriority, number> = { account: ACCOUNT_MAIL_PRIORITY, bulk: 0 }

/**
 * Sends one message, its text and HTML parts: stores it in the outbox (mail_outbox) and queues its delivery, in
 * one transaction (the caller's, when it has one). The request never waits on a mail server: the
 * background worker delivers it, retries it with a growing wait, and after MAIL_MAX_ATTEMPTS marks
 * it failed in the outbox. Without SMTP_URL the worker only logs it. `priority` is `bulk` unless
 * the mail is about the account itself (`{ priority: 'account' }`).
 */
export async function sendMail(
	em: EntityManager,
	message: MailMessage,
	{ priority = 'bulk' }: { priority?: MailPriority } = {},
) {
	await em.transactional(async (tx) => {
		const row = tx.create(OutboxMessage, {
			to: message.to,
			subject: message.subject,
			text: message.text,
			html: message.html,
			headers: message.headers ?? null,
		})
		await tx.flush()
		await enqueue(tx, deliverMail, { outboxId: row.id }, { priority: QUEUE_PRIORITY[priority] })
	})
}
