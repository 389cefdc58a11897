// Starts the built server as its own process, for the specs that stop or kill it or its database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { findFreePort } from '../../server/embedded-postgres.ts'

export type AppProcess = {
	origin: string
	child: ChildProcess
	exitCode: () => number | null | undefined
	exited: Promise<number | null>
	/** What the server has written so far, its log lines (stdout) and errors (stderr) together. */
	output: () => string
}

/** The built server on a free port; `env` may set APP_ORIGIN (a proxy in front), else it is the server's own. */
export async function startApp(request: APIRequestContext, env: Record<string, string>): Promise<AppProcess> {
	const port = await findFreePort()
	const origin = `http://127.0.0.1:${port}`
	const child = spawn(process.execPath, ['server/index.ts'], {
		env: { ...process.env, DATABASE_URL: '', APP_ORIGIN: origin, ...env, PORT: String(port), NODE_ENV: 'production' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let stderr = ''
	let output = ''
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr?.on('data', (chunk: Buffer) => {
		stderr += chunk.toString()
		output += chunk.toString()
	})
	let code: number | null | undefined
	const exited = new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve((code = exitCode))))
	try {
		await expect
			.poll(
				async () => {
					if (code !== undefined) throw new Error(`The server exited (${code}): ${stderr}`)
					return (await request.get(`${origin}/readyz`).catch(() => null))?.status()
				},
				// A fresh embedded database is created, migrated (the skills taxonomy among it) and seeded
				// (every demo job analysed for its skills) before the server answers.
				{ timeout: 120_000 },
			)
			.toBe(200)
	} catch (error) {
		// Not left running (with its PostgreSQL) after the test that gave up on it.
		if (code === undefined) child.kill('SIGTERM')
		throw error
	}
	return { origin, child, exitCode: () => code, exited, output: () => output }
}

/** The database in a prepared data folder (preparedDataDir): migrated and seeded. */
export const PREPARED_DATABASE = 'wj_prepared'

/** This run's prepared folder; playwright.config.ts names the run, and its teardown removes the folder. */
export function preparedFolder() {
	return path.resolve('.data', `e2e-prepared-${process.env.E2E_RUN_ID ?? 'adhoc'}`)
}

/**
 * Fills `dataDir` with an embedded PostgreSQL already created, migrated and seeded, so that a spec
 * starting the server on a folder of its own waits seconds rather than a minute (initdb, the
 * taxonomy's 150,000 rows, the demo seed with every job's skills). tests/e2e/prepare-folder.ts
 * makes the folder once per run, started by playwright.config.ts beside the app server's start;
 * this waits for it and copies it. First-run migrating and seeding are tested in
 * server/start-up.test.ts; these specs test what happens to a running server and its PostgreSQL.
 * Start the server with EMBEDDED_DATABASE_NAME set to PREPARED_DATABASE.
 */
export async function preparedDataDir(dataDir: string) {
	const folder = preparedFolder()
	await expect
		.poll(
			() => {
				if (existsSync(`${folder}.failed`)) throw new Error(readFileSync(`${folder}.failed`, 'utf8'))
				return existsSync(`${folder}.ready`)
			},
			{ timeout: 240_000 },
		)
		.toBe(true)
	rmSync(dataDir, { recursive: true, force: true })
	// -a: as root the files belong to the `postgres` user, who must still own the copy.
	const copied = spawnSync('cp', ['-a', folder, dataDir], { encoding: 'utf8' })
	if (copied.status !== 0) throw new Error(`Could not copy ${folder}: ${copied.stderr}`)
}

/** Removes this run's prepared folder (playwright.config.ts's teardown). */
export function removePreparedFolder() {
	const folder = preparedFolder()
	for (const suffix of ['', '.ready', '.failed', '.leases'])
		rmSync(`${folder}${suffix}`, { recursive: true, force: true })
}

/** Whether a process (a server, a postmaster) is still running. */
export { isAlive } from '../../server/postmaster.ts'
