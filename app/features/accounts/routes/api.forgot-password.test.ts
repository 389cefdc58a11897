import { describe, expect, test, vi } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm, nextIp, registeredAccount } from '../../../../tests/fixtures/route.ts'
import { deadSmtpUrl, startSmtpStandIn } from '../../../../tests/fixtures/smtp.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import { PasswordResetToken } from '../../../models/password-reset-token.ts'
import { hashToken } from '../../../platform/tokens.server.ts'
import { purgeExpiredResetTokens } from '../password-reset.server.ts'
import * as forgotPassword from './api.forgot-password.ts'

const SENT = "If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour."

function forgot(body: unknown, ip = nextIp()) {
	return callRoute(forgotPassword.action, apiRequest('POST', '/api/forgot-password', { body }), { ip })
}

async function outboxFor(email: string) {
	return (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'asc' } })
}

function resetLinkIn(text: string) {
	const match = text.match(/(https?:\/\/[^\s<>/]+)\/reset-password\?token=([A-Za-z0-9_-]+)/)
	return match ? { origin: match[1]!, token: match[2]! } : null
}

withLocalOutbox()

describe('POST /api/forgot-password', () => {
	test('answers a known and an unknown email identically; only the known one gets mail', async () => {
		const account = await registeredAccount()
		const unknownEmail = 'nobody-here@example.co.uk'

		const known = await forgot({ email: account.email })
		const unknown = await forgot({ email: unknownEmail })
		expect(known.status).toBe(200)
		expect(unknown.status).toBe(200)
		const knownBody = await known.text()
		expect(knownBody).toBe(await unknown.text())
		expect(JSON.parse(knownBody)).toEqual({ message: SENT })
		expect(knownBody).not.toMatch(/token/i)

		expect(await outboxFor(account.email)).toHaveLength(1)
		expect(await outboxFor(unknownEmail)).toHaveLength(0)
	})

	test('mails a link on APP_ORIGIN, whatever Host the request came with, and stores only the hash', async () => {
		vi.stubEnv('APP_ORIGIN', 'https://jobs.warrington.example/')
		const account = await registeredAccount()
		const request = apiRequest('POST', '/api/forgot-password', { body: { email: account.email.toUpperCase() } })
		request.headers.set('Host', 'evil.example')
		request.headers.set('X-Forwarded-Host', 'evil.example')
		const response = await callRoute(forgotPassword.action, request, { ip: nextIp() })
		expect(response.status).toBe(200)

		const [mail] = await outboxFor(account.email)
		expect(mail?.subject).toBe('Reset your Warrington Jobs password')
		const link = resetLinkIn(mail!.text)
		expect(link?.origin).toBe('https://jobs.warrington.example')
		expect(mail!.text).not.toContain('evil.example')

		const rows = await (await freshEm()).find(PasswordResetToken, { user: { email: account.email } })
		expect(rows).toHaveLength(1)
		expect(rows[0]!.token).not.toBe(link!.token)
		expect(rows[0]!.token).toBe(hashToken(link!.token))
		expect(rows[0]!.used).toBe(false)
		const lifetime = rows[0]!.expiresAt.getTime() - Date.now()
		expect(lifetime).toBeGreaterThan(59 * 60 * 1000)
		expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000)
	})

	test('a new request replaces the older link of that account, in the outbox too', async () => {
		const account = await registeredAccount()
		await forgot({ email: account.email })
		const [first] = (await outboxFor(account.email)).map((mail) => resetLinkIn(mail.text)!.token)
		await forgot({ email: account.email })
		const mails = await outboxFor(account.email)
		// The first mail's link no longer works, so it is gone from the outbox.
		expect(mails).toHaveLength(1)
		const second = resetLinkIn(mails[0]!.text)!.token
		expect(first).not.toBe(second)
		const rows = await (await freshEm()).find(PasswordResetToken, { user: { email: account.email } })
		expect(rows.map((row) => row.token)).toEqual([hashToken(second)])
	})

	test('the periodic purge deletes expired reset tokens and the mails with their links (decision 156)', async () => {
		const expired = await registeredAccount()
		await forgot({ email: expired.email })
		await (
			await freshEm()
		).nativeUpdate(PasswordResetToken, { user: { email: expired.email } }, { expiresAt: new Date(Date.now() - 1000) })
		const other = await registeredAccount()
		await forgot({ email: other.email })
		await purgeExpiredResetTokens(await freshEm())
		expect(await outboxFor(expired.email)).toHaveLength(0)
		expect(await (await freshEm()).count(PasswordResetToken, { user: { email: expired.email } })).toBe(0)
		expect(await outboxFor(other.email)).toHaveLength(1)
		expect(await (await freshEm()).count(PasswordResetToken, { user: { email: other.email } })).toBe(1)
	})

	test('other mail in the outbox is left alone', async () => {
		const account = await registeredAccount()
		const em = await freshEm()
		em.create(OutboxMessage, { to: account.email, subject: 'New application', text: 'Someone applied.' })
		await em.flush()
		await forgot({ email: account.email })
		await forgot({ email: account.email })
		expect((await outboxFor(account.email)).map((mail) => mail.subject)).toEqual([
			'New application',
			'Reset your Warrington Jobs password',
		])
	})

	test.each([
		['a malformed email', { email: 'not-an-email' }],
		['a missing email', {}],
		['an email that is not a string', { email: 42 }],
	])('answers 400 with a field error for %s', async (_, body) => {
		const response = await forgot(body)
		expect(response.status).toBe(400)
		const json = (await response.json()) as { message: string; errors?: Record<string, string[]> }
		expect(json.message).toBeTruthy()
		expect(json.errors?.email?.length).toBeGreaterThan(0)
	})

	test('answers 400 for malformed JSON', async () => {
		const response = await callRoute(
			forgotPassword.action,
			apiRequest('POST', '/api/forgot-password', { rawBody: '{"email": ' }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' })
	})

	test('limits requests per account, known or not, with a 429', async () => {
		const account = await registeredAccount()
		for (const email of [account.email, 'unknown-limited@example.co.uk']) {
			const statuses: number[] = []
			for (let i = 0; i < 4; i++) statuses.push((await forgot({ email })).status)
			expect(statuses).toEqual([200, 200, 200, 429])
		}
		// Three mails went out; only the newest link works, so only it stays in the outbox.
		expect(await outboxFor(account.email)).toHaveLength(1)
	})

	test('limits requests per address with a 429 and Retry-After', async () => {
		const ip = nextIp()
		for (let i = 0; i < 10; i++) {
			expect((await forgot({ email: `someone-${i}@example.co.uk` }, ip)).status).toBe(200)
		}
		const limited = await forgot({ email: 'one-more@example.co.uk' }, ip)
		expect(limited.status).toBe(429)
		expect(((await limited.json()) as { message: string }).message).toMatch(/Too many attempts/)
		expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
	})

	test('refuses other methods', async () => {
		const response = await callRoute(
			forgotPassword.action,
			apiRequest('PUT', '/api/forgot-password', { body: { email: 'a@example.co.uk' } }),
		)
		expect(response.status).toBe(405)
	})
})

describe('POST /api/forgot-password with SMTP_URL', () => {
	test('answers before any mail server is asked: the link waits in the outbox for the queue (decision 155)', async () => {
		const smtp = await startSmtpStandIn()
		try {
			vi.stubEnv('SMTP_URL', smtp.url)
			vi.stubEnv('APP_ORIGIN', 'https://warringtonjobs.co.uk')
			const account = await registeredAccount()
			const response = await forgot({ email: account.email })
			expect(response.status).toBe(200)
			expect(await response.json()).toEqual({ message: SENT })

			expect(smtp.received).toHaveLength(0)
			const [mail] = await outboxFor(account.email)
			expect(mail?.status).toBe('queued')
			const link = resetLinkIn(mail!.text)
			expect(link?.origin).toBe('https://warringtonjobs.co.uk')
			const row = await (await freshEm()).findOne(PasswordResetToken, { token: hashToken(link!.token) })
			expect(row).not.toBeNull()
		} finally {
			await smtp.close()
		}
	})

	test('a mail server that is down changes nothing in the answer, and the link stays usable for when the mail goes', async () => {
		vi.stubEnv('SMTP_URL', await deadSmtpUrl())
		const account = await registeredAccount()
		const response = await forgot({ email: account.email })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ message: SENT })
		expect(await (await freshEm()).count(PasswordResetToken, { user: { email: account.email } })).toBe(1)
		expect(await outboxFor(account.email)).toHaveLength(1)
	})
})
