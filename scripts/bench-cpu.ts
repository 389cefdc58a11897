// `npm run bench:cpu`: what one request costs in CPU time, split between the app process and
// PostgreSQL, over the 100,000-job database `npm run bench` loads (run that first). CPU time is
// read from /proc (Linux), so the figures hold on a busy machine where req/s and latencies do not:
// they size the instances and the database of a larger site (decision 174).
//
//   BENCH_CPU_SECONDS  how long each target is loaded (default 4)
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { findFreePort } from '../server/embedded-postgres.ts'
import { openDatabaseServer } from '../server/database.ts'
import { BROAD_TERM } from './bench-jobs.ts'

const SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 4)
const TICKS_PER_SECOND = 100
const TARGETS = [
	{ name: '/ no search', path: '/' },
	{ name: `/ broad term, uncached`, path: `/?search=${BROAD_TERM}`, uncached: true },
	{ name: 'API no search', path: '/api/jobs?limit=20' },
	{ name: 'API broad term, uncached', path: `/api/jobs?search=${BROAD_TERM}&limit=20`, uncached: true },
]

process.env.EMBEDDED_POSTGRES_DIR ??= path.resolve('.data', 'bench-postgres')
const appDir = path.resolve('.data', 'bench-app')
if (!existsSync(path.join(appDir, 'build', 'server', 'index.js'))) {
	console.error('No benchmark build: run `npm run bench` first (it loads wj_bench and copies the build).')
	process.exit(1)
}
const database = await openDatabaseServer()
const postmaster = process.env.DATABASE_URL
	? null
	: Number(readFileSync(path.join(process.env.EMBEDDED_POSTGRES_DIR, 'postmaster.pid'), 'utf8').split('\n')[0])
const servers: ReturnType<typeof spawn>[] = []
try {
	const cached = await startApp({})
	const uncached = await startApp({ LISTING_CACHE_SECONDS: '0' })
	console.log(`CPU time per request, ${SECONDS} s of 4 connections each (load average ${loadAverage()})\n`)
	console.log(`${'target'.padEnd(28)}${'requests'.padEnd(10)}${'app ms'.padEnd(8)}${'database ms'.padEnd(13)}app RSS`)
	for (const target of TARGETS) {
		const server = target.uncached ? uncached : cached
		const url = `${server.origin}${target.path}`
		// Warmed first: the JIT and the listing cache.
		await autocannon({ url, connections: 2, duration: 3 })
		const before = { app: cpuTicks([server.pid]), database: databaseTicks() }
		const result = await autocannon({ url, connections: 4, duration: SECONDS })
		const after = { app: cpuTicks([server.pid]), database: databaseTicks() }
		const requests = result.requests.total
		const perRequest = (ticks: number) => ((ticks / TICKS_PER_SECOND / requests) * 1000).toFixed(2)
		console.log(
			target.name.padEnd(28) +
				String(requests).padEnd(10) +
				perRequest(after.app - before.app).padEnd(8) +
				(postmaster ? perRequest(after.database - before.database) : 'n/a').padEnd(13) +
				`${rssMb(server.pid)} MB (peak ${peakRssMb(server.pid)} MB)`,
		)
	}
} finally {
	for (const server of servers) server.kill('SIGTERM')
	await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))))
	await database.stop()
}

async function startApp(settings: Record<string, string>) {
	const port = await findFreePort()
	const origin = `http://127.0.0.1:${port}`
	const server = spawn(process.execPath, [path.resolve('server/index.ts')], {
		cwd: appDir,
		env: {
			...process.env,
			DATABASE_URL: database.urlFor('wj_bench'),
			PORT: String(port),
			NODE_ENV: 'production',
			APP_ORIGIN: origin,
			RATE_LIMIT_FACTOR: '1000000',
			// The background worker would add its own CPU time to the app's.
			QUEUE_WORKER: '0',
			...settings,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
	servers.push(server)
	for (let i = 0; i < 300; i++) {
		if (
			await fetch(`${origin}/healthz`).then(
				(answer) => answer.ok,
				() => false,
			)
		)
			return { origin, pid: server.pid! }
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`${origin} did not come up`)
}

/** User and system CPU time of these processes, in clock ticks (/proc/PID/stat fields 14 and 15). */
function cpuTicks(pids: number[]) {
	let ticks = 0
	for (const pid of pids) {
		try {
			const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			ticks += Number(fields[11]) + Number(fields[12])
		} catch {
			// ended in between
		}
	}
	return ticks
}

/** The postmaster and every process it started (the connections' backends, its own workers). */
function databaseTicks() {
	if (!postmaster) return 0
	const children = readdirSync('/proc')
		.filter((name) => /^\d+$/.test(name))
		.map(Number)
		.filter((pid) => {
			try {
				return /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] === String(postmaster)
			} catch {
				return false
			}
		})
	return cpuTicks([postmaster, ...children])
}

function statusKb(pid: number, field: string) {
	return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
}
function rssMb(pid: number) {
	return Math.round(statusKb(pid, 'VmRSS') / 1024)
}
function peakRssMb(pid: number) {
	return Math.round(statusKb(pid, 'VmHWM') / 1024)
}
function loadAverage() {
	return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
}
