import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import {
	apiRequest,
	callRoute,
	cookiesFrom,
	formRequest,
	freshEm,
	nextIp,
	registeredAccount,
} from '../../../../tests/fixtures/route.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import { hashToken } from '../../../platform/tokens.server.ts'
import * as authRoute from './auth.tsx'
import * as forgotPassword from './api.forgot-password.ts'
import * as login from './api.login.ts'
import * as resetPassword from './api.reset-password.ts'
import * as userRoute from './api.user.ts'

const INVALID = 'Invalid reset link. Please request a new password reset.'
const NEW_PASSWORD = 'Walton Hall Gardens 1'

/** Asks for a reset link and reads the token back from the outbox, as the user would from their inbox. */
async function mailedToken(email: string) {
	const response = await callRoute(
		forgotPassword.action,
		apiRequest('POST', '/api/forgot-password', { body: { email } }),
		{ ip: nextIp() },
	)
	expect(response.status).toBe(200)
	const [mail] = await (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'desc' }, limit: 1 })
	const token = mail?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1]
	expect(token).toBeTruthy()
	return token!
}

function reset(body: unknown, ip = nextIp()) {
	return callRoute(resetPassword.action, apiRequest('POST', '/api/reset-password', { body }), { ip })
}

function signIn(email: string, password: string) {
	return callRoute(login.action, apiRequest('POST', '/api/login', { body: { email, password } }), { ip: nextIp() })
}

withLocalOutbox()

describe('POST /api/reset-password', () => {
	test('sets the new password once; the link cannot be used again', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)

		const first = await reset({ token, newPassword: NEW_PASSWORD })
		expect(first.status).toBe(200)
		const body = (await first.json()) as { message: string }
		expect(body.message).toMatch(/password has been reset/i)
		expect(JSON.stringify(body)).not.toContain(token)

		const again = await reset({ token, newPassword: 'another password 2' })
		expect(again.status).toBe(400)
		expect(await again.json()).toEqual({ message: INVALID })

		expect((await signIn(account.email, NEW_PASSWORD)).status).toBe(200)
		expect((await signIn(account.email, 'another password 2')).status).toBe(401)
		expect((await signIn(account.email, account.password)).status).toBe(401)
	})

	test('once the link is used, its mail leaves the outbox', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		expect(await (await freshEm()).count(OutboxMessage, { to: account.email })).toBe(1)
		expect((await reset({ token, newPassword: NEW_PASSWORD })).status).toBe(200)
		expect(await (await freshEm()).count(OutboxMessage, { to: account.email })).toBe(0)
	})

	test.each(['password', '12345678', 'Sunshine1', 'aaaaaaaa', 'abcdefgh', 'warrington'])(
		'refuses %j, easy to guess, on the field, and the link still works',
		async (newPassword) => {
			const account = await registeredAccount()
			const token = await mailedToken(account.email)
			const refused = await reset({ token, newPassword })
			expect(refused.status).toBe(400)
			const { errors } = (await refused.json()) as { errors: Record<string, string[]> }
			expect(errors.newPassword).toEqual([
				expect.stringMatching(/^This password is too easy to guess\. \S.+\. \S.+\.$/),
			])
			expect((await reset({ token, newPassword: NEW_PASSWORD })).status).toBe(200)
		},
	)

	test('signs out every session and API token of the account', async () => {
		const account = await registeredAccount()
		const apiLogin = await signIn(account.email, account.password)
		const { token: apiToken } = (await apiLogin.json()) as { token: string }
		const browser = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'signin', email: account.email, password: account.password }),
			{
				ip: nextIp(),
			},
		)
		expect(browser.status).toBe(302)
		const cookie = cookiesFrom(browser)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token: apiToken }))).status).toBe(200)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { cookie }))).status).toBe(200)

		const response = await reset({ token: await mailedToken(account.email), newPassword: NEW_PASSWORD })
		expect(response.status).toBe(200)

		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token: apiToken }))).status).toBe(401)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { cookie }))).status).toBe(401)

		const fresh = await signIn(account.email, NEW_PASSWORD)
		expect(fresh.status).toBe(200)
		const { token: newApiToken } = (await fresh.json()) as { token: string }
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token: newApiToken }))).status).toBe(200)
	})

	test('refuses an expired link', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		await (
			await freshEm()
		)
			.getConnection()
			.execute(`update password_reset_token set expires_at = now() - interval '1 second' where token = ?`, [
				hashToken(token),
			])

		const response = await reset({ token, newPassword: NEW_PASSWORD })
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ message: INVALID })
		expect((await signIn(account.email, account.password)).status).toBe(200)
	})

	test('refuses an older link once a newer one was sent', async () => {
		const account = await registeredAccount()
		const older = await mailedToken(account.email)
		const newer = await mailedToken(account.email)
		expect((await reset({ token: older, newPassword: NEW_PASSWORD })).status).toBe(400)
		expect((await reset({ token: newer, newPassword: NEW_PASSWORD })).status).toBe(200)
	})

	test('refuses the stored hash used as a token', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		const response = await reset({ token: hashToken(token), newPassword: NEW_PASSWORD })
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ message: INVALID })
	})

	test.each([
		['a missing token', { newPassword: NEW_PASSWORD }],
		['an empty token', { token: '', newPassword: NEW_PASSWORD }],
		['a token that is not a string', { token: 12345, newPassword: NEW_PASSWORD }],
		['an unknown token', { token: 'x'.repeat(43), newPassword: NEW_PASSWORD }],
		['an absurdly long token', { token: 'x'.repeat(5000), newPassword: NEW_PASSWORD }],
	])('answers 400 with the invalid-link message for %s', async (_, body) => {
		const response = await reset(body)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ message: INVALID })
	})

	test('answers 400 with a field error for a short or missing password, and keeps the link usable', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		const short = await reset({ token, newPassword: 'short' })
		expect(short.status).toBe(400)
		expect(((await short.json()) as { errors: Record<string, string[]> }).errors.newPassword).toEqual([
			'Password must be at least 8 characters long',
		])
		const missing = await reset({ token })
		expect(missing.status).toBe(400)
		expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.newPassword?.length).toBeGreaterThan(
			0,
		)

		expect((await reset({ token, newPassword: NEW_PASSWORD })).status).toBe(200)
	})

	test('answers 400 for malformed JSON', async () => {
		const response = await callRoute(
			resetPassword.action,
			apiRequest('POST', '/api/reset-password', { rawBody: '{"token": "abc",' }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ message: 'Malformed JSON in request body' })
	})

	test('limits attempts per address with a 429', async () => {
		const ip = nextIp()
		for (let i = 0; i < 20; i++) {
			expect((await reset({ token: `guess-${i}-${'y'.repeat(30)}`, newPassword: NEW_PASSWORD }, ip)).status).toBe(400)
		}
		const limited = await reset({ token: 'z'.repeat(43), newPassword: NEW_PASSWORD }, ip)
		expect(limited.status).toBe(429)
		expect(((await limited.json()) as { message: string }).message).toMatch(/Too many attempts/)
		expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
	})

	test('two submissions of one link at once: exactly one succeeds', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		const statuses = await Promise.all([
			reset({ token, newPassword: 'first of two passwords' }),
			reset({ token, newPassword: 'second of two passwords' }),
		]).then((responses) => responses.map((response) => response.status).sort())
		expect(statuses).toEqual([200, 400])
	})
})
