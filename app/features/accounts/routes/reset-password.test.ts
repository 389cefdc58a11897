import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import {
	apiRequest,
	callRoute,
	formRequest,
	freshEm,
	nextIp,
	ORIGIN,
	registeredAccount,
} from '../../../../tests/fixtures/route.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import * as forgotPassword from './api.forgot-password.ts'
import * as login from './api.login.ts'
import * as resetPassword from './reset-password.tsx'

const NEW_PASSWORD = 'Stockton Heath 2026'

type ActionBody =
	| { status: 'success' | 'invalid' }
	| { status: 'error'; result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

async function mailedToken(email: string) {
	await callRoute(forgotPassword.action, apiRequest('POST', '/api/forgot-password', { body: { email } }), {
		ip: nextIp(),
	})
	const [mail] = await (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'desc' }, limit: 1 })
	return mail!.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!
}

function load(search: string) {
	return callRoute(resetPassword.loader, new Request(`${ORIGIN}/reset-password${search}`))
}

function submit(token: string, fields: Record<string, string>) {
	return callRoute(resetPassword.action, formRequest(`/reset-password?token=${token}`, { token, ...fields }), {
		ip: nextIp(),
	})
}

withLocalOutbox()

describe('/reset-password', () => {
	test('the page keeps the token out of Referer headers and caches', () => {
		expect(resetPassword.headers()).toEqual({ 'Referrer-Policy': 'strict-origin', 'Cache-Control': 'no-store' })
	})

	test('a password easy to guess is refused on the field, saying why; the link still works after', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		// The account's own name and surname (newAccount: Emma Stockton) are among the guesses.
		const refused = await submit(token, { newPassword: 'emmastockton', confirmPassword: 'emmastockton' })
		expect(refused.status).toBe(400)
		const body = (await refused.json()) as ActionBody
		expect(body.status === 'error' && body.result.error?.newPassword).toEqual([
			'This password is too easy to guess. It uses your name, your email address or the name of this site. Add more words that are less common.',
		])
		const done = await submit(token, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
		expect(((await done.json()) as ActionBody).status).toBe('success')
	})

	test('a missing, unknown or expired token shows the invalid-link state', async () => {
		expect(await (await load('')).json()).toEqual({ valid: false, token: '' })
		expect(await (await load(`?token=${'q'.repeat(43)}`)).json()).toEqual({ valid: false, token: '' })

		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		expect(await (await load(`?token=${token}`)).json()).toEqual({ valid: true, token })
		await (
			await freshEm()
		)
			.getConnection()
			.execute(`update password_reset_token set expires_at = now() - interval '1 second'`)
		expect(await (await load(`?token=${token}`)).json()).toEqual({ valid: false, token: '' })
	})

	test('passwords that differ, or are too short, are field errors with the spec texts', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)

		const mismatch = await submit(token, { newPassword: NEW_PASSWORD, confirmPassword: 'Stockton Heath 2025' })
		expect(mismatch.status).toBe(400)
		const mismatchBody = (await mismatch.json()) as ActionBody
		expect(mismatchBody.status).toBe('error')
		if (mismatchBody.status !== 'error') return
		expect(mismatchBody.result.error?.confirmPassword).toEqual(['Passwords do not match'])
		expect(JSON.stringify(mismatchBody)).not.toContain(NEW_PASSWORD)

		const short = await submit(token, { newPassword: 'short', confirmPassword: 'short' })
		expect(short.status).toBe(400)
		const shortBody = (await short.json()) as ActionBody
		expect(shortBody.status === 'error' && shortBody.result.error?.newPassword).toEqual([
			'Password must be at least 8 characters long',
		])
	})

	test('a submission without a token, or with a used one, shows the invalid-link state', async () => {
		const noToken = await callRoute(
			resetPassword.action,
			formRequest('/reset-password', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
			{
				ip: nextIp(),
			},
		)
		expect(noToken.status).toBe(400)
		expect(await noToken.json()).toEqual({ status: 'invalid' })

		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		expect((await submit(token, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200)
		const reused = await submit(token, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
		expect(reused.status).toBe(400)
		expect(await reused.json()).toEqual({ status: 'invalid' })
	})

	test('success sets the password, clears this browser session cookie and shows the success state', async () => {
		const account = await registeredAccount()
		const token = await mailedToken(account.email)
		const response = await submit(token, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ status: 'success' })
		expect(
			response.headers.getSetCookie().some((cookie) => /^session=;/.test(cookie) && /Max-Age=0/i.test(cookie)),
		).toBe(true)

		const signIn = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: account.email, password: NEW_PASSWORD } }),
			{ ip: nextIp() },
		)
		expect(signIn.status).toBe(200)
		expect(await (await load(`?token=${token}`)).json()).toEqual({ valid: false, token: '' })
	})
})
