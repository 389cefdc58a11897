// Every API answer that counted against a limit says so in the IETF draft's RateLimit-Policy and
// RateLimit fields (Structured Field lists), and the document names them on every limited call.
import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, newAccount, nextIp, registeredAccount } from '../../../../tests/fixtures/route.ts'
import { openApiDocument } from '../../api-docs/document.server.ts'
import { API_AREAS } from '../../api-docs/areas.ts'
import { RATE_LIMITS, rateLimitHeaders } from '../../../platform/rate-limit.server.ts'
import * as forgotPassword from '../../accounts/routes/api.forgot-password.ts'
import * as jobs from '../../jobs/routes/api.jobs.ts'
import * as login from '../../accounts/routes/api.login.ts'
import * as register from '../../accounts/routes/api.register.ts'

const signIn = (email: string, password: string, ip: string) =>
	callRoute(login.action, apiRequest('POST', '/api/login', { body: { email, password } }), { ip })

/** `"name";r=9;t=900, …` as { name: { r, t } }. */
function stateOf(header: string | null) {
	const state: Record<string, { r: number; t: number }> = {}
	for (const member of (header ?? '').split(/,\s*/).filter(Boolean)) {
		const match = /^"([a-z-]+)";r=(\d+);t=(\d+)$/.exec(member)
		expect(match, member).not.toBeNull()
		state[match![1]!] = { r: Number(match![2]), t: Number(match![3]) }
	}
	return state
}

withLocalOutbox()

describe('RateLimit-Policy and RateLimit', () => {
	test('the fields, as the draft writes them', () => {
		const windowEnd = new Date(Date.now() + 600_000)
		expect(
			rateLimitHeaders(
				[
					{ name: 'login-ip', limit: 30, windowSeconds: 900, used: 1, windowEnd },
					{ name: 'login-account-ip', limit: 10, windowSeconds: 900, used: 12, windowEnd },
				],
				windowEnd.getTime() - 600_000,
			),
		).toEqual({
			'RateLimit-Policy': '"login-ip";q=30;w=900, "login-account-ip";q=10;w=900',
			RateLimit: '"login-ip";r=29;t=600, "login-account-ip";r=0;t=600',
		})
		expect(rateLimitHeaders([])).toBeNull()
	})

	test('POST /api/login: each answer counts down both limits; a 429 says none are left; success gives back', async () => {
		const account = await registeredAccount()
		const ip = nextIp()
		const first = await signIn(account.email, 'a wrong password', ip)
		expect(first.status).toBe(401)
		expect(first.headers.get('RateLimit-Policy')).toBe('"login-ip";q=30;w=900, "login-account-ip";q=10;w=900')
		const counted = stateOf(first.headers.get('RateLimit'))
		expect(counted['login-ip']!.r).toBe(29)
		expect(counted['login-account-ip']!.r).toBe(9)
		expect(counted['login-ip']!.t).toBeGreaterThan(890)
		expect(counted['login-ip']!.t).toBeLessThanOrEqual(900)

		const second = stateOf((await signIn(account.email, 'another wrong one', ip)).headers.get('RateLimit'))
		expect(second['login-account-ip']!.r).toBe(8)

		const right = await signIn(account.email, account.password, ip)
		expect(right.status).toBe(200)
		// The right password's attempt is given back and the account's failures forgotten.
		expect(stateOf(right.headers.get('RateLimit'))).toMatchObject({
			'login-ip': { r: 28 },
			'login-account-ip': { r: 10 },
		})

		for (let i = 0; i < 10; i++) await signIn(account.email, `wrong ${i}`, ip)
		const refused = await signIn(account.email, 'wrong again', ip)
		expect(refused.status).toBe(429)
		expect(stateOf(refused.headers.get('RateLimit'))['login-account-ip']!.r).toBe(0)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
	})

	test('other limited calls tell theirs; a call with no limit carries neither field', async () => {
		const ip = nextIp()
		const registered = await callRoute(register.action, apiRequest('POST', '/api/register', { body: newAccount() }), {
			ip,
		})
		expect(registered.headers.get('RateLimit-Policy')).toBe('"register-ip";q=10;w=3600')
		expect(stateOf(registered.headers.get('RateLimit'))['register-ip']!.r).toBe(9)

		const forgot = await callRoute(
			forgotPassword.action,
			apiRequest('POST', '/api/forgot-password', { body: { email: `nobody-${ip}@example.co.uk` } }),
			{ ip },
		)
		expect(forgot.headers.get('RateLimit-Policy')).toBe('"forgot-ip";q=10;w=3600, "forgot-account";q=3;w=3600')

		const { token } = await apiUser('employee')
		const list = await callRoute(jobs.loader, apiRequest('GET', '/api/jobs', { token }))
		expect(list.status).toBe(200)
		expect(list.headers.get('RateLimit')).toBeNull()
		expect(list.headers.get('RateLimit-Policy')).toBeNull()
	})

	test('the document names both fields on every answer of every limited call, and the limits in words', () => {
		const document = openApiDocument() as {
			paths: Record<string, Record<string, { description: string; responses: Record<string, { headers?: object }> }>>
		}
		const limited = API_AREAS.flatMap((area) => area.operations).filter((operation) => operation.rateLimits?.length)
		expect(limited.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(
			[
				'post /api/forgot-password',
				'post /api/jobs/{id}/apply',
				'post /api/login',
				'post /api/register',
				'post /api/resend-verification',
				'post /api/reset-password',
				'post /api/reviews',
				'post /api/upload/profile-picture',
				'post /api/verify-email',
			].sort(),
		)
		for (const operation of limited) {
			const described = document.paths[operation.path]![operation.method]!
			for (const rule of operation.rateLimits!)
				expect(described.description).toContain(`"${rule.name}";q=${rule.limit};w=${rule.windowSeconds}`)
			for (const [status, answer] of Object.entries(described.responses))
				expect(Object.keys(answer.headers ?? {}), `${operation.path} ${status}`).toEqual(
					expect.arrayContaining(['RateLimit-Policy', 'RateLimit']),
				)
		}
		expect(document.paths['/api/jobs']!.get!.responses['200']!.headers).not.toHaveProperty('RateLimit')
		// The notice sent at most once a day is not the caller's allowance: never told.
		expect(RATE_LIMITS.repeatNoticePerJobAddress.unreported).toBe(true)
	})
})
