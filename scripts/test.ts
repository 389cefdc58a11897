// `npm test` (and `npm run validate`), which is also what CI runs: format check, lint and
// typecheck, then the Vitest suite, a production build and the browser tests, these three against
// one PostgreSQL server started here and stopped at the end.
// Stops at the first failing step. Exit code 0 only when every step passed.
//
// A subset while working: `npm test -- --e2e tests/e2e/payment.spec.ts` skips Vitest and passes
// the rest to Playwright; `npm test -- --unit app/features/payments` runs only those Vitest files. Such
// runs build into their own folder, so two of them never overwrite each other's build.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, openSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ensureDatabase, openDatabaseServer, type DatabaseServer } from '../server/database.ts'
import { findFreePort } from '../server/embedded-postgres.ts'
import { CHROMIUM_PACKAGE, CHROMIUM_PATH } from '../tests/e2e/environment.ts'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

/** DATABASE_URL for the steps names this database; Vitest and Playwright make their own beside it. */
const RUNNER_DATABASE = 'wj_test_admin'

const [mode, ...selection] = process.argv.slice(2)
type Step = { name: string; bin: string; args: string[] }
// The checks that need no database come first: a formatting slip fails in seconds, not after ten
// minutes. Two chains side by side, one a core (each tool is single-threaded): about 25 s less.
const CHECKS: Step[][] = [
	[
		{ name: 'format', bin: 'prettier', args: ['--check', '--log-level', 'warn', '.'] },
		{ name: 'lint', bin: 'eslint', args: ['.'] },
	],
	[
		{ name: 'typegen', bin: 'react-router', args: ['typegen'] },
		{ name: 'typecheck', bin: 'tsc', args: [] },
	],
]
const VITEST: Step = { name: 'vitest', bin: 'vitest', args: ['run'] }
const BUILD: Step = { name: 'build', bin: 'react-router', args: ['build'] }
const PLAYWRIGHT: Step = { name: 'playwright', bin: 'playwright', args: ['test'] }
const STEPS: Step[] =
	mode === '--e2e'
		? [BUILD, { ...PLAYWRIGHT, args: ['test', ...selection] }]
		: mode === '--unit'
			? [{ ...VITEST, args: ['run', ...selection] }]
			: [VITEST, BUILD, PLAYWRIGHT]
if (mode === '--e2e') process.env.BUILD_DIR ??= path.join('.data', 'builds', `run-${process.pid}`)

const started = Date.now()
let database: DatabaseServer | undefined
const running = new Set<ChildProcess>()
let finishing = false

function seconds(ms: number) {
	const total = Math.round(ms / 1000)
	return total >= 60 ? `${Math.floor(total / 60)}m${String(total % 60).padStart(2, '0')}s` : `${total}s`
}

async function finish(code: number, summary: string): Promise<never> {
	// A signal and the interrupted step's exit can both get here: the first one decides.
	if (finishing) return new Promise<never>(() => {})
	finishing = true
	await database?.stop().catch((error: unknown) => console.error('Could not stop PostgreSQL:', error))
	if (mode === '--e2e' && process.env.BUILD_DIR) rmSync(process.env.BUILD_DIR, { recursive: true, force: true })
	console.log(`\n${summary}`)
	// Always exit explicitly: embedded-postgres's exit hook would otherwise exit with 0.
	process.exit(code)
}

function ensureChromium() {
	if (existsSync(CHROMIUM_PATH)) return
	const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
	if (!canInstall) {
		console.error(`Chromium is missing: run \`sudo apt-get install ${CHROMIUM_PACKAGE}\` and try again.`)
		process.exit(1)
	}
	mkdirSync('.data', { recursive: true })
	const logFile = path.resolve('.data', 'apt-chromium.log')
	console.log(`Chromium is missing: installing it with apt-get (output in ${path.relative(root, logFile)}) ...`)
	const log = openSync(logFile, 'a')
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
	// Wait for another apt run (unattended upgrades, say) instead of failing on its lock.
	const waitForLock = ['-o', 'DPkg::Lock::Timeout=600']
	// An update that fails for one source still refreshes the others: try the install regardless.
	spawnSync('apt-get', ['update', ...waitForLock], { stdio: ['ignore', log, log], env })
	spawnSync('apt-get', ['install', '-y', ...waitForLock, CHROMIUM_PACKAGE], { stdio: ['ignore', log, log], env })
	if (!existsSync(CHROMIUM_PATH)) {
		console.error(
			`Chromium is missing and apt-get could not install it (see ${logFile}): run \`sudo apt-get install ${CHROMIUM_PACKAGE}\` and try again.`,
		)
		process.exit(1)
	}
}

