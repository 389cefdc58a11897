import type { EntityManager } from '@mikro-orm/postgresql'
import nodemailer from 'nodemailer'
import { OutboxMessage } from '../models/outbox-message.ts'
import { config } from './config.server.ts'

/** `headers` are extra mail headers (List-Unsubscribe, say), sent as given and kept in the outbox. */
export type MailMessage = { to: string; subject: string; text: string; headers?: Record<string, string> }

export class MailDeliveryError extends Error {
	constructor(cause: unknown) {
		super('Failed to send mail', { cause })
	}
}

/**
 * Sends one plain-text message: through SMTP_URL's server when it is set, otherwise into the
 * local outbox (the mail_outbox table) and the server log, so that a developer without a mail
 * server can still follow the links it carries. Throws MailDeliveryError when SMTP refuses.
 */
export async function sendMail(em: EntityManager, message: MailMessage) {
	const smtpUrl = config.smtpUrl
	if (!smtpUrl) {
		em.create(OutboxMessage, {
			to: message.to,
			subject: message.subject,
			text: message.text,
			headers: message.headers ?? null,
		})
		await em.flush()
		// The whole message (links included) is printed only in development or when the site is
		// served on this machine; a deployed site without SMTP logs no secret links.
		if (!config.isProduction || config.isLocalOrigin) {
			console.info(`[mail outbox] To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n[end of message]`)
		} else {
			console.info(`[mail outbox] Stored "${message.subject}" for ${message.to}; set SMTP_URL to send mail`)
		}
		return
	}
	// Short timeouts: a request waits on this, and nodemailer's defaults run to minutes.
	const transport = nodemailer.createTransport({
		url: smtpUrl,
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 20_000,
	})
	try {
		await transport.sendMail({
			from: config.mailFrom,
			to: message.to,
			subject: message.subject,
			text: message.text,
			...(message.headers ? { headers: message.headers } : {}),
		})
	} catch (error) {
		throw new MailDeliveryError(error)
	} finally {
		transport.close()
	}
}
