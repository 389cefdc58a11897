// What a request may carry (decision 103), through the root middleware and the real routes.
import { describe, expect, test } from 'vitest'
import * as home from '../features/jobs/routes/_index.tsx'
import * as apiJobs from '../features/jobs/routes/api.jobs.ts'
import * as apiLogin from '../features/accounts/routes/api.login.ts'
import * as apiRegister from '../features/accounts/routes/api.register.ts'
import * as apiForgotPassword from '../features/accounts/routes/api.forgot-password.ts'
import * as apiResetPassword from '../features/accounts/routes/api.reset-password.ts'
import * as apiUserRoute from '../features/accounts/routes/api.user.ts'
import * as apiApply from '../features/applying/routes/api.jobs.$id.apply.ts'
import * as auth from '../features/accounts/routes/auth.tsx'
import * as preferences from '../features/recommendations/routes/preferences.tsx'
import { apiRequest, callRoute, formRequest, newAccount, nextIp, ORIGIN } from '../../tests/fixtures/route.ts'
import { withParams } from '../../tests/fixtures/jobs.ts'
import { signedIn } from '../../tests/fixtures/signed-in.ts'
import { apiUser } from '../../tests/fixtures/jobs.ts'
import { BODY_LIMIT, JSON_DEPTH_LIMIT } from './request-limits.server.ts'

/** A body sent in chunks with no Content-Length; `pulled` counts the bytes the server asked for. */
function chunkedBody(total: number, chunk = 16 * 1024) {
	const state = { pulled: 0 }
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (state.pulled >= total) return controller.close()
			state.pulled += chunk
			controller.enqueue(new TextEncoder().encode('a'.repeat(chunk)))
		},
	})
	return { stream, state }
}

const post = (path: string, body: BodyInit, headers: Record<string, string>) =>
	new Request(`${ORIGIN}${path}`, {
		method: 'POST',
		body,
		headers: { Origin: ORIGIN, ...headers },
		duplex: 'half',
	} as RequestInit)

describe('NUL in any text', () => {
	test('in the query: 400 naming the field, on a page and in the API', async () => {
		const page = await callRoute(home.loader, new Request(`${ORIGIN}/?search=%00`))
		expect(page.status).toBe(400)
		const api = await callRoute(apiJobs.loader, apiRequest('GET', '/api/jobs?search=a%00b'))
		expect(api.status).toBe(400)
		expect(await api.json()).toEqual({
			message: '“search” contains a character that is not allowed',
			errors: { search: ['Must not contain the NUL character (U+0000)'] },
		})
	})

	test('in a JSON body, a form, or a multipart field: 400 naming it', async () => {
		const json = await callRoute(
			apiRegister.action,
			apiRequest('POST', '/api/register', { body: newAccount({ firstName: 'Em\u0000ma' }) }),
			{ ip: nextIp() },
		)
		expect(json.status).toBe(400)
		expect((await json.json()).errors).toEqual({ firstName: ['Must not contain the NUL character (U+0000)'] })

		const form = await callRoute(
			auth.action,
			formRequest('/auth', { intent: 'register', ...newAccount({ lastName: '\u0000' }) }),
			{ ip: nextIp() },
		)
		expect(form.status).toBe(400)

		const multipart = new FormData()
		multipart.set('applicantName', 'Emma\u0000')
		multipart.set('applicantEmail', 'emma@example.co.uk')
		const apply = await callRoute(
			withParams(apiApply.action),
			new Request(`${ORIGIN}/api/jobs/1/apply`, { method: 'POST', body: multipart }),
			{ params: { id: '1' }, ip: nextIp() },
		)
		expect(apply.status).toBe(400)
		expect((await apply.json()).errors).toEqual({ applicantName: ['Must not contain the NUL character (U+0000)'] })
	})
})

