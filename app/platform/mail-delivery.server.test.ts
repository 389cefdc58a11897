// Mail delivery on the background queue, with real pg-boss workers on the test database and a
// real SMTP server on 127.0.0.1 (decision 155).
import type { PgBoss } from 'pg-boss'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { eventually, jobsOf, startTestWorker } from '../../tests/fixtures/queue.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { deadSmtpUrl, startSmtpStandIn } from '../../tests/fixtures/smtp.ts'
import { OutboxMessage } from '../models/outbox-message.ts'
import { log } from './logger.server.ts'
import { deliverMail, deliverOutboxMessage } from './mail-delivery.server.ts'
import { sendMail } from './mail.server.ts'
import { closeMailTransport } from './mail-transport.server.ts'

const message = {
	subject: 'Your application to Birchwood Logistics',
	text: 'Hello Claire,\n\nThanks for applying. See https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123 for details.',
	html: '<p>Hello Claire,</p><p>Thanks for applying. See <a href="https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123">your application</a> for details.</p>',
}

let workers: PgBoss[] = []
const smtpServers: { close: () => Promise<void> }[] = []

beforeEach(() => {
	vi.stubEnv('MAIL_RETRY_DELAY_SECONDS', '1')
})

afterEach(async () => {
	await Promise.all(workers.map((worker) => worker.stop({ graceful: true, timeout: 5000 })))
	workers = []
	closeMailTransport()
	await Promise.all(smtpServers.splice(0).map((server) => server.close()))
	vi.unstubAllEnvs()
	vi.restoreAllMocks()
})

async function smtpStandIn() {
	const smtp = await startSmtpStandIn()
	smtpServers.push(smtp)
	return smtp
}

async function work() {
	workers.push(await startTestWorker([deliverMail]))
}

const outboxRow = async (to: string) => (await freshEm()).findOneOrFail(OutboxMessage, { to })

