// `npm run bench -- growth` (or BENCH_JOBS=10000,100000,1000000 npm run bench): how costs grow with
// the number of jobs (issue 33, decision 241). Each size has its own kept database
// (wj_bench_<size>, bench-database.ts); all are loaded first, then measured back to back, smallest
// first, so that one run prints them side by side under the same conditions. Each size gets two
// servers of the built app: one with the listing and page caches off (the uncached searches and
// insights: what a search costs when nobody made it in the last half minute) and one with both on
// (the page cache). Every target is measured alone (one connection, 3 s) and loaded
// (BENCH_CONNECTIONS, 4 unless given, 5 s); the table ends with each server's peak memory and the
// load's time, and checks every search at the largest size against twice its p99 at 100,000 jobs
// (the issue's target).
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { DEMO_ACCOUNTS } from '../app/seed/seed.server.ts'
import { findFreePort } from '../server/embedded-postgres.ts'
import type { DatabaseServer } from '../server/database.ts'
import { prepareBenchDatabase, withClient } from './bench-database.ts'
import { BROAD_TERM, SELECTIVE_TERM } from './bench-jobs.ts'
import { apiToken, peakRssMb, waitFor } from './bench-server.ts'

export const GROWTH_SIZES = [10_000, 100_000, 1_000_000]
/** The size each other size's searches are compared with, and the most a search may grow past it. */
export const BASE_SIZE = 100_000
export const MOST_GROWTH = 2

const FILTERS = 'location=Birchwood&jobType=Full-time&jobType=Part-time&salaryMin=25000'
const NEAR = 'near=WA4+6PH&radius=5'

/**
 * What the growth table measures. `search`: an uncached search, held to the growth target;
 * `insight`: an uncached insight call; `cached`: a page from the server with both caches on.
 */
export const GROWTH_TARGETS: {
	name: string
	path: string
	kind: 'search' | 'insight' | 'cached'
	employer?: boolean
}[] = [
	{ name: '/ no search', path: '/', kind: 'search' },
	{ name: 'API no search', path: '/api/jobs?limit=20', kind: 'search' },
	{ name: `API broad term "${BROAD_TERM}"`, path: `/api/jobs?search=${BROAD_TERM}&limit=20`, kind: 'search' },
	{
		name: `API selective term "${SELECTIVE_TERM}"`,
		path: `/api/jobs?search=${SELECTIVE_TERM}&limit=20`,
		kind: 'search',
	},
	{ name: 'API filters', path: `/api/jobs?${FILTERS}&limit=20`, kind: 'search' },
	{ name: 'API broad term + filters', path: `/api/jobs?search=${BROAD_TERM}&${FILTERS}&limit=20`, kind: 'search' },
	{ name: 'API within 5 miles', path: `/api/jobs?${NEAR}&limit=20`, kind: 'search' },
	{ name: 'API within 1 mile by distance', path: '/api/jobs?near=WA4&radius=1&sort=distance&limit=20', kind: 'search' },
	{ name: 'API 5 miles + term', path: `/api/jobs?${NEAR}&search=${BROAD_TERM}&limit=20`, kind: 'search' },
	{ name: 'API market insights', path: '/api/market-insights', kind: 'insight' },
	{ name: 'API market trends', path: '/api/market-trends?limit=30', kind: 'insight' },
	{
		name: 'API salary benchmarks',
		path: `/api/salary-benchmarks?jobTitle=${BROAD_TERM}`,
		kind: 'insight',
		employer: true,
	},
	{ name: 'API talent pool', path: '/api/talent-pool-insights', kind: 'insight', employer: true },
	{ name: '/ page cache', path: '/', kind: 'cached' },
	{ name: '/jobs/{id} page cache', path: '/jobs/{id}', kind: 'cached' },
]

/** One target's figures at one size. */
export type GrowthFigure = { aloneP99: number; loadedP99: number; rps: number; hits?: string; failed?: number }
/** One size's figures: its targets', the servers' peak memory and how long loading took (null: reused). */
export type GrowthRun = {
	jobs: number
	loadMs: number | null
	figures: Record<string, GrowthFigure>
	peakRss: { uncached: number | null; cached: number | null }
}

/** The sizes to measure: BENCH_JOBS when it lists several ("10000,100000,1000000"), else GROWTH_SIZES. */
export function growthSizes(setting: string | undefined) {
	if (!setting?.includes(',')) return GROWTH_SIZES
	const sizes = setting.split(',').map((size) => Number(size.trim().replaceAll('_', '')))
	if (sizes.some((size) => !Number.isInteger(size) || size < 1))
		throw new Error(`BENCH_JOBS must list whole numbers of jobs, like 10000,100000,1000000 (got ${setting})`)
	return [...new Set(sizes)].sort((a, b) => a - b)
}

