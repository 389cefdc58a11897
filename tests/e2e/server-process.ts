// Starts the built server as its own process, for the specs that stop or kill it or its database.
import { spawn, type ChildProcess } from 'node:child_process'
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
	await expect
		.poll(
			async () => {
				if (code !== undefined) throw new Error(`The server exited (${code}): ${stderr}`)
				return (await request.get(`${origin}/healthz`).catch(() => null))?.status()
			},
			// A fresh embedded database is created, migrated (the skills taxonomy among it) and seeded
			// (every demo job analysed for its skills) before the server answers.
			{ timeout: 120_000 },
		)
		.toBe(200)
	return { origin, child, exitCode: () => code, exited, output: () => output }
}

/** Whether a process (a server, a postmaster) is still running. */
export { isAlive } from '../../server/postmaster.ts'
