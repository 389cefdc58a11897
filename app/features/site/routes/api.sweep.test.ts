// The hostile sweep (issue 10): every /api route in routes.ts, every method, signed out and by
// session cookie (bearer tokens are the OpenAPI fuzz's), given NUL bytes, control characters, huge
// strings, wrong types, wrong content types, oversize bodies and unknown ids, through the root
// middleware.
// Nothing may answer 5xx, and every error must be the one shape { message, errors? }.
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { HOSTILE_BODIES, HOSTILE_IDS, HOSTILE_QUERIES } from '../../../../tests/fixtures/hostile.ts'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { configureStripe } from '../../../../tests/fixtures/payments.ts'
import { callRoute, nextIp, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { stripeHandlers } from '../../../../tests/mocks/stripe.ts'
import routes from '../../../routes.ts'

type Module = { loader?: (args: never) => unknown; action?: (args: never) => unknown }
type Caller = { label: string; headers: Record<string, string> }

const server = setupServer(...stripeHandlers)
beforeAll(() => server.listen())
afterAll(() => server.close())

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
// Signing out ends the callers' session and token: those routes go last.
const apiRoutes = routes
	.filter((entry) => entry.path?.startsWith('api/'))
	.sort((a, b) => Number(a.path!.includes('logout')) - Number(b.path!.includes('logout')))

type Failure = { request: string; status: number; body: string }

function checkErrorShape(body: unknown) {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
	const { message, errors } = body as { message?: unknown; errors?: unknown }
	if (typeof message !== 'string') return false
	if (errors === undefined) return true
	if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return false
	return Object.values(errors).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
}

async function send(module: Module, method: string, url: string, params: Record<string, string>, init: RequestInit) {
	const handler = (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? module.loader : module.action) as
		Parameters<typeof callRoute>[0] | undefined
	const request = new Request(url, { method, ...init, duplex: 'half' } as RequestInit)
	// A route without the handler answers 405 in React Router itself, before any of our code.
	if (!handler) return null
	try {
		return await callRoute(handler, request, { params, ip: nextIp() })
	} catch (error) {
		return new Response(`thrown: ${error instanceof Error ? error.stack : String(error)}`, { status: 599 })
	}
}

/** Runs `tasks` a few at a time, as concurrent clients would. */
async function pool<T>(tasks: (() => Promise<T>)[], size: number) {
	let next = 0
	const worker = async () => {
		while (next < tasks.length) await tasks[next++]!()
	}
	await Promise.all(Array.from({ length: size }, worker))
}

describe('the hostile sweep over every /api route', () => {
	test('thousands of hostile requests: no 5xx, every error in the one shape', { timeout: 180_000 }, async () => {
		configureStripe()
		const employer = await apiUser('employer')
		const session = await signedIn('employer')
		const job = await postedJob(employer.user)
		// Bearer tokens of each kind of account are the OpenAPI fuzz's (api-docs/openapi-fuzz.test.ts,
		// every documented operation as anonymous, seeker, employer and admin); this sweep keeps what
		// the fuzz does not send: every method of every route, undocumented ones too, signed out and
		// by session cookie.
		const callers: Caller[] = [
			{ label: 'signed out', headers: {} },
			{ label: 'employer cookie', headers: { Cookie: session.cookie, Origin: ORIGIN } },
		]

		const failures: Failure[] = []
		let sent = 0
		const statuses = new Map<number, number>()
		const tasks: (() => Promise<void>)[] = []
		const plan = (module: Module, method: string, path: string, params: Record<string, string>, init: RequestInit) =>
			tasks.push(async () => {
				const response = await send(module, method, `${ORIGIN}${path}`, params, init)
				if (!response) return
				sent += 1
				statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
				const text = method === 'HEAD' ? '' : await response.text()
				const label = `${method} ${path.slice(0, 120)} ${JSON.stringify(init.headers ?? {}).slice(0, 80)}`
				if (response.status >= 500) failures.push({ request: label, status: response.status, body: text.slice(0, 300) })
				else if (response.status >= 400 && method !== 'HEAD') {
					let body: unknown = null
					try {
						body = JSON.parse(text)
					} catch {
						// not JSON: a failure below
					}
					if (!checkErrorShape(body))
						failures.push({ request: label, status: response.status, body: text.slice(0, 300) })
				}
			})

		for (const entry of apiRoutes) {
			const module = (await import(/* @vite-ignore */ `../../../${entry.file}`)) as Module
			const names = [...entry.path!.matchAll(/:(\w+)/g)].map((match) => match[1]!)
			const pathWith = (id: string) => '/' + entry.path!.replace(/:\w+/g, () => id).replace('*', 'no/such/thing')
			const paramsWith = (id: string) => {
				const params: Record<string, string> = Object.fromEntries(names.map((name) => [name, decodeURIComponent(id)]))
				if (entry.path!.endsWith('*')) params['*'] = 'no/such/thing'
				return params
			}
			const validId = String(job.id)
			for (const caller of callers) {
				for (const method of METHODS) {
					if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
						for (const query of ['', ...HOSTILE_QUERIES]) {
							plan(module, method, pathWith(validId) + query, paramsWith(validId), { headers: caller.headers })
						}
					} else {
						for (const [, contentType, body] of HOSTILE_BODIES) {
							const headers = { ...caller.headers }
							if (contentType && contentType !== 'multipart') headers['Content-Type'] = contentType
							plan(module, method, pathWith(validId), paramsWith(validId), { headers, body: body() })
						}
					}
					if (names.length === 0) continue
					for (const id of HOSTILE_IDS) {
						const headers = { ...caller.headers, 'Content-Type': 'application/json' }
						const init =
							method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? { headers } : { headers, body: '{}' }
						plan(module, method, pathWith(id), paramsWith(id), init)
					}
				}
			}
		}

		const started = Date.now()
		await pool(tasks, 8)
		console.log(`hostile sweep: ${sent} requests in ${Date.now() - started} ms`, Object.fromEntries(statuses))
		expect(failures.slice(0, 20)).toEqual([])
		expect(sent).toBeGreaterThan(3000)
	})
})