/**
 * The growth table as lines of text: a row a target, a column a size, and for each search the
 * largest size's loaded p99 against BASE_SIZE's, checked against MOST_GROWTH.
 */
export function growthTable(runs: GrowthRun[]) {
	const base = runs.find((run) => run.jobs === BASE_SIZE)
	const largest = runs.at(-1)
	const compared = base && largest && largest !== base ? largest : null
	const width = 26
	const header =
		pad('target', 34) +
		runs.map((run) => pad(run.jobs.toLocaleString('en-GB'), width)).join('') +
		(compared
			? `${compared.jobs.toLocaleString('en-GB')} / ${BASE_SIZE.toLocaleString('en-GB')} p99 (≤ ${MOST_GROWTH}x)`
			: '')
	const lines = [header]
	for (const [kind, title] of [
		['search', 'Uncached searches: p99 alone / loaded, loaded req/s'],
		['insight', 'Uncached insights: p99 alone / loaded, loaded req/s'],
		['cached', 'Page cache: loaded req/s, p99, share of hits'],
	] as const) {
		lines.push(title)
		for (const target of GROWTH_TARGETS.filter((candidate) => candidate.kind === kind)) {
			const cells = runs.map((run) => {
				const figure = run.figures[target.name]
				if (!figure) return pad('—', width)
				if (figure.failed) return pad(`answered ${figure.failed}`, width)
				return pad(
					kind === 'cached'
						? `${Math.round(figure.rps)} req/s, ${figure.loadedP99} ms, ${figure.hits ?? '?'}`
						: `${figure.aloneP99} / ${figure.loadedP99} ms, ${Math.round(figure.rps)}`,
					width,
				)
			})
			let verdict = ''
			const from = compared && base?.figures[target.name]
			const to = compared?.figures[target.name]
			if (to?.failed) verdict = kind === 'search' ? 'failed, NOT met' : 'failed'
			else if (kind !== 'cached' && from && to && !from.failed) {
				const growth = to.loadedP99 / Math.max(from.loadedP99, 1)
				verdict = `${growth.toFixed(1)}x${kind === 'search' ? (growth <= MOST_GROWTH ? ' met' : ' NOT met') : ''}`
			}
			lines.push(pad(`  ${target.name}`, 34) + cells.join('') + verdict)
		}
	}
	const megabytes = (value: number | null) => (value === null ? '?' : `${value} MB`)
	lines.push(
		pad('Peak RSS, uncached / cached server', 34) +
			runs.map((run) => pad(`${megabytes(run.peakRss.uncached)} / ${megabytes(run.peakRss.cached)}`, width)).join(''),
	)
	lines.push(
		pad('Loading the jobs', 34) +
			runs.map((run) => pad(run.loadMs === null ? 'kept' : `${(run.loadMs / 1000).toFixed(0)} s`, width)).join(''),
	)
	return lines.map((line) => line.trimEnd())
}

/** `text` in a column of `width`, with two spaces at least before the next. */
function pad(text: string, width: number) {
	return text.length + 2 > width ? `${text}  ` : text.padEnd(width)
}

