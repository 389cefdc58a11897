// DELETE /api/user (decision 164): the password in the body, then everything goes at once.
import { describe, expect, test } from 'vitest'
import { apiRequest, callRoute, freshEm, newAccount, nextIp } from '../../../../tests/fixtures/route.ts'
import { startSession } from '../../../platform/session.server.ts'
import { cookiesFrom, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { issueApiToken } from '../../../platform/api-tokens.server.ts'
import { createUser } from '../../../platform/users.server.ts'
import * as login from './api.login.ts'
import * as userRoute from './api.user.ts'

async function account() {
	const em = await freshEm()
	const details = newAccount()
	const user = await createUser(em, { ...details, userType: 'employee' })
	const token = await issueApiToken(em, user)
	const cookie = cookiesFrom(
		new Response(null, { headers: { 'Set-Cookie': await startSession(em, user, new Request(ORIGIN)) } }),
	)
	return { user, token, cookie, password: details.password }
}

const remove = (auth: { token?: string; cookie?: string }, body?: unknown) =>
	callRoute(userRoute.action, apiRequest('DELETE', '/api/user', { ...auth, body }), { ip: nextIp() })

async function stillThere(id: number) {
	return (await (await freshEm()).execute('select 1 from "user" where id = ?', [id])).length > 0
}

describe('DELETE /api/user', () => {
	test('signed out: 401', async () => {
		expect((await remove({}, { password: 'anything at all' })).status).toBe(401)
	})

	test('without a password: 400 naming the field; a wrong one: 403 naming it; nothing is deleted', async () => {
		const { user, token } = await account()
		const missing = await remove({ token }, {})
		expect(missing.status).toBe(400)
		expect((await missing.json()).errors.password).toEqual(['Enter your password to delete your account'])
		const wrong = await remove({ token }, { password: 'not my password' })
		expect(wrong.status).toBe(403)
		expect(await wrong.json()).toEqual({
			message: 'That password is not right',
			errors: { password: ['That password is not right'] },
		})
		expect(await stillThere(user.id)).toBe(true)
	})

	test('the right password with a bearer token deletes the account; the token and sign-in stop working', async () => {
		const { user, token, password } = await account()
		const response = await remove({ token }, { password })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ message: 'Account deleted' })
		expect(await stillThere(user.id)).toBe(false)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { token }))).status).toBe(401)
		const signIn = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: user.email, password } }),
			{ ip: nextIp() },
		)
		expect(signIn.status).toBe(401)
	})

	test('with the session cookie: the cookie is cleared too', async () => {
		const { user, cookie, password } = await account()
		const response = await remove({ cookie }, { password })
		expect(response.status).toBe(200)
		expect(response.headers.get('Set-Cookie')).toMatch(/Max-Age=0/i)
		expect(await stillThere(user.id)).toBe(false)
		expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', { cookie }))).status).toBe(401)
	})
})
