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
	const rows: Record<string, Awaited<ReturnType<typeof measure>>> = {}
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
			rows[loadedRow(processes, name)] = await measure(server.origin, mix, seconds, CONNECTIONS, headers)
			await server.stop()
		}
	}
	// A row of many connections is measured held (every connection open and answered once), with the
	// whole run, their opening included, beside it (decision 257).
	console.log(
		`${'signed in'.padEnd(52)}${'req/s'.padEnd(8)}${'p50'.padEnd(8)}${'p99'.padEnd(8)}${'failed'.padEnd(8)}whole run, opening included`,
	)
	for (const [name, row] of Object.entries(rows)) {
		const shown = row.held ?? row
		const whole = row.held
			? `${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms; all open after ${row.opening} ms`
			: ''
		console.log(
			`${name.padEnd(52)}${shown.rps.toFixed(0).padEnd(8)}${`${shown.p50} ms`.padEnd(8)}${`${shown.p99} ms`.padEnd(8)}${String(row.failed).padEnd(8)}${whole}`,
		)
	}
	const shownRps = (name: string) => (rows[name]!.held ?? rows[name]!).rps
	const speedUp = shownRps('/ alone, now') / shownRps('/ alone, before')
	const loaded = [1, 2].map((processes) => {
		const row = rows[loadedRow(processes, 'now')]!
		const p99 = row.held?.p99 ?? row.p99
		const met = p99 < 500 && row.failed === 0
		return `${processes} process${processes > 1 ? 'es' : ''} ${p99} ms, ${row.failed} failed (${met ? 'met' : 'NOT met'})`
	})
	console.log(
		`Target: / at least 3x today's req/s: ${speedUp.toFixed(1)}x (${speedUp >= 3 ? 'met' : 'NOT met'}); ` +
			`${CONNECTIONS} connections held, p99 under 500 ms with no errors: ${loaded.join('; ')}`,
	)
}

/** The name of a row of the 200-connection mix. */
function loadedRow(processes: number, name: string) {
	return `/ and job pages, ${CONNECTIONS} conn., ${processes} process${processes > 1 ? 'es' : ''}, ${name}`
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

/** The longest the opening of the connections may take before the held seconds (autocannon's run then ends). */
const MAX_OPENING_SECONDS = 30

/**
 * `connections` browsing `paths` in turn for `seconds`, as autocannon measures them, and, for more
 * than one connection, the same over the requests sent once every connection had been answered
 * (`held`): the steady state of that many open connections, without their opening. A Node server
 * takes up one new connection per turn of its event loop (libuv since 1.45), so 200 connections
 * opened in the same millisecond against a saturated process wait up to 2 s for their first answer
 * whatever the app does (decision 257); the run then goes on for `seconds` after that opening.
 */
async function measure(
	origin: string,
	paths: string[],
	seconds: number,
	connections: number,
	headers: Record<string, string>,
) {
	const started = Date.now()
	/** Each answer's arrival (ms since the start) and latency, for BENCH_TIMELINE and the held figures. */
	const answers: [number, number][] = []
	const answered = new Set<unknown>()
	/** When the last connection had its first answer (ms since the start). */
	let allOpen: number | undefined
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const instance = autocannon(
			{
				url: origin,
				connections,
				// One connection: `seconds`. More: until `seconds` after the last one's first answer (stopped below).
				duration: connections > 1 ? seconds + MAX_OPENING_SECONDS : seconds,
				headers,
				requests: paths.map((path) => ({ method: 'GET', path })),
			},
			(error, done) => (error ? reject(error) : resolve(done)),
		)
		instance.on('response', (client, _status, _bytes, latency) => {
			const at = Date.now() - started
			answers.push([at, latency])
			if (allOpen !== undefined) return
			answered.add(client)
			if (answered.size === connections) {
				allOpen = at
				if (connections > 1) setTimeout(() => instance.stop(), seconds * 1000)
			}
		})
	})
	if (process.env.BENCH_TIMELINE === '1' && connections > 1 && seconds > 1) printTimeline(answers)
	const all = {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		failed: result.non2xx + result.errors + result.timeouts,
	}
	if (connections === 1 || allOpen === undefined) return { ...all, opening: undefined, held: undefined }
	// Answers to requests sent after every connection was open: sent = arrival - latency.
	const heldLatencies = answers
		.filter(([at, latency]) => at - latency >= allOpen!)
		.map(([, latency]) => latency)
		.sort((a, b) => a - b)
	const heldSeconds = (Math.max(...answers.map(([at]) => at)) - allOpen) / 1000
	return {
		...all,
		opening: allOpen,
		held: {
			rps: heldLatencies.length / heldSeconds,
			p50: quantile(heldLatencies, 0.5),
			p99: quantile(heldLatencies, 0.99),
		},
	}
}

/** The q-quantile of sorted values (nearest rank), rounded to the millisecond. */
function quantile(sorted: number[], q: number) {
	return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
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
