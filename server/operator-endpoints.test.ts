import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import * as forgotPassword from '../app/features/accounts/routes/api.forgot-password.ts'
import * as jobApi from '../app/features/jobs/routes/api.jobs.$id.ts'
import * as jobsApi from '../app/features/jobs/routes/api.jobs.ts'
import { OutboxMessage } from '../app/models/outbox-message.ts'
import { closeSharedOrm, getOrm } from '../app/platform/db.server.ts'
import { createLogger, requestLogging } from '../app/platform/logger.server.ts'
import { deliverOutboxMessage } from '../app/platform/mail-delivery.server.ts'
import { startMetrics } from '../app/platform/metrics-sources.server.ts'
import { bearerMatches, metricsText } from '../app/platform/metrics.server.ts'
import { readyzResponse } from '../app/platform/readiness.server.ts'
import { BACKGROUND_TASKS } from '../app/background-tasks.server.ts'
import { startWorker, stopWorker } from '../app/platform/queue/worker.server.ts'
import { postedJob, apiUser } from '../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm, nextIp, registeredAccount } from '../tests/fixtures/route.ts'
import { metricsListener, operatorEndpoints } from './operator-endpoints.ts'

const TOKEN = 'scrape-token-0123456789abcdef'

type Handler = Parameters<typeof callRoute>[0]

/**
 * The server's front as server/main.ts builds it (request logging, then the operator's endpoints),
 * with a few of the app's routes behind it, each run through the root middleware under its pattern.
 */
async function serve(options: { metricsToken?: string; metricsPort?: number }) {
	const app = express()
	app.use(requestLogging({ trustProxy: false, logger: createLogger() }))
	app.use(operatorEndpoints({ entry: async () => ({ readyzResponse, metricsText }), ...options }))
	const route = (pattern: string, handler: Handler) =>
		app.get(pattern, (req, res, next) => {
			const request = new Request(`http://localhost:3000${req.originalUrl}`, {
				headers: { Accept: 'application/json' },
			})
			callRoute(handler, request, { params: req.params as Record<string, string>, pattern, ip: nextIp() })
				.then(async (response) => {
					res.status(response.status).type(response.headers.get('Content-Type') ?? 'text/plain')
					res.send(await response.text())
				})
				.catch(next)
		})
	route('/api/jobs/:id', jobApi.loader as Handler)
	route('/api/jobs', jobsApi.loader as Handler)
	app.use((_req, res) => void res.status(404).json({ message: 'Not found' }))
	return listening(app.listen(0, '127.0.0.1'))
}

async function listening(server: Server) {
	await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())))
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return { origin, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** The value of one sample in Prometheus's text format, 0 when the exposition has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
	for (const line of text.split('\n')) {
		if (line.startsWith('#')) continue
		const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
		if (!match || match[1] !== name) continue
		const found = Object.fromEntries(
			[...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
		)
		if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
	}
	return 0
}

const scrape = async (origin: string) => {
	const response = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
	expect(response.status).toBe(200)
	expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
	return response.text()
}

withLocalOutbox()
beforeAll(() => startMetrics())

describe('/metrics', () => {
	let front: Awaited<ReturnType<typeof serve>>
	beforeAll(async () => (front = await serve({ metricsToken: TOKEN })))
	afterAll(() => front.close())

	test('counts requests by route pattern, the listing cache, the queue and the mail sent', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Warehouse Operative, Birchwood' })
		const before = await scrape(front.origin)
		const jobRequests = { route: '/api/jobs/:id', method: 'GET', status: '2xx' }

		for (let i = 0; i < 3; i++) expect((await fetch(`${front.origin}/api/jobs/${job.id}`)).status).toBe(200)
		expect((await fetch(`${front.origin}/api/jobs/999999999`)).status).toBe(404)
		for (let i = 0; i < 2; i++) expect((await fetch(`${front.origin}/api/jobs?q=warehouse`)).status).toBe(200)
		// A password reset's mail, queued and not yet delivered.
		const account = await registeredAccount()
		const reset = apiRequest('POST', '/api/forgot-password', { body: { email: account.email } })
		expect((await callRoute(forgotPassword.action, reset, { ip: nextIp() })).status).toBe(200)

		const queued = await scrape(front.origin)
		const count = (text: string, labels: Record<string, string>) =>
			sample(text, 'wj_http_request_duration_seconds_count', labels)
		expect(count(queued, jobRequests) - count(before, jobRequests)).toBe(3)
		expect(count(queued, { ...jobRequests, status: '4xx' }) - count(before, { ...jobRequests, status: '4xx' })).toBe(1)
		// One bucket holds every request: its time is counted, not only its number.
		expect(sample(queued, 'wj_http_request_duration_seconds_bucket', { ...jobRequests, le: '+Inf' })).toBe(
			count(queued, jobRequests),
		)
		expect(count(queued, { route: '/api/jobs/999999999' })).toBe(0)
		const lookups = (text: string, result: string) =>
			sample(text, 'wj_cache_lookups_total', { cache: 'listing', result })
		expect(lookups(queued, 'hit') - lookups(before, 'hit')).toBeGreaterThanOrEqual(1)
		expect(lookups(queued, 'miss') + lookups(queued, 'stale')).toBeGreaterThan(lookups(before, 'miss'))
		expect(sample(queued, 'wj_metrics_database_read_ok')).toBe(1)
		expect(sample(queued, 'wj_queue_waiting_jobs', { task: 'mail-delivery' })).toBeGreaterThanOrEqual(1)
		expect(sample(queued, 'wj_queue_oldest_waiting_seconds', { task: 'mail-delivery' })).toBeGreaterThanOrEqual(0)
		expect(sample(queued, 'wj_mail_outbox_messages', { status: 'queued' })).toBeGreaterThanOrEqual(1)
		expect(queued).toMatch(/^wj_db_pool_connections\{state="idle"\} \d+$/m)
		expect(queued).toMatch(/^nodejs_eventloop_lag_seconds \d/m)

		const [message] = await (await freshEm()).find(OutboxMessage, { to: account.email })
		await deliverOutboxMessage(await freshEm(), message!.id)
		const delivered = await scrape(front.origin)
		const sent = (text: string) => sample(text, 'wj_mail_deliveries_total', { outcome: 'sent' })
		expect(sent(delivered) - sent(queued)).toBe(1)
		expect(sample(delivered, 'wj_mail_outbox_messages', { status: 'sent' })).toBeGreaterThanOrEqual(1)
	})

	test('on the main port only with the token: 401 without it or with a wrong one', async () => {
		const none = await fetch(`${front.origin}/metrics`)
		expect(none.status).toBe(401)
		expect(none.headers.get('WWW-Authenticate')).toMatch(/^Bearer/)
		const wrong = await fetch(`${front.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })
		expect(wrong.status).toBe(401)
		expect(await wrong.text()).not.toContain('wj_')
		expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
		expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false)
		expect(bearerMatches('Bearer ', TOKEN)).toBe(false)
	})

	test('with neither token nor port, /metrics is the app 404', async () => {
		const bare = await serve({})
		try {
			expect((await fetch(`${bare.origin}/metrics`)).status).toBe(404)
		} finally {
			await bare.close()
		}
	})

	test('on METRICS_PORT: its own listener, no token; the main port does not serve it', async () => {
		const listener = await listening(metricsListener(0, '127.0.0.1', metricsText))
		const main = await serve({ metricsToken: TOKEN, metricsPort: 9 })
		try {
			const answer = await fetch(`${listener.origin}/metrics`)
			expect(answer.status).toBe(200)
			expect(await answer.text()).toMatch(/^# HELP wj_http_request_duration_seconds /m)
			expect((await fetch(`${listener.origin}/`)).status).toBe(404)
			const onMain = await fetch(`${main.origin}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
			expect(onMain.status).toBe(404)
		} finally {
			await listener.close()
			await main.close()
		}
	})
})

