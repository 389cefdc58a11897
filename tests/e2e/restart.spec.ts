// `npm start` with the embedded PostgreSQL survives being killed with SIGKILL (the postmaster
// it leaves behind is adopted by the next start) and stops its database on SIGTERM; with
// WEB_CONCURRENCY=2 it runs two server processes and stops them both.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { childPids } from '../../scripts/process-tree.ts'
import { isAlive, PREPARED_DATABASE, preparedDataDir, startApp } from './server-process.ts'

test('the server starts again after SIGKILL on the PostgreSQL it left, and SIGTERM stops it', async ({
	request,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'a server test: one run is enough')
	test.setTimeout(300_000)
	const dataDir = path.resolve('.data', `restart-test-postgres-${process.pid}`)
	await preparedDataDir(dataDir)
	const lockFile = path.join(dataDir, 'postmaster.pid')
	const env = { EMBEDDED_POSTGRES_DIR: dataDir, EMBEDDED_DATABASE_NAME: PREPARED_DATABASE }

	const first = await startApp(request, env)
	first.child.kill('SIGKILL')
	await first.exited
	const orphan = Number(readFileSync(lockFile, 'utf8').split('\n')[0])
	expect(isAlive(orphan)).toBe(true)

	// The postmaster the killed server left is adopted, not stopped (decision 187).
	const second = await startApp(request, env)
	expect(Number(readFileSync(lockFile, 'utf8').split('\n')[0])).toBe(orphan)
	const registered = await request.post(`${second.origin}/api/register`, {
		data: {
			email: 'restart@example.co.uk',
			password: 'a long enough password',
			firstName: 'Rhys',
			lastName: 'Winwick',
			userType: 'employee',
		},
	})
	expect(registered.status()).toBe(201)

	const postmaster = Number(readFileSync(lockFile, 'utf8').split('\n')[0])
	second.child.kill('SIGTERM')
	expect(await second.exited).toBe(0)
	await expect.poll(() => isAlive(postmaster)).toBe(false)
	expect(existsSync(lockFile)).toBe(false)

	// WEB_CONCURRENCY=2 on the same database: two server processes share the port, one killed is
	// started again, and SIGTERM stops both and then PostgreSQL.
	const clustered = await startApp(request, { ...env, WEB_CONCURRENCY: '2' })
	const copies = childPids(clustered.child.pid!, 'server/index.ts')
	expect(copies).toHaveLength(2)
	process.kill(copies[0]!, 'SIGKILL')
	await expect
		.poll(() => childPids(clustered.child.pid!, 'server/index.ts').filter((pid) => pid !== copies[0]))
		.toHaveLength(2)
	for (let i = 0; i < 4; i++) expect((await request.get(`${clustered.origin}/healthz`)).status()).toBe(200)
	const signIn = await request.post(`${clustered.origin}/api/login`, {
		data: { email: 'restart@example.co.uk', password: 'a long enough password' },
	})
	expect(signIn.status()).toBe(200)
	const running = childPids(clustered.child.pid!, 'server/index.ts')
	const clusteredPostmaster = Number(readFileSync(lockFile, 'utf8').split('\n')[0])
	clustered.child.kill('SIGTERM')
	expect(await clustered.exited).toBe(0)
	expect(running.filter(isAlive)).toEqual([])
	await expect.poll(() => isAlive(clusteredPostmaster)).toBe(false)
	rmSync(dataDir, { recursive: true, force: true })
})
