import { describe, expect, test, vi } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { callRoute, formRequest, freshEm, nextIp, ORIGIN, registeredAccount } from '../../../../tests/fixtures/route.ts'
import { deadSmtpUrl } from '../../../../tests/fixtures/smtp.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import * as forgotPassword from './forgot-password.tsx'

const SENT = "If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour."

type Reply = { result: { status: string; error?: Record<string, string[] | null> } }

function submit(fields: Record<string, string>, ip = nextIp()) {
	return callRoute(forgotPassword.action, formRequest('/forgot-password', fields), { ip })
}

async function outboxCount(email: string) {
	return (await freshEm()).count(OutboxMessage, { to: email })
}

withLocalOutbox()

describe('/forgot-password', () => {
	test('the page starts with the form, and shows the answer after the redirect', async () => {
		const start = await callRoute(forgotPassword.loader, new Request(`${ORIGIN}/forgot-password`))
		expect(await start.json()).toEqual({ sent: false, message: null })
		const after = await callRoute(forgotPassword.loader, new Request(`${ORIGIN}/forgot-password?sent=1`))
		expect(await after.json()).toEqual({ sent: true, message: SENT })
	})

	test('known and unknown emails both redirect to the same answer; only the known one gets mail', async () => {
		const account = await registeredAccount()
		const known = await submit({ email: account.email })
		const unknown = await submit({ email: 'not-registered@example.co.uk' })
		for (const response of [known, unknown]) {
			expect(response.status).toBe(302)
			expect(response.headers.get('Location')).toBe('/forgot-password?sent=1')
		}
		expect(await outboxCount(account.email)).toBe(1)
		expect(await outboxCount('not-registered@example.co.uk')).toBe(0)
	})

	test('a malformed or missing email is a field error', async () => {
		const malformed = await submit({ email: 'claire@' })
		expect(malformed.status).toBe(400)
		expect(((await malformed.json()) as Reply).result.error?.email).toEqual(['Please enter a valid email address'])
		const missing = await submit({ email: '' })
		expect(missing.status).toBe(400)
		expect(((await missing.json()) as Reply).result.error?.email).toEqual(['Email is required'])
	})

	test('a filled honeypot rejects the form and sends nothing', async () => {
		const account = await registeredAccount()
		const response = await submit({ email: account.email, website: 'http://spam.example' })
		expect(response.status).toBe(400)
		expect(await outboxCount(account.email)).toBe(0)
	})

	test('too many requests show the rate-limit message as a form error', async () => {
		const ip = nextIp()
		for (let i = 0; i < 10; i++) expect((await submit({ email: `visitor-${i}@example.co.uk` }, ip)).status).toBe(302)
		const limited = await submit({ email: 'visitor-10@example.co.uk' }, ip)
		expect(limited.status).toBe(429)
		expect(((await limited.json()) as Reply).result.error?.['']?.[0]).toMatch(/Too many attempts/)
	})

	test('a mail server that is down does not hold up the answer: the mail waits in the outbox for the queue', async () => {
		vi.stubEnv('SMTP_URL', await deadSmtpUrl())
		const account = await registeredAccount()
		const response = await submit({ email: account.email })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/forgot-password?sent=1')
		expect(await outboxCount(account.email)).toBe(1)
	})
})
