// `npm run bench`: the listing `/`, GET /api/jobs and the insight calls under concurrent load against 100,000 jobs,
// each beside a bare Node HTTP server sending the same bytes (the ceiling) measured in the same
// run, plus the gzipped weight of what `/` needs (its JavaScript as a browser loads it before any
// interaction) and Lighthouse's mobile score of three pages and the seeker's signed-in dashboard
// (scripts/bench-lighthouse.ts; BENCH_LIGHTHOUSE=0 skips it). Uses its own database (wj_bench) on
// DATABASE_URL's server or on an embedded one in .data/bench-postgres, kept between runs
// (scripts/bench-database.ts); never the development data. What is measured: scripts/bench-targets.ts.
// Then the insight figures uncached in process (scripts/bench-insight-totals.ts; `npm run bench --
// insights` alone). Last, the `queue` target (scripts/bench-queue.ts): mail a minute and a burst of postings with
// instant alerts, on a database of its own; `npm run bench -- queue` runs it alone. Then the
// `imports` target (scripts/bench-imports.ts): 10 job boards of 500 jobs synced through the queue
// while mail is measured; `npm run bench -- imports` runs it alone. `npm run bench -- growth` (or
// BENCH_JOBS listing several sizes) prints the growth table alone (scripts/bench-growth.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { DEMO_ACCOUNTS } from '../app/seed/seed.server.ts'
import { findFreePort } from '../server/embedded-postgres.ts'
import { openDatabaseServer } from '../server/database.ts'
import { BENCH_DATABASE, prepareBenchDatabase, withClient } from './bench-database.ts'
import { ensureBenchAssessment } from './bench-insights.ts'
import { BROAD_TERM } from './bench-jobs.ts'
import { firstVisitJavaScript, printLighthouseRows } from './bench-lighthouse.ts'
import { benchImports } from './bench-imports.ts'
import { benchInsightTotals } from './bench-insight-totals.ts'
import { benchGrowth } from './bench-growth.ts'
import { benchQueue } from './bench-queue.ts'
import { benchSignedIn } from './bench-signed-in.ts'
import { BENCH_TARGETS } from './bench-targets.ts'
import { childPids } from './process-tree.ts'
import { apiToken, peakRssMb, waitFor } from './bench-server.ts'

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ALONE_SECONDS = 3
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4)
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000)