describe('/healthz and /readyz', () => {
	let front: Awaited<ReturnType<typeof serve>>
	beforeAll(async () => (front = await serve({})))
	afterAll(() => front.close())
	afterEach(() => vi.unstubAllEnvs())

	const readyz = async () => {
		const response = await fetch(`${front.origin}/readyz`)
		return { status: response.status, body: (await response.json()) as Record<string, unknown> }
	}

	test('ready when migrated, the database answers and the worker runs where it should', async () => {
		vi.stubEnv('QUEUE_WORKER', '0')
		expect(await readyz()).toEqual({
			status: 200,
			body: {
				status: 'ready',
				notReady: [],
				database: 'ok',
				migrations: 'applied',
				pendingMigrations: [],
				worker: 'not run here',
			},
		})
		const health = await fetch(`${front.origin}/healthz`)
		expect([health.status, await health.json(), health.headers.get('Cache-Control')]).toEqual([
			200,
			{ status: 'ok' },
			'no-store',
		])
	})

	test('not ready until the worker this process should run has started', async () => {
		vi.stubEnv('QUEUE_WORKER', '1')
		expect(await readyz()).toMatchObject({ status: 503, body: { notReady: ['worker'], worker: 'not started' } })
		await startWorker(BACKGROUND_TASKS)
		try {
			expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ready', worker: 'started' } })
		} finally {
			await stopWorker()
		}
		expect((await readyz()).status).toBe(503)
	})

	test('not ready while a migration is pending', async () => {
		vi.stubEnv('QUEUE_WORKER', '0')
		const connection = (await getOrm()).em.getConnection()
		const [last] = await connection.execute<{ id: number; name: string; executed_at: Date }[]>(
			'select id, name, executed_at from mikro_orm_migrations order by id desc limit 1',
		)
		await connection.execute('delete from mikro_orm_migrations where id = ?', [last!.id])
		try {
			expect(await readyz()).toMatchObject({
				status: 503,
				body: { notReady: ['migrations'], migrations: 'pending', pendingMigrations: [last!.name] },
			})
		} finally {
			await connection.execute('insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)', [
				last!.id,
				last!.name,
				last!.executed_at,
			])
		}
		expect((await readyz()).status).toBe(200)
	})

	test('with the database away: /readyz says so, /healthz still answers, a scrape gives up', async () => {
		vi.stubEnv('QUEUE_WORKER', '0')
		const url = process.env.DATABASE_URL!
		await closeSharedOrm()
		// Nothing listens on port 1: the connection is refused at once.
		process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/gone'
		try {
			expect(await readyz()).toMatchObject({
				status: 503,
				body: { notReady: ['database', 'migrations'], database: 'unreachable', migrations: 'unknown' },
			})
			expect((await fetch(`${front.origin}/healthz`)).status).toBe(200)
			const { text } = await metricsText()
			expect(sample(text, 'wj_metrics_database_read_ok')).toBe(0)
		} finally {
			await closeSharedOrm()
			process.env.DATABASE_URL = url
		}
		expect((await readyz()).status).toBe(200)
	})
})
