// The `signed-in` part of `npm run bench` (issue 33, decision 239): a signed-in job seeker's `/` and
// job pages, made from the shared render with their parts put in, against the same pages served by
// the code from before that change, both built and run side by side on the same database in the
// same run. The older code is checked out into .data/bench-baseline/<commit> and built once (kept
// between runs). BENCH_SIGNED_IN=0 skips this part; BENCH_BASELINE_COMMIT names another commit to
// measure against (default: the one before personal-page.server.ts was added).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { withClient } from './bench-database.ts'

export type SignedInBench = {
	/** Starts the app (its server/index.ts and build) under `appDir` with these settings; its origin. */
	startApp: (
		settings: Record<string, string>,
		appDir?: string,
	) => Promise<{ origin: string; pid: number; stop: () => Promise<void> }>
	/** The seeker who browses: the seeded demo seeker. */
	seeker: { email: string; password: string }
	/** The bench database, whose newest listed jobs' pages the seeker opens in turn. */
	databaseUrl: string
	seconds: number
}

const CONNECTIONS = Number(process.env.BENCH_SIGNED_IN_CONNECTIONS ?? 200)

/** Measures, prints its rows, and says whether the targets of issue 33's first item were met. */
export async function benchSignedIn({ startApp, seeker, databaseUrl, seconds }: SignedInBench) {
	if (process.env.BENCH_SIGNED_IN === '0') return
	const jobIds = await withClient(databaseUrl, async (client) => {
		const { rows } = await client.query<{ id: number }>(
			'select id from job where is_active and expires_at > now() order by posted_at desc limit 20',
		)
		return rows.map((row) => row.id)
	})
	const commit = baselineCommit()
	console.log(
		`\nSigned in as a job seeker: this code against ${commit.slice(0, 10)} (before decision 239), side by side`,
	)
	const baselineDir = buildBaseline(commit)
	const rows: Record<string, { rps: number; p50: number; p99: number; failed: number }> = {}
	const mix = ['/', ...jobIds.map((id) => `/jobs/${id}`)]
	// One server process, then two (WEB_CONCURRENCY=2, the README's setting for a 2-core machine),
	// each code's servers started only for its own rows so that the idle ones take nothing.
	for (const processes of [1, 2]) {
		const settings: Record<string, string> = processes > 1 ? { WEB_CONCURRENCY: String(processes) } : {}
		for (const [name, dir] of [
			['before', baselineDir],
			['now', undefined],
		] as const) {
			const server = await startApp(settings, dir)
			const cookie = await signIn(server.origin, seeker)
			const headers = { Cookie: cookie }
			const home = await fetch(`${server.origin}/`, { headers })
			if (!(await home.text()).includes('Signed in as'))
				throw new Error(`${name}: / does not show the seeker signed in`)
			// Each page opened once first (per process), one after another, as the browsing before the rush
			// would: the measured seconds are then the steady state, not 200 connections' first misses of 21
			// pages rendered at once (several seconds of renders, which the old code pays on every request).
			for (let round = 0; round < processes * 2; round++)
				for (const page of mix) await (await fetch(`${server.origin}${page}`, { headers })).text()
			if (processes === 1) {
				await measure(server.origin, ['/'], 1, 10, headers)
				rows[`/ alone, ${name}`] = await measure(server.origin, ['/'], seconds, 10, headers)
			}
			await measure(server.origin, mix, 1, CONNECTIONS, headers)
			rows[`/ and job pages, ${CONNECTIONS} conn., ${processes} process${processes > 1 ? 'es' : ''}, ${name}`] =
				await measure(server.origin, mix, seconds, CONNECTIONS, headers)
			await server.stop()
		}
	}
	console.log(`${'signed in'.padEnd(52)}${'req/s'.padEnd(8)}${'p50'.padEnd(8)}${'p99'.padEnd(8)}failed`)
	for (const [name, row] of Object.entries(rows))
		console.log(
			`${name.padEnd(52)}${row.rps.toFixed(0).padEnd(8)}${`${row.p50} ms`.padEnd(8)}${`${row.p99} ms`.padEnd(8)}${row.failed}`,
		)
	const speedUp = rows['/ alone, now']!.rps / rows['/ alone, before']!.rps
	const loaded = [1, 2].map((processes) => {
		const row = rows[`/ and job pages, ${CONNECTIONS} conn., ${processes} process${processes > 1 ? 'es' : ''}, now`]!
		const met = row.p99 < 500 && row.failed === 0
		return `${processes} process${processes > 1 ? 'es' : ''} ${row.p99} ms, ${row.failed} failed (${met ? 'met' : 'NOT met'})`
	})
	console.log(
		`Target: / at least 3x today's req/s: ${speedUp.toFixed(1)}x (${speedUp >= 3 ? 'met' : 'NOT met'}); ` +
			`${CONNECTIONS} connections p99 under 500 ms with no errors: ${loaded.join('; ')}`,
	)
}