const started = Date.now()
process.env.EMBEDDED_POSTGRES_DIR ??= path.resolve('.data', 'bench-postgres')
const database = await openDatabaseServer()
const alone = process.argv.slice(2).filter((name) => ['queue', 'imports', 'insights', 'growth'].includes(name))
if (process.env.BENCH_JOBS?.includes(',')) alone.push('growth')
if (alone.length > 0) {
	try {
		if (alone.includes('growth')) await benchGrowth(database)
		if (alone.includes('queue')) await benchQueue(database)
		if (alone.includes('imports')) await benchImports(database)
		if (alone.includes('insights')) await benchInsightTotals(database, JOBS)
	} finally {
		await database.stop()
	}
	console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`)
	process.exit(0)
}
const children: ChildProcess[] = []
const scratch = mkdtempSync(path.join(tmpdir(), 'wj-bench-'))
// The server runs from a copy of the build, so that another build (a test run) cannot swap it
// out mid-measurement; the copy sits inside the project so that its imports find node_modules.
const appDir = path.resolve('.data', 'bench-app')
try {
	if (!existsSync('build/server/index.js'))
		throw new Error('No build found: run `npm run build` (npm run bench does it first).')
	rmSync(appDir, { recursive: true, force: true })
	cpSync('build', path.join(appDir, 'build'), { recursive: true })
	await prepareBenchDatabase(database, JOBS)
	await withClient(database.urlFor(BENCH_DATABASE), (client) =>
		ensureBenchAssessment(client, DEMO_ACCOUNTS.seeker.email),
	)
	const statsPort = await findFreePort()
	const cached = await startApp({ PAGE_CACHE_STATS_PORT: String(statsPort) })
	const uncached = await startApp({ LISTING_CACHE_SECONDS: '0', PAGE_CACHE_MB: '0' })
	const rendered = await startApp({ PAGE_CACHE_MB: '0' })
	const renderedTwice = await startApp({ PAGE_CACHE_MB: '0', WEB_CONCURRENCY: '2' })
	const origin = cached.origin
	const pageCacheStats = async () => (await (await fetch(`http://127.0.0.1:${statsPort}/`)).json()) as PageCacheStats
	const jobId = await withClient(database.urlFor(BENCH_DATABASE), async (client) => {
		const { rows } = await client.query<{ id: number }>(
			'select id from job where is_active and expires_at > now() order by posted_at desc limit 1',
		)
		return rows[0]!.id
	})
	// Statistics for indexes a new migration may just have built on the kept data.
	await withClient(database.urlFor(BENCH_DATABASE), (client) => client.query('analyze'))
	const employerToken = await apiToken(origin, DEMO_ACCOUNTS.employer)
	const seekerToken = await apiToken(origin, DEMO_ACCOUNTS.seeker)

	console.log(
		`\n${JOBS.toLocaleString('en-GB')} jobs. Alone: one connection, ${ALONE_SECONDS} s. Loaded: ${CONNECTIONS} connections, ${DURATION_SECONDS} s, beside a bare Node server sending the same bytes (ceiling).\n`,
	)
	console.log(
		pad('target', 36) +
			pad('alone p50', 10) +
			pad('p99', 7) +
			pad('loaded req/s', 13) +
			pad('p50', 7) +
			pad('p99', 7) +
			pad('ceiling req/s', 14) +
			pad('ratio', 7) +
			'matches, size, page cache hits',
	)
	// BENCH_ONLY=regex measures only the targets whose name matches (e.g. BENCH_ONLY=candidate).
	const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null
	for (const target of BENCH_TARGETS.filter((candidate) => !only || only.test(candidate.name))) {
		const server = target.uncached
			? uncached
			: target.processes === 2
				? renderedTwice
				: target.rendered
					? rendered
					: cached
		const url = `${server.origin}${target.path.replace('{id}', String(jobId))}`
		const token = target.employer ? employerToken : target.seeker ? seekerToken : null
		const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
		const sample = await fetch(url, { headers })
		const body = Buffer.from(await sample.arrayBuffer())
		if (!sample.ok) throw new Error(`${target.path} answered ${sample.status}`)
		const total =
			sample.headers.get('X-Total-Count') ?? body.toString('utf8').match(/Job Results \((?:<!-- -->)?([\d,]+)/)?.[1]
		await measure(url, 1, CONNECTIONS, headers)
		const before = server === cached ? await pageCacheStats() : null
		const alone = await measure(url, ALONE_SECONDS, 1, headers)
		const loaded = await measure(url, DURATION_SECONDS, CONNECTIONS, headers)
		const after = before ? await pageCacheStats() : null
		const ceiling = await startCeiling(body, sample.headers.get('Content-Type') ?? 'text/html')
		await measure(ceiling.url, 1, CONNECTIONS)
		const bare = await measure(ceiling.url, DURATION_SECONDS, CONNECTIONS)
		await ceiling.stop()
		console.log(
			pad(target.name, 36) +
				pad(`${alone.p50} ms`, 10) +
				pad(`${alone.p99} ms`, 7) +
				pad(loaded.rps.toFixed(0), 13) +
				pad(`${loaded.p50} ms`, 7) +
				pad(`${loaded.p99} ms`, 7) +
				pad(bare.rps.toFixed(0), 14) +
				pad(`${((loaded.rps / bare.rps) * 100).toFixed(1)}%`, 7) +
				`${total ?? '?'}, ${kb(body.length)}${before && after ? `, ${hitRate(before, after)}` : ''}`,
		)
	}

	// What the page cache held and how often it answered over the whole run, and each server's peak memory.
	const stats = await pageCacheStats()
	console.log(
		`\nPage cache (first server): ${stats.hits} hits, ${stats.misses} renders stored, ${stats.stale} found out of date (${hitRate({ hits: 0, misses: 0 }, stats)}); holding ${kb(stats.bytes)} in ${stats.entries} entries, at most ${kb(stats.peakBytes)} of ${kb(stats.maxBytes)}`,
	)
	for (const [name, server] of Object.entries({ cached, rendered, uncached }))
		console.log(`Peak RSS of the ${pad(`${name} server:`, 17)} ${megabytes(peakRssMb(server.pid))}`)
	const copies = childPids(renderedTwice.pid)
	console.log(
		`Peak RSS of the rendered server with 2 processes: ${[renderedTwice.pid, ...copies].map((pid) => megabytes(peakRssMb(pid))).join(' + ')} (the first only starts the others)`,
	)

	console.log('\nGzipped weight of a first visit to /')
	// The JavaScript as a browser loads it before any interaction, the route manifest included (issue 33).
	const javascript = await firstVisitJavaScript(origin, ['/', `/?search=${BROAD_TERM}`])
	for (const page of ['/', `/?search=${BROAD_TERM}`]) {
		const html = await (await fetch(`${origin}${page}`)).text()
		// Every module and stylesheet the page asks for is named in it (the manifest aside, which names
		// the routes' modules again): in a link, or in the script that fetches the modules once the page
		// has painted.
		const assets = new Set(
			[...html.replace(/window\.__reactRouterManifest = .*\n/, '').matchAll(/"(\/assets\/[^"]+\.(?:css|js))"/g)].map(
				(m) => m[1]!,
			),
		)
		// As sent to a browser that takes gzip (or Brotli): the build's precompressed file where there is
		// one, otherwise what compression() makes of the file.
		const sent = (asset: string, suffix: '.gz' | '.br') => {
			const file = path.join(appDir, 'build', 'client', asset)
			if (existsSync(file + suffix)) return statSync(file + suffix).size
			return suffix === '.gz' ? gzipSync(readFileSync(file)).length : brotliCompressSync(readFileSync(file)).length
		}
		const weigh = (extension: string, suffix: '.gz' | '.br' = '.gz') =>
			[...assets].filter((a) => a.endsWith(extension)).reduce((sum, asset) => sum + sent(asset, suffix), 0)
		const scripts = [...assets].filter((a) => a.endsWith('.js')).length
		console.log(
			`${pad(page, 22)} HTML ${kb(gzipSync(html).length)}, CSS ${kb(weigh('.css'))}, JavaScript ${kb(javascript.get(page)!.bytes)} in ${javascript.get(page)!.requests.length} requests (${scripts} modules named in the HTML ${kb(weigh('.js'))}; Brotli ${kb(weigh('.js', '.br'))})`,
		)
	}
	await printLighthouseRows(origin, DEMO_ACCOUNTS.seeker)
	if (!only || only.test('signed-in'))
		await benchSignedIn({
			startApp,
			seeker: DEMO_ACCOUNTS.seeker,
			databaseUrl: database.urlFor(BENCH_DATABASE),
			seconds: DURATION_SECONDS,
		})
	if (!only || only.test('insights')) await benchInsightTotals(database, JOBS)
	if (!only || only.test('queue')) await benchQueue(database)
	if (!only || only.test('imports')) await benchImports(database)
	console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s`)
} finally {
	const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
	for (const child of running) child.kill('SIGTERM')
	await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))))
	rmSync(scratch, { recursive: true, force: true })
	await database.stop()
}

/** The built app against wj_bench, with these settings; its origin once it answers. */
async function startApp(settings: Record<string, string>, dir = appDir) {
	const port = await findFreePort()
	const origin = `http://127.0.0.1:${port}`
	// Another tree's own server (the signed-in part's baseline), or this one's with the copied build.
	const server = existsSync(path.join(dir, 'server', 'index.ts'))
		? path.join(dir, 'server', 'index.ts')
		: 'server/index.ts'
	// BENCH_CPU_PROF=dir: each server writes a V8 CPU profile there when it stops (where the time goes).
	const profile = process.env.BENCH_CPU_PROF
		? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
		: []
	const app = spawn(process.execPath, [...profile, path.resolve(server)], {
		cwd: dir,
		env: {
			...process.env,
			DATABASE_URL: database.urlFor(BENCH_DATABASE),
			PORT: String(port),
			NODE_ENV: 'production',
			APP_ORIGIN: origin,
			RATE_LIMIT_FACTOR: '1000000',
			// No background tasks in a measured server (as bench-growth's and bench-cpu's): the generated
			// jobs have no taxonomy skills yet, so the skills backfill rewrote thousands of them mid-run,
			// every write moved the listing's version on, and the page cache (and the signed-in pages
			// made from it) missed nearly every time. The queue and imports parts run their own worker.
			QUEUE_WORKER: '0',
			...settings,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	children.push(app)
	await waitFor(`${origin}/healthz`)
	const stop = async () => {
		if (app.exitCode !== null || app.signalCode !== null) return
		const exited = new Promise((resolve) => app.once('exit', resolve))
		app.kill('SIGTERM')
		await exited
	}
	return { origin, pid: app.pid!, stop }
}

/** The page cache's counters, as the server's PAGE_CACHE_STATS_PORT answers them. */
type PageCacheStats = Record<
	'hits' | 'misses' | 'stale' | 'stored' | 'bytes' | 'peakBytes' | 'maxBytes' | 'entries',
	number
>

/** The share of the page cache's answers between two readings of its counters that were hits. */
function hitRate(before: Pick<PageCacheStats, 'hits' | 'misses'>, after: Pick<PageCacheStats, 'hits' | 'misses'>) {
	const hits = after.hits - before.hits
	const misses = after.misses - before.misses
	return hits + misses ? `${((hits / (hits + misses)) * 100).toFixed(1)}% hits` : 'no cacheable answers'
}

/** A bare Node HTTP server in its own process, answering every request with `body`. */
async function startCeiling(body: Buffer, contentType: string) {
	const file = path.join(scratch, 'body')
	writeFileSync(file, body)
	const port = await findFreePort()
	const code = `
		import { createServer } from 'node:http'
		import { readFileSync } from 'node:fs'
		const body = readFileSync(${JSON.stringify(file)})
		createServer((_, res) => {
			res.writeHead(200, { 'Content-Type': ${JSON.stringify(contentType)}, 'Content-Length': body.length })
			res.end(body)
		}).listen(${port}, '127.0.0.1', () => console.log('ready'))`
	const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] })
	children.push(child)
	await new Promise<void>((resolve, reject) => {
		child.stdout!.once('data', () => resolve())
		child.once('exit', () => reject(new Error('The ceiling server stopped')))
	})
	return {
		url: `http://127.0.0.1:${port}/`,
		stop: async () => {
			child.kill('SIGTERM')
			if (child.exitCode === null && child.signalCode === null)
				await new Promise((resolve) => child.once('exit', resolve))
		},
	}
}

async function measure(url: string, seconds: number, connections: number, headers: Record<string, string> = {}) {
	const result = await autocannon({ url, connections, duration: seconds, headers })
	if (result.non2xx > 0 || result.errors > 0)
		console.warn(`  ${url}: ${result.non2xx} responses were not 2xx, ${result.errors} errors`)
	return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 }
}

function pad(text: string, width: number) {
	return text.padEnd(width)
}

function kb(bytes: number) {
	return `${(bytes / 1024).toFixed(1)} KB`
}

/** Peak RSS as the bench prints it: `412 MB`, or `unknown`. */
function megabytes(value: number | null) {
	return value === null ? 'unknown' : `${value} MB`
}
