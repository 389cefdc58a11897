// The process's one connection pool to SMTP_URL's server (decision 185). Opening a connection,
// the greeting and the login cost more than sending a message, so the delivery worker sends over
// a few connections kept open (nodemailer's pool): QUEUE_CONCURRENCY of them, one for each batch
// of mail the worker runs at once. A new SMTP_URL gets a new pool; the worker closes it on shutdown.
import nodemailer, { type Transporter } from 'nodemailer'
import { config } from './config.server.ts'

let pooled: { url: string; transport: Transporter } | undefined
let opened = 0

/**
 * The pooled transport for `smtpUrl` (smtp:// or smtps://, user and password in the URL), made on
 * first use. Short timeouts: a dead server should fail the attempt and leave the retry to the queue.
 */
export function mailTransport(smtpUrl: string): Transporter {
	if (pooled?.url === smtpUrl) return pooled.transport
	closeMailTransport()
	const url = new URL(smtpUrl)
	const transport = nodemailer.createTransport({
		host: url.hostname.replace(/^\[|\]$/g, ''),
		...(url.port ? { port: Number(url.port) } : {}),
		secure: url.protocol === 'smtps:',
		...(url.username
			? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
			: {}),
		pool: true,
		maxConnections: config.queueConcurrency,
		// A connection is closed and opened again after this many messages (nodemailer's default is 100).
		maxMessages: 1000,
		connectionTimeout: 10_000,
		greetingTimeout: 10_000,
		socketTimeout: 20_000,
	})
	pooled = { url: smtpUrl, transport }
	opened += 1
	return transport
}

/** Closes the pool's connections (the worker's shutdown; a changed SMTP_URL). */
export function closeMailTransport() {
	pooled?.transport.close()
	pooled = undefined
}

/** How many pools this process has opened: one, unless SMTP_URL changed (the tests read it). */
export function mailTransportsOpened() {
	return opened
}
