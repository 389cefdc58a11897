// The one Origin rule, OPTIONS and CORS, through the root middleware as the server runs them.
import { afterEach, describe, expect, test } from 'vitest'
import * as logout from '../features/accounts/routes/logout.tsx'
import * as apiLogout from '../features/accounts/routes/api.logout.ts'
import * as apiUser from '../features/accounts/routes/api.user.ts'
import * as employerDashboard from '../features/employer/routes/employer-dashboard.tsx'
import * as preferences from '../features/recommendations/routes/preferences.tsx'
import * as login from '../features/accounts/routes/api.login.ts'
import { apiRequest, callRoute, formRequest, nextIp, ORIGIN, registeredAccount } from '../../tests/fixtures/route.ts'
import { apiUser as tokenUser } from '../../tests/fixtures/jobs.ts'
import { signedIn } from '../../tests/fixtures/signed-in.ts'

const EVIL = 'https://evil.example'

/** A form post with the session cookie, from `origin` (null: no Origin header), with extra headers. */
function cookiePost(path: string, cookie: string, origin: string | null, headers: Record<string, string> = {}) {
	const request = formRequest(path, { intent: 'x' }, { cookie })
	if (origin === null) request.headers.delete('Origin')
	else request.headers.set('Origin', origin)
	for (const [name, value] of Object.entries(headers)) request.headers.set(name, value)
	return request
}

afterEach(() => {
	delete process.env.CORS_ORIGINS
})

describe('the Origin rule for writes made with the session cookie', () => {
	test('refused from another site, with no Origin, or with Origin null, on pages, form routes and the API', async () => {
		const { cookie } = await signedIn('employer')
		for (const origin of [EVIL, null, 'null', 'http://localhost:3000.evil.example']) {
			for (const [handler, path] of [
				[logout.action, '/logout'],
				[preferences.action, '/preferences'],
				[employerDashboard.action, '/employer-dashboard'],
				[apiLogout.action, '/api/logout'],
			] as const) {
				const response = await callRoute(handler, cookiePost(path, cookie, origin))
				expect(response.status, `${path} from ${origin}`).toBe(403)
			}
		}
		// Nothing happened: still signed in.
		expect((await callRoute(apiUser.loader, apiRequest('GET', '/api/user', { cookie }))).status).toBe(200)
	})

	test('an /api refusal is in the error shape; a page refusal is the error page’s 403', async () => {
		const { cookie } = await signedIn('employee')
		const api = await callRoute(apiLogout.action, cookiePost('/api/logout', cookie, EVIL))
		expect(await api.json()).toEqual({ message: 'Cross-origin request refused' })
		const page = await callRoute(logout.action, cookiePost('/logout', cookie, EVIL))
		expect(page.status).toBe(403)
	})

	test('taken from this site, by Origin or, without one, by Sec-Fetch-Site: same-origin', async () => {
		const { cookie } = await signedIn('employee')
		const bySecFetch = await callRoute(
			apiLogout.action,
			cookiePost('/api/logout', cookie, null, { 'Sec-Fetch-Site': 'same-origin' }),
		)
		expect(bySecFetch.status).toBeLessThan(400)
		const other = await signedIn('employee')
		expect((await callRoute(logout.action, cookiePost('/logout', other.cookie, ORIGIN))).status).toBe(302)
		const crossSite = await signedIn('employee')
		const refused = await callRoute(
			apiLogout.action,
			cookiePost('/api/logout', crossSite.cookie, null, { 'Sec-Fetch-Site': 'cross-site' }),
		)
		expect(refused.status).toBe(403)
	})

	test('bearer-token calls and /api calls without a session are not checked; pages refuse a foreign Origin anyway', async () => {
		const { token } = await tokenUser('employee')
		const byToken = await callRoute(apiLogout.action, apiRequest('POST', '/api/logout', { token, origin: EVIL }))
		expect(byToken.status).toBeLessThan(400)
		const account = await registeredAccount()
		const signIn = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: account.email, password: account.password }, origin: EVIL }),
			{ ip: nextIp() },
		)
		expect(signIn.status).toBe(200)
		// React Router's own rule for page actions, kept by ours: another site's Origin is refused even signed out.
		const anonymous = formRequest('/logout', {})
		anonymous.headers.set('Origin', EVIL)
		expect((await callRoute(logout.action, anonymous)).status).toBe(403)
		// A signed-out post without an Origin (a non-browser client) is the route's to answer.
		const bare = formRequest('/logout', {})
		bare.headers.delete('Origin')
		expect((await callRoute(logout.action, bare)).status).toBe(302)
	})
})

describe('OPTIONS and CORS', () => {
	const options = (path: string, headers: Record<string, string> = {}) =>
		new Request(`${ORIGIN}${path}`, { method: 'OPTIONS', headers })

	test('OPTIONS answers 204 with Allow and runs no loader (no user data, even signed in)', async () => {
		const { cookie } = await signedIn('employee')
		const api = await callRoute(apiUser.loader, options('/api/user', { Cookie: cookie }))
		expect(api.status).toBe(204)
		expect(api.headers.get('Allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
		expect(await api.text()).toBe('')
		const page = await callRoute(preferences.loader, options('/preferences', { Cookie: cookie }))
		expect(page.status).toBe(204)
		expect(page.headers.get('Allow')).toBe('GET, HEAD, POST, OPTIONS')
		expect(page.headers.get('Access-Control-Allow-Origin')).toBeNull()
	})

	test('no CORS by default; CORS_ORIGINS names the API clients that may call across origins', async () => {
		const preflight = { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST' }
		expect(
			(await callRoute(login.action, options('/api/login', preflight))).headers.has('Access-Control-Allow-Origin'),
		).toBe(false)

		process.env.CORS_ORIGINS = 'https://app.example, https://other.example/'
		const allowed = await callRoute(login.action, options('/api/login', preflight))
		expect(allowed.status).toBe(204)
		expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://app.example')
		expect(allowed.headers.get('Access-Control-Allow-Headers')).toContain('Authorization')
		expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBeNull()
		expect(allowed.headers.get('Vary')).toBe('Origin')
		const stranger = await callRoute(login.action, options('/api/login', { ...preflight, Origin: EVIL }))
		expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull()
		// Pages are never shared across origins.
		const page = await callRoute(preferences.loader, options('/preferences', preflight))
		expect(page.headers.get('Access-Control-Allow-Origin')).toBeNull()

		const { token } = await tokenUser('employer')
		const call = apiRequest('GET', '/api/user', { token })
		call.headers.set('Origin', 'https://other.example')
		const answer = await callRoute(apiUser.loader, call)
		expect(answer.status).toBe(200)
		expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('https://other.example')
		expect(answer.headers.get('Access-Control-Expose-Headers')).toContain('X-Total-Count')
	})
})