/** The commit before the shared render for signed-in pages was added, unless BENCH_BASELINE_COMMIT says. */
function baselineCommit() {
	if (process.env.BENCH_BASELINE_COMMIT) return git('rev-parse', process.env.BENCH_BASELINE_COMMIT)
	const added = git('log', '--diff-filter=A', '--format=%H', '--', 'app/platform/render/personal-page.server.ts')
		.split('\n')
		.filter(Boolean)
		.at(-1)
	if (!added) throw new Error('No commit adds personal-page.server.ts: set BENCH_BASELINE_COMMIT')
	return git('rev-parse', `${added}^`)
}

/** The baseline's tree with its own build, made once under .data/bench-baseline/<commit>. */
function buildBaseline(commit: string) {
	const dir = path.resolve('.data', 'bench-baseline', commit)
	if (existsSync(path.join(dir, 'build', 'server', 'index.js'))) return dir
	rmSync(dir, { recursive: true, force: true })
	mkdirSync(dir, { recursive: true })
	// The commit's files alone (git archive), not a worktree: nothing for git to keep track of.
	const archive = spawnSync('git', ['archive', '--format=tar', commit], { maxBuffer: 1 << 30 })
	if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr.toString()}`)
	execFileSync('tar', ['-x', '-C', dir], { input: archive.stdout })
	symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
	console.log(`Building ${commit.slice(0, 10)} in ${path.relative(process.cwd(), dir)} (once)...`)
	execFileSync('npx', ['react-router', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
	execFileSync(process.execPath, ['scripts/precompress-assets.ts'], {
		cwd: dir,
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	return dir
}

function git(...args: string[]) {
	return execFileSync('git', args, { encoding: 'utf8' }).trim()
}

/**
 * Signs in through the sign-in form as a browser does; the session's Cookie header. The sign-in's
 * welcome toast is left out: a browser shows it on the first page and the cookie is gone, while a
 * bench that sent it with every request would measure a page with a pending toast (its visitor's
 * own, rendered whole) every time.
 */
async function signIn(origin: string, account: { email: string; password: string }) {
	const response = await fetch(`${origin}/auth`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
		body: new URLSearchParams({ intent: 'signin', email: account.email, password: account.password }),
	})
	const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0]!)
	if (response.status !== 302 || cookies.length === 0)
		throw new Error(`Signing in as ${account.email} answered ${response.status}`)
	return cookies.filter((cookie) => !/^(__Host-)?toast=/.test(cookie)).join('; ')
}

async function measure(
	origin: string,
	paths: string[],
	seconds: number,
	connections: number,
	headers: Record<string, string>,
) {
	const started = Date.now()
	/** Each answer's arrival (ms since the start) and latency, for BENCH_TIMELINE. */
	const answers: [number, number][] = []
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const instance = autocannon(
			{
				url: origin,
				connections,
				duration: seconds,
				headers,
				requests: paths.map((path) => ({ method: 'GET', path })),
			},
			(error, done) => (error ? reject(error) : resolve(done)),
		)
		instance.on('response', (_client, _status, _bytes, latency) => answers.push([Date.now() - started, latency]))
	})
	if (process.env.BENCH_TIMELINE === '1' && connections > 1 && seconds > 1) printTimeline(answers)
	return {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		failed: result.non2xx + result.errors + result.timeouts,
	}
}

/**
 * When in the run the slow answers came (BENCH_TIMELINE=1): for each quarter second, how many
 * answers arrived and the slowest of them, so that a tail in the p99 can be placed (a fresh
 * server's first second, say, or spread evenly).
 */
function printTimeline(answers: [number, number][]) {
	const slices = new Map<number, { count: number; slowest: number }>()
	for (const [at, latency] of answers) {
		const slice = Math.floor(at / 250)
		const row = slices.get(slice) ?? { count: 0, slowest: 0 }
		row.count += 1
		row.slowest = Math.max(row.slowest, latency)
		slices.set(slice, row)
	}
	const line = [...slices]
		.sort(([a], [b]) => a - b)
		.map(([slice, row]) => `${(slice / 4).toFixed(2)}s ${row.count}/${row.slowest}ms`)
	console.log(`  timeline (start of each 250 ms: answers/slowest): ${line.join(', ')}`)
}