/**
 * Runs one step with the same Node as this script (the `node` package's 24.x), never whatever is on
 * PATH. With `quiet`, its output is held and printed in one piece when it ends, so that steps run
 * side by side do not mix their lines.
 */
function run(step: Step, env: NodeJS.ProcessEnv, { quiet = false } = {}): Promise<number> {
	const header = `\n> ${step.bin} ${step.args.join(' ')}\n`
	if (!quiet) console.log(header)
	const child = spawn(process.execPath, [path.join(root, 'node_modules', '.bin', step.bin), ...step.args], {
		stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
		env,
	})
	const held: Buffer[] = []
	child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
	child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
	running.add(child)
	return new Promise((resolve) => {
		child.on('error', (error) => {
			console.error(`Could not start ${step.bin}:`, error)
			resolve(1)
		})
		child.on('close', (code, signal) => {
			running.delete(child)
			if (quiet) process.stdout.write(`${header}\n${Buffer.concat(held).toString()}`)
			resolve(code ?? (signal ? 1 : 0))
		})
	})
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.on(signal, () => {
		// Playwright and Vitest clean up (web server, browsers, workers) on SIGINT.
		for (const child of running) if (child.exitCode === null) child.kill('SIGINT')
		void finish(
			signal === 'SIGINT' ? 130 : 143,
			`npm test: interrupted by ${signal} after ${seconds(Date.now() - started)}`,
		)
	})
}

const timings: string[] = []
async function runSteps(steps: Step[], env: NodeJS.ProcessEnv, options: { quiet?: boolean } = {}) {
	for (const step of steps) {
		const stepStarted = Date.now()
		const code = await run(step, env, options)
		timings.push(`${step.name} ${seconds(Date.now() - stepStarted)}`)
		if (code !== 0) {
			for (const child of running) child.kill('SIGINT')
			await finish(
				code,
				`npm test: FAILED at ${step.name} (exit code ${code}); ${timings.join(', ')}; total ${seconds(Date.now() - started)}`,
			)
		}
	}
}

if (!mode) await Promise.all(CHECKS.map((chain) => runSteps(chain, process.env, { quiet: true })))
ensureChromium()

// Never the development data in .data/postgres; ignored when DATABASE_URL names a server.
process.env.EMBEDDED_POSTGRES_DIR = path.resolve('.data', 'test-postgres')
const externalServer = Boolean(process.env.DATABASE_URL)
try {
	// Throwaway: no fsync or waiting for the disk, about an eighth off the Vitest run; the folder holds
	// nothing the tests do not make again (should a machine crash spoil it, delete .data/test-postgres).
	database = await openDatabaseServer(undefined, { exclusive: true, throwaway: true })
	await ensureDatabase(database, RUNNER_DATABASE)
} catch (error) {
	await finish(1, `npm test: could not start PostgreSQL: ${error instanceof Error ? error.message : String(error)}`)
}
console.log(
	externalServer
		? 'Testing against the PostgreSQL server in DATABASE_URL'
		: 'Testing against the embedded PostgreSQL in .data/test-postgres',
)

const env: NodeJS.ProcessEnv = {
	...process.env,
	DATABASE_URL: database!.urlFor(RUNNER_DATABASE),
	// A free port rather than a fixed one, so a dev server or another run cannot be in the way.
	E2E_PORT: process.env.E2E_PORT ?? String(await findFreePort()),
	E2E_OUTPUT_DIR: process.env.E2E_OUTPUT_DIR ?? path.join('test-results', `run-${process.pid}`),
}

await runSteps(STEPS, env)
await finish(0, `npm test: passed (${timings.join(', ')}; total ${seconds(Date.now() - started)})`)