/** Measures every size in turn and prints the growth table; `build` is the built app's folder. */
export async function benchGrowth(database: DatabaseServer, sizes = growthSizes(process.env.BENCH_JOBS)) {
	if (!existsSync('build/server/index.js'))
		throw new Error('No build found: run `npm run build` (npm run bench does it first).')
	// A copy of the build, as bench.ts keeps its own, so that a test run's build cannot swap it out.
	const appDir = path.resolve('.data', 'bench-growth-app')
	rmSync(appDir, { recursive: true, force: true })
	cpSync('build', path.join(appDir, 'build'), { recursive: true })
	const connections = Number(process.env.BENCH_CONNECTIONS ?? 4)
	const seconds = Number(process.env.BENCH_SECONDS ?? 5)
	const started = Date.now()
	const runs: GrowthRun[] = []
	console.log(
		`\nGrowth table: ${sizes.map((size) => size.toLocaleString('en-GB')).join(', ')} jobs. Alone: one connection, 3 s; loaded: ${connections} connections, ${seconds} s.`,
	)
	// Every size loaded first, so that the measurements run back to back, under the same conditions.
	const loaded = new Map<number, number | null>()
	for (const jobs of sizes) {
		console.log(`\nPreparing wj_bench_${jobs}, ${elapsed(started)} into the growth run`)
		loaded.set(jobs, await prepareBenchDatabase(database, jobs, `wj_bench_${jobs}`))
	}
	for (const jobs of sizes) {
		const name = `wj_bench_${jobs}`
		const loadMs = loaded.get(jobs) ?? null
		console.log(`\n${jobs.toLocaleString('en-GB')} jobs (${name}), ${elapsed(started)} into the growth run`)
		await withClient(database.urlFor(name), (client) => client.query('analyze'))
		const jobId = await withClient(database.urlFor(name), async (client) => {
			const { rows } = await client.query<{ id: number }>(
				'select id from job where is_active and expires_at > now() order by posted_at desc limit 1',
			)
			return rows[0]!.id
		})
		const statsPort = await findFreePort()
		const uncached = await startServer(appDir, database.urlFor(name), {
			LISTING_CACHE_SECONDS: '0',
			PAGE_CACHE_MB: '0',
		})
		const cached = await startServer(appDir, database.urlFor(name), { PAGE_CACHE_STATS_PORT: String(statsPort) })
		const run: GrowthRun = { jobs, loadMs, figures: {}, peakRss: { uncached: null, cached: null } }
		try {
			const token = await apiToken(uncached.origin, DEMO_ACCOUNTS.employer)
			const pageCacheStats = async () =>
				(await (await fetch(`http://127.0.0.1:${statsPort}/`)).json()) as { hits: number; misses: number }
			for (const target of GROWTH_TARGETS) {
				const server = target.kind === 'cached' ? cached : uncached
				const url = `${server.origin}${target.path.replace('{id}', String(jobId))}`
				const headers: Record<string, string> = target.employer ? { Authorization: `Bearer ${token}` } : {}
				const sample = await fetch(url, { headers })
				await sample.arrayBuffer()
				// An answer that fails (a statement timeout at a million jobs) is a row of the table, not the end of the run.
				if (!sample.ok) {
					run.figures[target.name] = { aloneP99: 0, loadedP99: 0, rps: 0, failed: sample.status }
					console.log(`  ${pad(target.name, 34)} answered ${sample.status}`)
					continue
				}
				await measure(url, 1, connections, headers)
				const before = target.kind === 'cached' ? await pageCacheStats() : null
				const alone = await measure(url, 3, 1, headers)
				const loaded = await measure(url, seconds, connections, headers)
				const after = before ? await pageCacheStats() : null
				const hits =
					before && after
						? `${(((after.hits - before.hits) / Math.max(after.hits - before.hits + after.misses - before.misses, 1)) * 100).toFixed(1)}% hits`
						: undefined
				run.figures[target.name] = { aloneP99: alone.p99, loadedP99: loaded.p99, rps: loaded.rps, hits }
				console.log(
					`  ${pad(target.name, 34)} alone p99 ${alone.p99} ms, loaded ${Math.round(loaded.rps)} req/s p99 ${loaded.p99} ms${hits ? `, ${hits}` : ''}`,
				)
			}
			run.peakRss = { uncached: peakRssMb(uncached.pid), cached: peakRssMb(cached.pid) }
		} finally {
			await Promise.all([uncached.stop(), cached.stop()])
		}
		runs.push(run)
	}
	console.log(`\nGrowth table (${elapsed(started)} in all; the machine may be shared: see the load average)`)
	for (const line of growthTable(runs)) console.log(line)
	return runs
}

function elapsed(since: number) {
	const seconds = Math.round((Date.now() - since) / 1000)
	return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`
}

/** The built app in `appDir` against `databaseUrl`, with these settings, once it answers. */
async function startServer(appDir: string, databaseUrl: string, settings: Record<string, string>) {
	const port = await findFreePort()
	const origin = `http://127.0.0.1:${port}`
	const app: ChildProcess = spawn(process.execPath, [path.resolve('server/index.ts')], {
		cwd: appDir,
		env: {
			...process.env,
			DATABASE_URL: databaseUrl,
			PORT: String(port),
			NODE_ENV: 'production',
			APP_ORIGIN: origin,
			RATE_LIMIT_FACTOR: '1000000',
			// No background tasks in the measured process: the skills backfill would rewrite the
			// generated jobs 5,000 at a time every 5 minutes (their skills were never looked up),
			// retiring the page cache and taking the CPU mid-measurement.
			QUEUE_WORKER: '0',
			...settings,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	const stop = async () => {
		if (app.exitCode !== null || app.signalCode !== null) return
		const exited = new Promise((resolve) => app.once('exit', resolve))
		app.kill('SIGTERM')
		await exited
	}
	try {
		await waitFor(`${origin}/healthz`, 120)
	} catch (error) {
		await stop()
		throw error
	}
	return { origin, pid: app.pid!, stop }
}

async function measure(url: string, seconds: number, connections: number, headers: Record<string, string> = {}) {
	const result = await autocannon({ url, connections, duration: seconds, headers })
	if (result.non2xx > 0 || result.errors > 0)
		console.warn(`  ${url}: ${result.non2xx} responses were not 2xx, ${result.errors} errors`)
	// autocannon gives 0 ms when no answer came within the time: a p99 of at least the whole time.
	if (result.requests.total === 0) return { rps: 0, p99: seconds * 1000 }
	return { rps: result.requests.average, p99: result.latency.p99 }
}