describe('deeply nested JSON', () => {
	const nested = (depth: number, leaf = '"x"') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`

	test('10,000 levels deep is a 400 on every JSON route, never a 500', async () => {
		const { token } = await apiUser('employee')
		const deep = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)},"deep":${nested(4_000)}}`
		const calls = [
			[apiLogin.action, 'POST', '/api/login'],
			[apiRegister.action, 'POST', '/api/register'],
			[apiForgotPassword.action, 'POST', '/api/forgot-password'],
			[apiResetPassword.action, 'POST', '/api/reset-password'],
			[apiUserRoute.action, 'DELETE', '/api/user'],
		] as const
		for (const [action, method, path] of calls) {
			const response = await callRoute(action, apiRequest(method, path, { rawBody: deep, token }), { ip: nextIp() })
			expect(response.status, path).toBe(400)
			expect(await response.json(), path).toEqual({
				message: `The request body is nested too deeply: at most ${JSON_DEPTH_LIMIT} levels`,
			})
		}
	})

	test('the limit itself passes to validation; one level more is refused', async () => {
		const at = await callRoute(
			apiLogin.action,
			apiRequest('POST', '/api/login', { rawBody: nested(JSON_DEPTH_LIMIT) }),
			{
				ip: nextIp(),
			},
		)
		expect(at.status).toBe(400)
		expect((await at.json()).errors).toHaveProperty('email')
		const over = await callRoute(
			apiLogin.action,
			apiRequest('POST', '/api/login', { rawBody: nested(JSON_DEPTH_LIMIT + 1) }),
			{ ip: nextIp() },
		)
		expect(over.status).toBe(400)
		expect((await over.json()).message).toMatch(/nested too deeply/)
	})

	test('a NUL deep inside a body is still named by its path, the first in document order', async () => {
		const body = '{"firstName":"Emma","tags":[{"a":"ok"},{"b\\u0000c":"x","d":"\\u0000"}],"lastName":"\\u0000"}'
		const response = await callRoute(apiRegister.action, apiRequest('POST', '/api/register', { rawBody: body }), {
			ip: nextIp(),
		})
		expect(response.status).toBe(400)
		expect((await response.json()).errors).toEqual({ 'tags.1.bc': ['Must not contain the NUL character (U+0000)'] })
	})
})

describe('bounded bodies', () => {
	test('a declared Content-Length over the limit is refused before a byte is read, closing the connection', async () => {
		const { stream, state } = chunkedBody(300 * 1024 * 1024)
		const response = await callRoute(
			apiLogin.action,
			post('/api/login', stream, { 'Content-Type': 'application/json', 'Content-Length': String(300 * 1024 * 1024) }),
		)
		expect(response.status).toBe(413)
		expect(response.headers.get('Connection')).toBe('close')
		expect(await response.json()).toEqual({ message: 'Request too large: at most 64 KB' })
		expect(state.pulled).toBeLessThanOrEqual(64 * 1024)
	})

	test('a chunked JSON or form body is counted as it arrives and refused past the limit', async () => {
		const json = chunkedBody(300 * 1024 * 1024)
		const api = await callRoute(
			apiLogin.action,
			post('/api/login', json.stream, { 'Content-Type': 'application/json' }),
		)
		expect(api.status).toBe(413)
		expect(json.state.pulled).toBeLessThan(BODY_LIMIT * 3)

		const { cookie } = await signedIn('employee')
		const form = chunkedBody(300 * 1024 * 1024)
		const page = await callRoute(
			preferences.action,
			post('/preferences', form.stream, { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }),
		)
		expect(page.status).toBe(413)
		expect(form.state.pulled).toBeLessThan(BODY_LIMIT * 3)
	})

	test('a JSON route given another content type is 415; a form route given JSON is 415', async () => {
		const login = await callRoute(
			apiLogin.action,
			post('/api/login', 'email=a@b.co&password=x', { 'Content-Type': 'application/x-www-form-urlencoded' }),
		)
		expect(login.status).toBe(415)
		expect(await login.json()).toEqual({ message: 'Send the body as application/json' })
		const page = await callRoute(
			auth.action,
			post('/auth', '{"intent":"register"}', { 'Content-Type': 'application/json' }),
		)
		expect(page.status).toBe(415)
	})
})
