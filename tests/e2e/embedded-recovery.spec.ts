// The app keeps its embedded PostgreSQL up: killed under load, the postmaster is started again on
// the same port and folder without an app restart (decision 101). And SIGTERM lets a request under
// way finish before the server closes its pool and database and exits 0.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { isAlive, PREPARED_DATABASE, preparedDataDir, startApp, type AppProcess } from './server-process.ts'

test.describe.configure({ mode: 'serial' })

async function withEmbeddedApp(
	request: APIRequestContext,
	name: string,
	fn: (app: AppProcess, lockFile: string) => Promise<void>,
) {
	const dataDir = path.resolve('.data', `${name}-test-postgres-${process.pid}`)
	let app: AppProcess | undefined
	try {
		await preparedDataDir(dataDir)
		app = await startApp(request, { EMBEDDED_POSTGRES_DIR: dataDir, EMBEDDED_DATABASE_NAME: PREPARED_DATABASE })
		await fn(app, path.join(dataDir, 'postmaster.pid'))
	} finally {
		if (app?.exitCode() === undefined) {
			app?.child.kill('SIGTERM')
			await app?.exited
		}
		rmSync(dataDir, { recursive: true, force: true })
	}
}

const postmasterPid = (lockFile: string) => Number(readFileSync(lockFile, 'utf8').split('\n')[0])

test('the embedded PostgreSQL killed under load comes back by itself, data and app intact', async ({
	request,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'a server test: one run is enough')
	test.setTimeout(180_000)
	await withEmbeddedApp(request, 'recovery', async (app, lockFile) => {
		const { origin } = app
		const registered = await request.post(`${origin}/api/register`, {
			data: {
				email: 'recovery@example.co.uk',
				password: 'a long enough password',
				firstName: 'Rowan',
				lastName: 'Latchford',
				userType: 'employee',
			},
		})
		expect(registered.status()).toBe(201)
		const auth = { Authorization: `Bearer ${((await registered.json()) as { token: string }).token}` }

		// Requests keep coming while the database is killed and comes back.
		const statuses: number[] = []
		let loading = true
		const load = (async () => {
			while (loading) {
				const answer = await request.get(`${origin}/api/user`, { headers: auth, timeout: 20_000 }).catch(() => null)
				statuses.push(answer?.status() ?? 0)
				await new Promise((resolve) => setTimeout(resolve, 50))
			}
		})()

		const killed = postmasterPid(lockFile)
		await expect.poll(() => statuses.length).toBeGreaterThan(3)
		process.kill(killed, 'SIGKILL')
		const started = Date.now()
		await expect.poll(() => isAlive(killed)).toBe(false)
		await expect
			.poll(async () => (await request.get(`${origin}/readyz`)).status(), { timeout: 30_000, intervals: [250] })
			.toBe(200)
		const recoveredAfter = Date.now() - started
		// /readyz answers before the app's pool has given up its dead connections: a request sent
		// just before may still get a 503. The load stops once the app itself answers again.
		await expect.poll(() => statuses.at(-1), { timeout: 15_000 }).toBe(200)
		loading = false
		await load

		expect(recoveredAfter).toBeLessThan(30_000)
		expect(app.exitCode()).toBeUndefined()
		const restarted = postmasterPid(lockFile)
		expect(restarted).not.toBe(killed)
		expect(isAlive(restarted)).toBe(true)
		// Between the kill and the restart, a clear 503 at worst: never a 500.
		expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
		expect(statuses.at(-1)).toBe(200)

		const me = await request.get(`${origin}/api/user`, { headers: auth })
		expect(me.status()).toBe(200)
		expect(await me.text()).toContain('recovery@example.co.uk')

		app.child.kill('SIGTERM')
		expect(await app.exited).toBe(0)
		await expect.poll(() => isAlive(restarted)).toBe(false)
		expect(existsSync(lockFile)).toBe(false)
	})
})

test('SIGTERM lets a request under way finish, refuses new ones, then exits 0', async ({ request }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'a server test: one run is enough')
	test.setTimeout(120_000)
	await withEmbeddedApp(request, 'shutdown', async (app, lockFile) => {
		const url = new URL('/api/login', app.origin)
		const body = JSON.stringify({ email: 'nobody@example.co.uk', password: 'not the password at all' })
		// A request whose body arrives slowly: under way when SIGTERM comes, finished a second later.
		const answered = new Promise<number>((resolve, reject) => {
			const slow = httpRequest(url, {
				method: 'POST',
				agent: false,
				headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
			})
			slow.on('response', (response) => {
				response.resume()
				resolve(response.statusCode ?? 0)
			})
			slow.on('error', reject)
			slow.write(body.slice(0, 10))
			setTimeout(() => {
				app.child.kill('SIGTERM')
				setTimeout(() => slow.end(body.slice(10)), 1_000)
			}, 500)
		})
		const postmaster = postmasterPid(lockFile)

		await new Promise((resolve) => setTimeout(resolve, 1_000))
		await expect(request.get(`${app.origin}/healthz`, { timeout: 2_000 })).rejects.toThrow()
		expect(app.exitCode()).toBeUndefined()

		const status = await answered
		expect(status).toBeGreaterThanOrEqual(400)
		expect(status).toBeLessThan(500)
		expect(await app.exited).toBe(0)
		await expect.poll(() => isAlive(postmaster)).toBe(false)
	})
})
