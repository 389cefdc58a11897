import { describe, expect, test } from 'vitest'
import { apiRequest, callRoute, cookiesFrom, formRequest, newAccount } from '../../../../tests/fixtures/route.ts'
import * as authRoute from './auth.tsx'
import * as login from './api.login.ts'
import * as logout from './api.logout.ts'
import * as register from './api.register.ts'
import * as userRoute from './api.user.ts'

async function json(response: Response) {
	return (await response.json()) as Record<string, unknown> & { errors?: Record<string, string[]> }
}

describe('POST /api/register', () => {
	test('creates an account and returns a token, the user type and the user without secrets', async () => {
		const account = newAccount({ userType: 'employer' })
		const response = await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }))
		expect(response.status).toBe(201)
		const body = await json(response)
		expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
		expect(body.userType).toBe('employer')
		expect(body.user).toMatchObject({
			email: account.email,
			firstName: 'Emma',
			lastName: 'Stockton',
			userType: 'employer',
		})
		expect(JSON.stringify(body.user)).not.toMatch(/password|argon/i)
	})

	test('rejects a duplicate email whatever its case with 409', async () => {
		const account = newAccount()
		await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }))
		const again = await callRoute(
			register.action,
			apiRequest('POST', '/api/register', { body: { ...account, email: account.email.toUpperCase() } }),
		)
		expect(again.status).toBe(409)
		expect((await json(again)).errors?.email?.[0]).toBe('An account with this email already exists')
	})

	test.each([
		['a missing field', { lastName: undefined }, 'lastName'],
		['an unknown user type', { userType: 'admin' }, 'userType'],
		['a short password', { password: 'short' }, 'password'],
		['a malformed email', { email: 'not-an-email' }, 'email'],
		['a number for a name', { firstName: 42 }, 'firstName'],
	])('answers 400 with field errors for %s', async (_, change, field) => {
		const response = await callRoute(
			register.action,
			apiRequest('POST', '/api/register', { body: { ...newAccount(), ...change } }),
		)
		expect(response.status).toBe(400)
		const body = await json(response)
		expect(body.message).toBeTruthy()
		expect(body.errors?.[field]?.length).toBeGreaterThan(0)
	})

	test('answers 400 for malformed JSON and for a body that is not an object', async () => {
		const malformed = await callRoute(register.action, apiRequest('POST', '/api/register', { rawBody: '{"email": ' }))
		expect(malformed.status).toBe(400)
		expect((await json(malformed)).message).toBe('Malformed JSON in request body')
		const array = await callRoute(register.action, apiRequest('POST', '/api/register', { rawBody: '[1,2]' }))
		expect(array.status).toBe(400)
	})

	test('limits registrations per address with a clear 429', async () => {
		const ip = '198.51.100.7'
		const statuses: number[] = []
		for (let i = 0; i < 11; i++) {
			const response = await callRoute(register.action, apiRequest('POST', '/api/register', { body: newAccount() }), {
				ip,
			})
			statuses.push(response.status)
			if (response.status === 429) {
				expect((await json(response)).message).toMatch(/Too many attempts/)
				expect(response.headers.get('Retry-After')).toMatch(/^\d+$/)
			}
		}
		expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
		expect(statuses[10]).toBe(429)
	})
})

describe('POST /api/login, GET /api/user and POST /api/logout', () => {
	test('signs in with any case of the email, reads the user with the token, then revokes it', async () => {
		const account = newAccount()
		await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }))
		const response = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: account.email.toUpperCase(), password: account.password } }),
		)
		expect(response.status).toBe(200)
		const { token, userType } = (await json(response)) as { token: string; userType: string }
		expect(userType).toBe('employee')

		const me = await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token }))
		expect(me.status).toBe(200)
		const user = await json(me)
		expect(user.email).toBe(account.email)
		expect(user).not.toHaveProperty('password')

		const out = await callRoute(logout.action, apiRequest('POST', '/api/logout', { token }))
		expect(out.status).toBe(200)
		const after = await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token }))
		expect(after.status).toBe(401)
	})

	test('refuses a wrong password and an unknown email alike with 401', async () => {
		const account = newAccount()
		await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }))
		const wrong = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: account.email, password: 'not the password' } }),
		)
		const unknown = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: 'nobody@example.co.uk', password: 'whatever123' } }),
		)
		expect(wrong.status).toBe(401)
		expect(unknown.status).toBe(401)
		expect(await json(wrong)).toEqual(await json(unknown))
	})

	test('answers 400 for missing fields and malformed JSON', async () => {
		const missing = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: 'a@example.co.uk' } }),
		)
		expect(missing.status).toBe(400)
		expect((await json(missing)).errors?.password).toBeDefined()
		const malformed = await callRoute(login.action, apiRequest('POST', '/api/login', { rawBody: 'email=a' }))
		expect(malformed.status).toBe(400)
	})

	test('GET /api/user is 401 without a token, and with an unknown one', async () => {
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user'))).status).toBe(401)
		const bogus = await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token: 'x'.repeat(43) }))
		expect(bogus.status).toBe(401)
	})
})

describe('the cookie session', () => {
	test('the sign-in form starts a session that /api/user reads; logout ends it', async () => {
		const account = newAccount()
		await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }))
		const signIn = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'signin', email: account.email, password: account.password }),
		)
		expect(signIn.status).toBe(302)
		expect(signIn.headers.get('Location')).toBe('/')
		const setCookie = signIn.headers.getSetCookie().find((c) => c.startsWith('session='))
		expect(setCookie).toMatch(/HttpOnly/)
		expect(setCookie).toMatch(/SameSite=Lax/)
		const cookie = cookiesFrom(signIn)

		const me = await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { cookie }))
		expect(me.status).toBe(200)

		// A cookie-authenticated write from another site is refused.
		const crossSite = await callRoute(
			logout.action,
			apiRequest('POST', '/api/logout', { cookie, origin: 'https://evil.example' }),
		)
		expect(crossSite.status).toBe(403)
		const noOrigin = await callRoute(logout.action, apiRequest('POST', '/api/logout', { cookie, origin: null }))
		expect(noOrigin.status).toBe(403)

		const out = await callRoute(logout.action, apiRequest('POST', '/api/logout', { cookie }))
		expect(out.status).toBe(200)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { cookie }))).status).toBe(401)
	})

	test('a sign-in never keeps a session id the browser already had', async () => {
		const account = newAccount()
		await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }))
		const planted = 'session=' + encodeURIComponent(btoa(JSON.stringify('A'.repeat(43))))
		const response = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'signin', email: account.email, password: account.password }, { cookie: planted }),
		)
		expect(response.status).toBe(302)
		const cookie = response.headers
			.getSetCookie()
			.find((c) => c.startsWith('session='))!
			.split(';')[0]!
		expect(cookie).not.toBe(planted)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { cookie: planted }))).status).toBe(401)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { cookie }))).status).toBe(200)
	})

	test('registration through the form rejects a duplicate email with a field error', async () => {
		const account = newAccount()
		await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }))
		const response = await callRoute(authRoute.action, formRequest('/auth', { intent: 'register', ...account }))
		expect(response.status).toBe(409)
		const body = (await response.json()) as { result: { error: Record<string, string[]> } }
		expect(body.result.error.email).toEqual(['An account with this email already exists'])
	})

	test('a filled honeypot rejects the form', async () => {
		const response = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'register', ...newAccount(), website: 'http://spam.example' }),
		)
		expect(response.status).toBe(400)
	})
})
