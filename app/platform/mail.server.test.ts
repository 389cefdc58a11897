import { afterEach, describe, expect, test, vi } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { deadSmtpUrl, startSmtpStandIn } from '../../tests/fixtures/smtp.ts'
import { OutboxMessage } from '../models/outbox-message.ts'
import { MailDeliveryError, sendMail } from './mail.server.ts'

const message = {
	to: 'claire.whitfield@example.co.uk',
	subject: 'Your application to Birchwood Logistics',
	text: 'Hello Claire,\n\nThanks for applying. See https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123 for details.',
}

afterEach(() => {
	vi.unstubAllEnvs()
	vi.restoreAllMocks()
})

describe('sendMail without SMTP_URL', () => {
	test('stores the message in the outbox and prints it, link and all, to the server log', async () => {
		vi.stubEnv('SMTP_URL', '')
		const log = vi.spyOn(console, 'info').mockImplementation(() => {})
		await sendMail(await freshEm(), message)

		const stored = await (await freshEm()).find(OutboxMessage, { to: message.to })
		expect(stored).toHaveLength(1)
		expect(stored[0]).toMatchObject({ subject: message.subject, text: message.text })
		expect(stored[0]!.createdAt).toBeInstanceOf(Date)

		const printed = log.mock.calls.map((call) => String(call[0])).join('\n')
		expect(printed).toContain(`To: ${message.to}`)
		expect(printed).toContain(`Subject: ${message.subject}`)
		expect(printed).toContain('https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123')
	})
})

describe('extra headers', () => {
	const headers = { 'List-Unsubscribe': '<https://warringtonjobs.co.uk/unsubscribe/abc>' }

	test('are kept with the message in the outbox', async () => {
		vi.stubEnv('SMTP_URL', '')
		vi.spyOn(console, 'info').mockImplementation(() => {})
		const to = 'headers.outbox@example.co.uk'
		await sendMail(await freshEm(), { ...message, to, headers })
		const stored = await (await freshEm()).findOneOrFail(OutboxMessage, { to })
		expect(stored.headers).toEqual(headers)
	})

	test('are sent through SMTP', async () => {
		const smtp = await startSmtpStandIn()
		try {
			vi.stubEnv('SMTP_URL', smtp.url)
			await sendMail(await freshEm(), { ...message, to: 'headers.smtp@example.co.uk', headers })
			expect(smtp.received[0]!.headers).toMatch(
				/^List-Unsubscribe: <https:\/\/warringtonjobs\.co\.uk\/unsubscribe\/abc>$/m,
			)
		} finally {
			await smtp.close()
		}
	})
})

describe('sendMail with SMTP_URL', () => {
	test('delivers through the SMTP server, from MAIL_FROM, and keeps nothing in the outbox', async () => {
		const smtp = await startSmtpStandIn()
		try {
			vi.stubEnv('SMTP_URL', smtp.url)
			vi.stubEnv('MAIL_FROM', 'Warrington Jobs <hello@warringtonjobs.co.uk>')
			const to = 'daniel.okafor@example.co.uk'
			await sendMail(await freshEm(), { ...message, to })

			expect(smtp.received).toHaveLength(1)
			const mail = smtp.received[0]!
			expect(mail.from).toBe('hello@warringtonjobs.co.uk')
			expect(mail.to).toEqual([to])
			expect(mail.headers).toMatch(/^From: Warrington Jobs <hello@warringtonjobs\.co\.uk>$/m)
			expect(mail.headers).toMatch(new RegExp(`^To: ${to.replace(/\./g, '\\.')}$`, 'm'))
			expect(mail.headers).toMatch(/^Subject: Your application to Birchwood Logistics$/m)
			expect(mail.body).toContain('https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123')
			expect(await (await freshEm()).count(OutboxMessage, { to })).toBe(0)
		} finally {
			await smtp.close()
		}
	})

	test('throws MailDeliveryError when the server refuses the recipient', async () => {
		const smtp = await startSmtpStandIn({ rejectRecipients: true })
		try {
			vi.stubEnv('SMTP_URL', smtp.url)
			await expect(sendMail(await freshEm(), message)).rejects.toBeInstanceOf(MailDeliveryError)
		} finally {
			await smtp.close()
		}
	})

	test('throws MailDeliveryError when nothing listens at SMTP_URL', async () => {
		vi.stubEnv('SMTP_URL', await deadSmtpUrl())
		await expect(sendMail(await freshEm(), message)).rejects.toBeInstanceOf(MailDeliveryError)
	})
})
