// Mail over a pooled SMTP connection, account mail before bulk mail (decision 185), with real
// pg-boss workers and a real SMTP server on 127.0.0.1.
import type { PgBoss } from 'pg-boss'
import { afterEach, expect, test, vi } from 'vitest'
import { eventually, startTestWorker } from '../../tests/fixtures/queue.ts'
import { freshEm, nextIp, registeredAccount } from '../../tests/fixtures/route.ts'
import { startSmtpStandIn } from '../../tests/fixtures/smtp.ts'
import { requestPasswordReset } from '../features/accounts/password-reset.server.ts'
import { OutboxMessage } from '../models/outbox-message.ts'
import { deliverMail } from './mail-delivery.server.ts'
import { closeMailTransport, mailTransportsOpened } from './mail-transport.server.ts'
import { sendMail } from './mail.server.ts'

let worker: PgBoss | undefined
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>> | undefined

afterEach(async () => {
	await worker?.stop({ graceful: true, timeout: 5000 })
	worker = undefined
	closeMailTransport()
	await smtp?.close()
	smtp = undefined
	vi.unstubAllEnvs()
})

async function bulkMail(count: number, prefix: string) {
	const em = await freshEm()
	for (let start = 0; start < count; start += 10)
		await Promise.all(
			Array.from({ length: Math.min(10, count - start) }, (_, i) =>
				sendMail(em.fork(), {
					to: `${prefix}${start + i}@example.co.uk`,
					subject: '3 new jobs: Warehouse in Birchwood',
					text: 'Jobs',
					html: '<p>Jobs</p>',
				}),
			),
		)
}

test('one pool of QUEUE_CONCURRENCY connections carries every message, and is opened once', async () => {
	smtp = await startSmtpStandIn()
	vi.stubEnv('SMTP_URL', smtp.url)
	vi.stubEnv('QUEUE_CONCURRENCY', '2')
	vi.stubEnv('QUEUE_BATCH_SIZE', '10')
	const opened = mailTransportsOpened()
	await bulkMail(60, 'pooled')
	worker = await startTestWorker([deliverMail])

	await eventually(() => Promise.resolve(smtp!.received.length === 60 || null), 30_000)
	expect(smtp.sessions()).toBeLessThanOrEqual(2)
	expect(mailTransportsOpened()).toBe(opened + 1)
	expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(60)
})

test('a password reset queued behind 500 bulk mails is delivered first', async () => {
	smtp = await startSmtpStandIn()
	vi.stubEnv('SMTP_URL', smtp.url)
	vi.stubEnv('QUEUE_CONCURRENCY', '2')
	vi.stubEnv('QUEUE_BATCH_SIZE', '20')
	await bulkMail(500, 'bulk')
	const account = await registeredAccount()
	// Registration may send its own account mail (address verification): wait for the reset's.
	await requestPasswordReset(await freshEm(), nextIp(), account.email)
	const reset = await (
		await freshEm()
	).findOneOrFail(OutboxMessage, { to: account.email.toLowerCase(), subject: { $like: '%assword%' } })
	worker = await startTestWorker([deliverMail])

	const position = await eventually(async () => {
		// Among the bulk mail and the reset: the account's own verification mail, also account mail,
		// may go first, and says nothing about the bulk mail's place.
		const ordered = smtp!.received.filter(
			(mail) => !mail.to.includes(account.email.toLowerCase()) || mail.headers.includes(`Subject: ${reset.subject}`),
		)
		const index = ordered.findIndex((mail) => mail.headers.includes(`Subject: ${reset.subject}`))
		return index >= 0 ? index + 1 : null
	}, 30_000)
	// Two fetches of any mail and one of account mail start at once: the reset is one of their first.
	expect(position).toBeLessThanOrEqual(3)
}, 120_000)
