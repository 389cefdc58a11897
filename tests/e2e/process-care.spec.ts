// Two instances of the built server sharing one embedded PostgreSQL data folder (decision 187), and
// the shutdown deadline (decision 194). The owner of the postmaster killed with SIGKILL and started
// again adopts the PostgreSQL its neighbour still uses; the postmaster killed under both is started
// again on its port and both recover, queue worker included; SIGTERM ends an instance within its
// deadline, at once with a keep-alive connection open and, with its database frozen, at the deadline
// with a log line saying what was still open. Server processes without a browser: `js` only.
import { readFileSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { childPids } from '../../scripts/process-tree.ts'
import { isAlive, PREPARED_DATABASE, preparedDataDir, startApp, type AppProcess } from './server-process.ts'

test.describe.configure({ mode: 'serial' })

const dataDir = path.resolve('.data', `shared-test-postgres-${process.pid}`)
const DATABASE = PREPARED_DATABASE
/** Short, so that the frozen database's case ends in seconds. */
const DEADLINE_SECONDS = 4
const env = {
	EMBEDDED_POSTGRES_DIR: dataDir,
	EMBEDDED_DATABASE_NAME: DATABASE,
	SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_SECONDS),
}
const lockFile = path.join(dataDir, 'postmaster.pid')
/** The postmaster's pid and port, from its lock file. */
const postmaster = () => {
	const lines = readFileSync(lockFile, 'utf8').split('\n')
	return { pid: Number(lines[0]), port: Number(lines[3]) }
}

let starter: APIRequestContext
let first: AppProcess
let second: AppProcess
let restarted: AppProcess

const health = async (app: AppProcess) => (await starter.get(`${app.origin}/healthz`).catch(() => null))?.status()

test.beforeAll(async ({ playwright }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'server processes without a browser: one run is enough')
	rmSync(dataDir, { recursive: true, force: true })
	starter = await playwright.request.newContext()
})

test.afterAll(async () => {
	const running = (() => {
		try {
			return postmaster().pid
		} catch {
			return 0
		}
	})()
	if (running) for (const pid of [running, ...childPids(running)]) signal(pid, 'SIGCONT')
	for (const app of [first, second, restarted]) {
		if (!app || app.exitCode() !== undefined) continue
		app.child.kill('SIGKILL')
		await app.exited
	}
	if (running && isAlive(running)) {
		signal(running, 'SIGINT')
		await expect.poll(() => isAlive(running), { timeout: 15_000 }).toBe(false)
	}
	await starter?.dispose()
	rmSync(dataDir, { recursive: true, force: true })
	rmSync(`${dataDir}.leases`, { recursive: true, force: true })
})

function signal(pid: number, name: NodeJS.Signals) {
	try {
		process.kill(pid, name)
	} catch {
		// Gone already.
	}
}

test('an instance killed and started again adopts the PostgreSQL its neighbour still uses', async () => {
	test.setTimeout(240_000)
	await preparedDataDir(dataDir)
	first = await startApp(starter, env)
	const owned = postmaster()
	second = await startApp(starter, env)
	expect(postmaster()).toEqual(owned)

	first.child.kill('SIGKILL')
	await first.exited
	expect(isAlive(owned.pid)).toBe(true)
	expect(await health(second)).toBe(200)

	restarted = await startApp(starter, env)
	// The same postmaster, not a new one on another port behind the neighbour's back.
	expect(postmaster()).toEqual(owned)
	expect(await health(second)).toBe(200)
	expect(await health(restarted)).toBe(200)
})

