// The database goes away under a running app and comes back: the server stays up, requests
// meanwhile get a clear 503 quickly, and everything recovers without a restart. Started with
// DATABASE_URL on a new database, the app seeds no demo accounts there.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/embedded-postgres.ts'
import { DEMO } from './helpers.ts'
import { startApp, type AppProcess } from './server-process.ts'

test.describe.configure({ mode: 'serial' })

test('the app answers 503 while PostgreSQL is down and recovers when it is back', async ({ request }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'a server test: one run is enough')
	test.setTimeout(120_000)

	const dataDir = path.resolve('.data', `outage-test-postgres-${process.pid}`)
	let database: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir })
	const databasePort = Number(new URL(database.adminUrl).port)
	let app: AppProcess | undefined
	try {
		app = await startApp(request, { DATABASE_URL: database.adminUrl })
		const { origin } = app
		// A database named by DATABASE_URL gets no demo data unless asked (§22.22).
		const demo = await request.post(`${origin}/api/login`, {
			data: { email: DEMO.employer.email, password: DEMO.employer.password },
		})
		expect(demo.status()).toBe(401)

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
		const health = await request.get(`${origin}/healthz`)
		expect(health.status()).toBe(503)
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

		await expect.poll(async () => (await request.get(`${origin}/healthz`)).status(), { timeout: 20_000 }).toBe(200)
		expect((await request.get(`${origin}/api/user`, { headers: auth })).status()).toBe(200)
		expect(app.exitCode()).toBeUndefined()
	} finally {
		app?.child.kill('SIGTERM')
		await database.stop()
		rmSync(dataDir, { recursive: true, force: true })
	}
})
