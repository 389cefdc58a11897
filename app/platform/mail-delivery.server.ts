// Delivering the outbox (decisions 155, 185): one background job per message, run by the queue's
// worker in batches over a pooled SMTP connection (mail-transport.server.ts), account mail first.
// The message is written by sendMail in the request; this sends it through SMTP_URL's server (its
// text and HTML parts as multipart/alternative; a message queued before mail had HTML, as text
// alone), or, without one, logs it, and records the outcome on its outbox row.
import type { EntityManager } from '@mikro-orm/postgresql'
import { config } from './config.server.ts'
import { log } from './logger.server.ts'
import { mailTransport } from './mail-transport.server.ts'
import { metrics } from './metrics.server.ts'
import { enqueue } from './queue/queue.server.ts'
import { defineTask } from './queue/tasks.ts'

type QueuedMessage = {
	id: number
	to: string
	subject: string
	text: string
	html: string | null
	headers: Record<string, string> | null
	attempts: number
}

/** A failure's text as kept in the outbox: enough to tell a refused address from a dead server. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * Delivers the outbox message `outboxId` if it is still queued. Its row is locked while it is
 * sent (SKIP LOCKED: a second attempt at the same message at the same moment finds nothing to
 * do), then marked sent; a failure is counted with its error, and the last allowed attempt marks
 * it failed. Throws the failure after recording it, so that the queue retries it.
 */
export async function deliverOutboxMessage(em: EntityManager, outboxId: number) {
	let failure: unknown
	await em.transactional(async (tx) => {
		const [message] = await tx.execute<QueuedMessage[]>(
			`select id, "to", subject, text, html, headers, attempts from mail_outbox
			 where id = ? and status = 'queued' for update skip locked`,
			[outboxId],
		)
		if (!message) return
		const attempts = message.attempts + 1
		try {
			await transmit(message)
		} catch (error) {
			failure = error
			const dead = attempts >= config.mailMaxAttempts
			await tx.execute(`update mail_outbox set attempts = ?, last_error = ?, status = ? where id = ?`, [
				attempts,
				errorText(error),
				dead ? 'failed' : 'queued',
				message.id,
			])
			metrics().mailDeliveries.inc({ outcome: dead ? 'failed' : 'retrying' })
			if (dead) log().error({ err: error, outboxId, attempts }, 'Mail given up after its last attempt')
			return
		}
		await tx.execute(`update mail_outbox set attempts = ?, status = 'sent', sent_at = now() where id = ?`, [
			attempts,
			message.id,
		])
		metrics().mailDeliveries.inc({ outcome: 'sent' })
	})
	if (failure) throw failure
}

async function transmit(message: QueuedMessage) {
	const smtpUrl = config.smtpUrl
	if (!smtpUrl) {
		// The text part (links included) is logged only in development or when the site is served on
		// this machine, as one field of one line; a deployed site without SMTP logs no secret links.
		if (!config.isProduction || config.isLocalOrigin) {
			log().info(
				{ outboxId: message.id, to: message.to, subject: message.subject, text: message.text },
				'Mail not sent: no SMTP_URL',
			)
		} else {
			log().info(
				{ outboxId: message.id, to: message.to, subject: message.subject },
				'Mail stored, not sent: set SMTP_URL to send mail',
			)
		}
		return
	}
	await mailTransport(smtpUrl).sendMail({
		from: config.mailFrom,
		to: message.to,
		subject: message.subject,
		text: message.text,
		...(message.html ? { html: message.html } : {}),
		...(message.headers ? { headers: message.headers } : {}),
	})
}

/** The queue priority of account mail (sendMail's `{ priority: 'account' }`); bulk mail has 0. */
export const ACCOUNT_MAIL_PRIORITY = 10

/**
 * Delivery of one outbox message; the key keeps one job per message waiting or running. Account mail
 * has a fetch of its own in each worker, so it waits for no batch of bulk mail.
 */
export const deliverMail = defineTask<{ outboxId: number }>({
	name: 'mail-delivery',
	policy: 'exclusive',
	key: ({ outboxId }) => `outbox-${outboxId}`,
	urgentPriority: ACCOUNT_MAIL_PRIORITY,
	retry: () => ({
		retryLimit: config.mailMaxAttempts - 1,
		retryDelay: config.mailRetryDelaySeconds,
		retryBackoff: true,
		retryDelayMax: 60 * 60,
		// Above nodemailer's timeouts put together, so a slow attempt is never run twice at once.
		expireInSeconds: 120,
	}),
	handler: (em, { outboxId }) => deliverOutboxMessage(em, outboxId),
})

/** Sent mail is kept this long (it carries links), dead letters longer, for someone to look into. */
const KEEP_SENT_DAYS = 30
const KEEP_FAILED_DAYS = 90
/** A message still queued after this long has lost its job (the queue was down, say): sent again. */
const REQUEUE_AFTER_MINUTES = 10
/** ... and after this long it is given up on: a mail about a reset link or an application is stale by then. */
const GIVE_UP_AFTER_DAYS = 3

/**
 * The outbox's upkeep, a periodic background task: queues delivery again for
 * messages still waiting after 10 minutes (their job lost, or never made; a message whose job is
 * still waiting keeps that one, as the delivery task allows one job per message), marks failed
 * those still waiting after 3 days, and deletes sent mail after 30 days and failed after 90.
 */
export async function keepOutbox(em: EntityManager) {
	const connection = em.getConnection()
	await connection.execute(
		`update mail_outbox set status = 'failed', last_error = coalesce(last_error, 'Not delivered within ${GIVE_UP_AFTER_DAYS} days')
		 where status = 'queued' and created_at < now() - interval '${GIVE_UP_AFTER_DAYS} days'`,
	)
	await connection.execute(
		`delete from mail_outbox where (status = 'sent' and created_at < now() - interval '${KEEP_SENT_DAYS} days')
		 or (status = 'failed' and created_at < now() - interval '${KEEP_FAILED_DAYS} days')`,
	)
	const waiting = await connection.execute<{ id: number }[]>(
		`select id from mail_outbox where status = 'queued' and created_at < now() - interval '${REQUEUE_AFTER_MINUTES} minutes'
		 order by created_at limit 1000`,
	)
	for (const { id } of waiting) await enqueue(em, deliverMail, { outboxId: id })
	return waiting.length
}