test('PostgreSQL killed under both instances is started again on its port, and both recover', async () => {
	test.setTimeout(90_000)
	const email = `shared-${Date.now()}@example.co.uk`
	const registered = await starter.post(`${second.origin}/api/register`, {
		data: { email, password: 'a long enough password', firstName: 'Poppy', lastName: 'Penketh', userType: 'employee' },
	})
	expect(registered.status()).toBe(201)
	const auth = { Authorization: `Bearer ${((await registered.json()) as { token: string }).token}` }

	const killed = postmaster()
	// Started by the instance killed in the test before: neither instance is its parent now.
	process.kill(killed.pid, 'SIGKILL')
	await expect.poll(() => isAlive(killed.pid)).toBe(false)
	for (const app of [second, restarted]) {
		await expect.poll(() => health(app), { timeout: 30_000, intervals: [250] }).toBe(200)
	}
	const back = postmaster()
	expect(back.pid).not.toBe(killed.pid)
	expect(back.port).toBe(killed.port)
	for (const app of [second, restarted]) {
		await expect
			.poll(async () => (await starter.get(`${app.origin}/api/user`, { headers: auth })).status(), { timeout: 15_000 })
			.toBe(200)
	}

	// The queue's worker recovered too: a mail asked for now is delivered.
	const asked = await starter.post(`${restarted.origin}/api/forgot-password`, { data: { email } })
	expect(asked.status()).toBe(200)
	const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${back.port}/${DATABASE}` })
	await client.connect()
	try {
		const outbox = async () =>
			(
				await client.query<{ status: string }>(
					`select status from mail_outbox where "to" = $1 and subject like 'Reset your%'`,
					[email],
				)
			).rows.map((row) => row.status)
		await expect.poll(outbox, { timeout: 30_000 }).toContain('sent')
		expect(await outbox()).not.toContain('queued')
	} finally {
		await client.end()
	}
})

test('SIGTERM ends an instance at once despite keep-alive, and at its deadline with the database frozen', async () => {
	test.setTimeout(60_000)
	// An idle keep-alive connection does not hold the process: it is closed, and the exit is 0.
	const agent = new Agent({ keepAlive: true, maxSockets: 1 })
	const status = await new Promise<number>((resolve, reject) => {
		httpRequest(`${restarted.origin}/healthz`, { agent }, (response) => {
			response.resume()
			resolve(response.statusCode ?? 0)
		})
			.on('error', reject)
			.end()
	})
	expect(status).toBe(200)
	let sent = Date.now()
	restarted.child.kill('SIGTERM')
	expect(await restarted.exited).toBe(0)
	expect(Date.now() - sent).toBeLessThan(DEADLINE_SECONDS * 1000)
	agent.destroy()
	// It left PostgreSQL running for its neighbour.
	const shared = postmaster()
	expect(isAlive(shared.pid)).toBe(true)
	expect(await health(second)).toBe(200)

	// A request whose body never ends, and the database frozen: the steps cannot finish, the watchdog does.
	const body = JSON.stringify({ email: 'nobody@example.co.uk', password: 'not the password at all' })
	const slow = httpRequest(`${second.origin}/api/login`, {
		method: 'POST',
		agent: false,
		headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
	})
	slow.on('error', () => {})
	slow.write(body.slice(0, 10))
	for (const pid of [shared.pid, ...childPids(shared.pid)]) signal(pid, 'SIGSTOP')
	sent = Date.now()
	second.child.kill('SIGTERM')
	expect(await second.exited).toBe(1)
	const took = Date.now() - sent
	expect(took).toBeGreaterThanOrEqual(DEADLINE_SECONDS * 1000)
	expect(took).toBeLessThan(DEADLINE_SECONDS * 1000 + 3_000)
	const line = second
		.output()
		.split('\n')
		.find((text) => text.includes('shutdown did not finish'))
	expect(line).toBeDefined()
	const logged = JSON.parse(line!) as { step: string; openHttpConnections: number; resources: { counts: object } }
	expect(logged.step).toBeTruthy()
	expect(logged.openHttpConnections).toBeGreaterThanOrEqual(0)
	expect(Object.keys(logged.resources.counts).length).toBeGreaterThan(0)
	slow.destroy()
})
