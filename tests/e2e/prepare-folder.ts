// Started by playwright.config.ts as the run begins, beside the app server's own start (which
// migrates and seeds the e2e database on one core while the other waits): makes the run's prepared
// PostgreSQL folder (server-process.ts) by starting the built server on an empty folder and
// stopping it with SIGTERM, then marks it ready, or failed with the server's output.
import { spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { findFreePort } from '../../server/embedded-postgres.ts'
import { PREPARED_DATABASE, preparedFolder } from './server-process.ts'

const folder = preparedFolder()
rmSync(folder, { recursive: true, force: true })
const port = await findFreePort()
const server = spawn(process.execPath, ['server/index.ts'], {
	env: {
		...process.env,
		DATABASE_URL: '',
		EMBEDDED_POSTGRES_DIR: folder,
		EMBEDDED_DATABASE_NAME: PREPARED_DATABASE,
		PORT: String(port),
		APP_ORIGIN: `http://127.0.0.1:${port}`,
		NODE_ENV: 'production',
	},
	stdio: ['ignore', 'pipe', 'pipe'],
})
let output = ''
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
const exited = new Promise<number | null>((resolve) => server.on('exit', resolve))

function fail(reason: string): never {
	server.kill('SIGKILL')
	writeFileSync(`${folder}.failed`, `${reason}\n${output}`)
	process.exit(1)
}

const deadline = Date.now() + 300_000
for (;;) {
	if (server.exitCode !== null) fail(`The server exited (${server.exitCode}) before it answered.`)
	const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
		(response) => response.status,
		() => 0,
	)
	if (status === 200) break
	if (Date.now() > deadline) fail('The server did not answer /healthz within 300 s.')
	await new Promise((resolve) => setTimeout(resolve, 500))
}
server.kill('SIGTERM')
if ((await exited) !== 0) fail('The server did not stop cleanly.')
rmSync(`${folder}.leases`, { recursive: true, force: true })
writeFileSync(`${folder}.ready`, '')
process.exit(0)
