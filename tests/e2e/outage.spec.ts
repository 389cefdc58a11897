// The database goes away under a running app and comes back: the server stays up, requests
// meanwhile get a clear 503 quickly, and everything recovers without a restart. The app runs with
// DATABASE_URL on a PostgreSQL of the test's own, a copy of the run's prepared folder (migrated
// already); that a DATABASE_URL database gets no demo data unless asked is server/start-up.test.ts's.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/embedded-postgres.ts'
import { PREPARED_DATABASE, preparedDataDir, startApp, type AppProcess } from './server-process.ts'

test.describe.configure({ mode: 'serial' })

test('the app answers 503 while PostgreSQL is down and recovers when it is back', async ({ request }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'a server test: one run is enough')
	test.setTimeout(120_000)

	const dataDir = path.resolve('.data', `outage-test-postgres-${process.pid}`)
	await preparedDataDir(dataDir)
	let database: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir })
	const databasePort = Number(new URL(database.adminUrl).port)
	let app: AppProcess | undefined
	try {
		app = await startApp(request, { DATABASE_URL: database.urlFor(PREPARED_DATABASE) })
		const { origin } = app

		const registered = await request.post(`${origin}/api/register`, {
			data: {
				email: `outage-${Date.now()}@example.co.uk`,
				password: 'a long enough password',
				firstName: 'Olivia',
				lastName: 'Padgate',
				userType: 'employee',
			},
		})
		expect(registered.status()).toBe(201)
		const { token } = (await registered.json()) as { token: string }
		const auth = { Authorization: `Bearer ${token}` }
		expect((await request.get(`${origin}/api/user`, { headers: auth })).status()).toBe(200)

		await database.stop()

		const started = Date.now()
		// Alive, not ready: a supervisor leaves the process be, a load balancer sends it nothing.
		expect((await request.get(`${origin}/healthz`)).status()).toBe(200)
		const readiness = await request.get(`${origin}/readyz`)
		expect(readiness.status()).toBe(503)
		expect(await readiness.json()).toMatchObject({ notReady: expect.arrayContaining(['database']) })
		const apiCall = await request.get(`${origin}/api/user`, { headers: auth })
		expect(apiCall.status()).toBe(503)
		expect(((await apiCall.json()) as { message: string }).message).toMatch(/temporarily unavailable/)
		const page = await request.get(`${origin}/auth`, {
			headers: {
				Accept: 'text/html',
				Cookie: 'session=IkFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQSI%3D',
			},
		})
		expect(page.status()).toBe(503)
		expect(await page.text()).toContain('Temporarily unavailable')
		expect(Date.now() - started).toBeLessThan(15_000)

		database = await startEmbeddedPostgres({ dataDir, port: databasePort })

		await expect.poll(async () => (await request.get(`${origin}/readyz`)).status(), { timeout: 20_000 }).toBe(200)
		expect((await request.get(`${origin}/api/user`, { headers: auth })).status()).toBe(200)
		expect(app.exitCode()).toBeUndefined()
	} finally {
		app?.child.kill('SIGTERM')
		await database.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
})
