// Sign-in limits (decision 106), token answers kept out of caches, and the API's 401 challenge.
import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm, nextIp, registeredAccount } from '../../../../tests/fixtures/route.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import * as forgotPassword from './api.forgot-password.ts'
import * as login from './api.login.ts'
import * as register from './api.register.ts'
import * as resetPassword from './api.reset-password.ts'
import * as userRoute from './api.user.ts'

function signIn(email: string, password: string, ip: string) {
	return callRoute(login.action, apiRequest('POST', '/api/login', { body: { email, password } }), { ip })
}

/** Ten wrong passwords from `ip`: the limit of one account from one address. */
async function guessTenTimes(email: string, ip: string) {
	for (let i = 0; i < 10; i++) expect((await signIn(email, `wrong guess ${i}`, ip)).status).toBe(401)
}

withLocalOutbox()

describe('sign-in limits', () => {
	test('ten wrong passwords lock the account from that address only; the owner elsewhere signs in', async () => {
		const account = await registeredAccount()
		const attacker = nextIp()
		await guessTenTimes(account.email, attacker)

		const locked = await signIn(account.email, account.password, attacker)
		expect(locked.status).toBe(429)
		expect(((await locked.json()) as { message: string }).message).toMatch(/Too many attempts/)
		expect(locked.headers.get('Retry-After')).toMatch(/^\d+$/)

		expect((await signIn(account.email, account.password, nextIp())).status).toBe(200)
	})

	test('an address is still limited across accounts (30 attempts per 15 minutes)', async () => {
		const ip = nextIp()
		for (let i = 0; i < 30; i++) {
			expect((await signIn(`nobody-${i}-${ip}@example.co.uk`, 'a wrong password', ip)).status).toBe(401)
		}
		expect((await signIn(`nobody-31-${ip}@example.co.uk`, 'a wrong password', ip)).status).toBe(429)
	})

	test('the right password forgets that address’s earlier wrong ones', async () => {
		const account = await registeredAccount()
		const ip = nextIp()
		for (let i = 0; i < 9; i++) await signIn(account.email, 'a wrong password', ip)
		expect((await signIn(account.email, account.password, ip)).status).toBe(200)
		await guessTenTimes(account.email, ip)
		expect((await signIn(account.email, account.password, ip)).status).toBe(429)
	})

	test('a password reset lifts the account’s limits from every address', async () => {
		const account = await registeredAccount()
		const ip = nextIp()
		await guessTenTimes(account.email, ip)
		expect((await signIn(account.email, account.password, ip)).status).toBe(429)

		await callRoute(forgotPassword.action, apiRequest('POST', '/api/forgot-password', { body: account }), {
			ip: nextIp(),
		})
		const [mail] = await (await freshEm()).find(OutboxMessage, { to: account.email })
		const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1]
		const newPassword = 'Sankey Brook towpath 7'
		const reset = await callRoute(
			resetPassword.action,
			apiRequest('POST', '/api/reset-password', { body: { token, newPassword } }),
			{ ip: nextIp() },
		)
		expect(reset.status).toBe(200)

		expect((await signIn(account.email, newPassword, ip)).status).toBe(200)
	})
})

describe('token answers and 401s', () => {
	test('the answers carrying a token are never stored by a cache', async () => {
		const account = await registeredAccount()
		const response = await signIn(account.email, account.password, nextIp())
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('no-store')

		const created = await callRoute(
			register.action,
			apiRequest('POST', '/api/register', {
				body: { ...account, email: `again-${Date.now()}@example.co.uk` },
			}),
			{ ip: nextIp() },
		)
		expect(created.status).toBe(201)
		expect(created.headers.get('Cache-Control')).toBe('no-store')
	})

	test('every API 401 names the Bearer scheme', async () => {
		const wrong = await signIn('nobody@example.co.uk', 'a wrong password', nextIp())
		expect(wrong.status).toBe(401)
		expect(wrong.headers.get('WWW-Authenticate')).toBe('Bearer realm="api"')
		expect(await wrong.json()).toEqual({ message: 'Invalid credentials' })

		const anonymous = await callRoute(userRoute.loader, apiRequest('GET', '/api/user'))
		expect(anonymous.status).toBe(401)
		expect(anonymous.headers.get('WWW-Authenticate')).toBe('Bearer realm="api"')

		const bogus = await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token: 'x'.repeat(43) }))
		expect(bogus.status).toBe(401)
		expect(bogus.headers.get('WWW-Authenticate')).toBe('Bearer realm="api", error="invalid_token"')
	})
})