describe('the delivery worker', () => {
	test('without SMTP_URL, marks the message sent and logs its text part, link and all, in one line', async () => {
		vi.stubEnv('SMTP_URL', '')
		const logged = vi.spyOn(log(), 'info').mockImplementation(() => {})
		const to = 'local.outbox@example.co.uk'
		await sendMail(await freshEm(), { ...message, to })
		await work()

		const row = await eventually(async () => {
			const found = await outboxRow(to)
			return found.status === 'sent' ? found : null
		})
		expect(row).toMatchObject({ attempts: 1, lastError: null })
		expect(row.sentAt).toBeInstanceOf(Date)
		expect(logged).toHaveBeenCalledWith(
			{ outboxId: row.id, to, subject: message.subject, text: message.text },
			'Mail not sent: no SMTP_URL',
		)
	})

	test('sends through SMTP_URL from MAIL_FROM, with the extra headers, after the request', async () => {
		const smtp = await smtpStandIn()
		vi.stubEnv('SMTP_URL', smtp.url)
		vi.stubEnv('MAIL_FROM', 'Warrington Jobs <hello@warringtonjobs.co.uk>')
		const to = 'daniel.okafor@example.co.uk'
		const headers = { 'List-Unsubscribe': '<https://warringtonjobs.co.uk/unsubscribe/abc>' }
		await sendMail(await freshEm(), { ...message, to, headers })
		expect(smtp.received).toHaveLength(0)
		await work()

		await eventually(async () => (await outboxRow(to)).status === 'sent')
		expect(smtp.received).toHaveLength(1)
		const mail = smtp.received[0]!
		expect(mail.from).toBe('hello@warringtonjobs.co.uk')
		expect(mail.to).toEqual([to])
		expect(mail.headers).toMatch(/^From: Warrington Jobs <hello@warringtonjobs\.co\.uk>$/m)
		expect(mail.headers).toMatch(/^Subject: Your application to Birchwood Logistics$/m)
		expect(mail.headers).toMatch(/^List-Unsubscribe: <https:\/\/warringtonjobs\.co\.uk\/unsubscribe\/abc>$/m)
		expect(mail.contentType).toBe('multipart/alternative')
		expect(mail.text).toBe(message.text)
		expect(mail.html).toBe(message.html)
	})

	test('a message queued before mail had an HTML part is delivered as text alone', async () => {
		const smtp = await smtpStandIn()
		vi.stubEnv('SMTP_URL', smtp.url)
		const to = 'queued.before.html@example.co.uk'
		await sendMail(await freshEm(), { ...message, to })
		const em = await freshEm()
		await em.nativeUpdate(OutboxMessage, { to }, { html: null })
		await work()

		await eventually(async () => (await outboxRow(to)).status === 'sent')
		const mail = smtp.received[0]!
		expect(mail.contentType).toBe('text/plain')
		expect(mail.text).toContain('https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123')
		expect(mail.html).toBeNull()
	})

	test('retries a message the SMTP server could not take, and sends it once the server is back', async () => {
		vi.stubEnv('SMTP_URL', await deadSmtpUrl())
		const to = 'retried@example.co.uk'
		await sendMail(await freshEm(), { ...message, to })
		await work()

		const failed = await eventually(async () => {
			const row = await outboxRow(to)
			return row.attempts === 1 ? row : null
		})
		expect(failed.status).toBe('queued')
		expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i)

		const smtp = await smtpStandIn()
		vi.stubEnv('SMTP_URL', smtp.url)
		const sent = await eventually(async () => {
			const row = await outboxRow(to)
			return row.status === 'sent' ? row : null
		})
		expect(sent.attempts).toBe(2)
		expect(smtp.received.map((mail) => mail.to)).toEqual([[to]])
		const [job] = await jobsOf('mail-delivery', { outboxId: sent.id })
		expect(job).toMatchObject({ state: 'completed', retry_count: 1 })
	})

	test('after MAIL_MAX_ATTEMPTS failures the message is a dead letter: failed in the outbox, with its error', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {})
		vi.stubEnv('MAIL_MAX_ATTEMPTS', '2')
		const smtp = await startSmtpStandIn({ rejectRecipients: true })
		smtpServers.push(smtp)
		vi.stubEnv('SMTP_URL', smtp.url)
		const to = 'no.such.mailbox@example.co.uk'
		await sendMail(await freshEm(), { ...message, to })
		await work()

		const dead = await eventually(async () => {
			const row = await outboxRow(to)
			return row.status === 'failed' ? row : null
		})
		expect(dead.attempts).toBe(2)
		expect(dead.lastError).toContain('unavailable')
		expect(dead.sentAt).toBeNull()
		await eventually(async () => (await jobsOf('mail-delivery', { outboxId: dead.id }))[0]?.state === 'failed')
	})
})

describe('two workers on one database', () => {
	test('never send one message twice', async () => {
		const smtp = await smtpStandIn()
		vi.stubEnv('SMTP_URL', smtp.url)
		const recipients = Array.from({ length: 16 }, (_, index) => `shared.${index}@example.co.uk`)
		for (const to of recipients) await sendMail(await freshEm(), { ...message, to })
		await Promise.all([work(), work()])

		await eventually(
			async () => (await (await freshEm()).count(OutboxMessage, { to: recipients, status: 'sent' })) === 16,
		)
		// Give a doubled delivery, were there one, time to arrive.
		await new Promise((resolve) => setTimeout(resolve, 1000))
		expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...recipients].sort())
	})

	test('one message delivered by two attempts at once goes out once', async () => {
		const smtp = await smtpStandIn()
		vi.stubEnv('SMTP_URL', smtp.url)
		const to = 'twice.at.once@example.co.uk'
		await sendMail(await freshEm(), { ...message, to })
		const { id } = await outboxRow(to)
		await Promise.all([deliverOutboxMessage(await freshEm(), id), deliverOutboxMessage(await freshEm(), id)])
		expect(smtp.received).toHaveLength(1)
		expect(await outboxRow(to)).toMatchObject({ status: 'sent', attempts: 1 })
	})
})
