// Browser tests against the built app (`node server/index.ts`), with Debian's Chromium.
// `npm test` starts PostgreSQL, builds, and runs these; by hand: set DATABASE_URL to a
// PostgreSQL server, `npm run build`, then `npx playwright test`.
import { spawn } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, e2eDatabaseUrl } from './tests/e2e/environment.ts'
import { e2eStripeEnv, stripeStandInPort } from './tests/e2e/stripe-settings.ts'

if (!process.env.DATABASE_URL) {
	// One clear line rather than a stack trace from inside Playwright's config loader.
	console.error(
		'DATABASE_URL is not set: run the browser tests with `npm test` (it starts PostgreSQL and builds the app), or set DATABASE_URL to a PostgreSQL server and run `npm run build` first.',
	)
	process.exit(1)
}

const isCI = Boolean(process.env.CI)
/** The specs that start the server on a copy of the run's prepared PostgreSQL folder. */
const SERVER_SPECS = /(?:restart|embedded-recovery|process-care|outage)\.spec\.ts$/
// The runner's process (the workers inherit E2E_RUN_ID, and load this file too): name the run's
// prepared PostgreSQL folder (tests/e2e/server-process.ts) and start making it now, beside the app
// server's start, which keeps one core busy migrating and seeding while the other would wait. Not
// for a run of chosen spec files none of which starts a server of its own.
if (!process.env.E2E_RUN_ID) {
	process.env.E2E_RUN_ID = `${Date.now()}-${process.pid}`
	const chosen = process.argv.filter((arg) => arg.endsWith('.spec.ts'))
	if (!chosen.length || chosen.some((file) => SERVER_SPECS.test(file))) {
		const maker = spawn(process.execPath, ['tests/e2e/prepare-folder.ts'], { stdio: 'ignore', env: process.env })
		process.env.E2E_PREPARE_PID = String(maker.pid)
	}
}
const port = Number(process.env.E2E_PORT ?? 3210)
const origin = `http://localhost:${port}`
// The app server pays through a local stand-in for Stripe's HTTP API (tests/e2e/stripe-stand-in.ts).
const stripeEnv = e2eStripeEnv()
// Quoted for the shell: the Node that runs Playwright (24.x), not whichever is first on PATH.
const node = JSON.stringify(process.execPath)

const browser = {
	...devices['Desktop Chrome'],
	launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
}

/** Titles of the specs that only scan pages with axe (a journey that also scans is not one). */
const AXE_ONLY =
	/no serious (?:or critical )?(?:axe|accessibility)|no serious axe findings|passes axe$|axe: the|axe clean|axe finds nothing serious/

export default defineConfig({
	testDir: 'tests/e2e',
	globalTeardown: './tests/e2e/global-teardown.ts',
	fullyParallel: true,
	forbidOnly: isCI,
	// Three: the browser tests wait on pages often enough that a third worker uses the idle CPU;
	// 14.1 minutes against 15.9 with two on this 2-core machine (2026-11-24). A fourth did not pay
	// (2026-11-27): 338 tests in 20 minutes against 353 with three, and more timeouts.
	workers: 3,
	// One retry everywhere, not only where CI is set: on two busy cores a journey can miss a 10 s
	// expectation once; a test that fails twice still fails the run.
	retries: 1,
	reporter: 'list',
	// The run ends with its slowest spec files: where the next cut of CI time is.
	reportSlowTests: { max: 12, threshold: 30_000 },
	// Overlapping runs (two terminals) must not clear each other's traces: npm test gives each its own folder.
	outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
	timeout: 30_000,
	expect: { timeout: 10_000 },
	use: {
		baseURL: origin,
		// A trace is recorded on a failed test's retry only: recording one for every test (its DOM
		// snapshots and screencast) cost CPU that every test on the two cores shared.
		trace: 'on-first-retry',
		screenshot: 'only-on-failure',
	},
	projects: [
		{ name: 'js', use: { ...browser } },
		// The accessibility scans run once, with the script (decision 143): the server's HTML they
		// check is the same without it, and the script only adds to it. Every journey runs both ways.
		{ name: 'no-js', use: { ...browser, javaScriptEnabled: false }, grepInvert: AXE_ONLY },
	],
	webServer: [
		{
			command: `${node} tests/e2e/stripe-stand-in.ts ${stripeStandInPort()}`,
			url: `${stripeEnv.STRIPE_API_BASE}/health`,
			reuseExistingServer: false,
			timeout: 30_000,
			stdout: 'ignore',
			stderr: 'pipe',
			gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
		},
		{
			// The build is made by scripts/test.ts (or by hand) beforehand; nothing rebuilds here.
			command: `${node} tests/e2e/prepare-database.ts && ${node} server/index.ts`,
			url: `${origin}/readyz`,
			reuseExistingServer: false,
			timeout: 120_000,
			// Errors only: the server's stdout (outbox mail, start-up lines) would drown the report.
			stdout: process.env.E2E_SERVER_STDOUT ? 'pipe' : 'ignore',
			stderr: 'pipe',
			gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
			env: {
				DATABASE_URL: e2eDatabaseUrl(),
				PORT: String(port),
				APP_ORIGIN: origin,
				// Every browser request comes from one address; the limits would trip within a run.
				RATE_LIMIT_FACTOR: '50',
				// The specs sign in as the demo accounts; a DATABASE_URL database is seeded only when asked (§22.22).
				SEED_DEMO: '1',
				// A spec that changes jobs sees the new figures, however busy the machine (decision 142).
				INSIGHTS_STALE_WAIT_MS: '10000',
				// A posting's instant-alert sweep runs a second later, not 30: the journeys read the mail at once.
				INSTANT_ALERT_WAIT_SECONDS: '1',
				// tests/e2e/job-sources.spec.ts serves its feeds from 127.0.0.1 on a port of each worker's own.
				IMPORT_ALLOWED_HOSTS: '127.0.0.1',
				NODE_ENV: 'production',
				...stripeEnv,
			},
		},
	],
})
