// The operator's metrics (Prometheus, prom-client; decision 220): what the process does, scraped at
// /metrics on METRICS_PORT's own listener or on the main port behind METRICS_TOKEN.
//
// How to use it:
//   - count or time something with the objects `metrics()` returns (`metrics().cacheLookups.inc(...)`);
//   - figures read from the database at scrape time (queue, outbox, pool) come from the sources
//     metrics-sources.server.ts installs with `useMetricsSources`: this module queries nothing itself;
//   - `metricsText()` is the exposition of this process; with WEB_CONCURRENCY > 1 the cluster's
//     first process adds up every server process's (server/metrics-listener.ts).
//
// Kept on globalThis, as the logger is: the server (server/main.ts) and the build each load their own
// copy of this module, and both must count into the one registry.
import { timingSafeEqual, createHash } from 'node:crypto'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** What the database says at scrape time; read once per scrape, shared by the gauges that show it. */
export type DatabaseSnapshot = {
	queues: { task: string; waiting: number; active: number; oldestWaitingSeconds: number }[]
	outbox: { status: string; messages: number }[]
}
export type PoolSnapshot = { inUse: number; idle: number; waiting: number }
export type MetricsSources = {
	database: () => Promise<DatabaseSnapshot>
	pool: () => Promise<PoolSnapshot | null>
}

/** Request time buckets in seconds: a cached page answers in a millisecond, a slow search in seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function createMetrics() {
	const registry = new Registry()
	// Node's own (event-loop lag, heap, CPU, handles) under their usual names; ours start with wj_.
	collectDefaultMetrics({ register: registry })
	const shared: { sources: MetricsSources | null; snapshot: { at: number; value: Promise<DatabaseSnapshot> } | null } =
		{
			sources: null,
			snapshot: null,
		}
	/**
	 * One database read per scrape, whichever gauge asks first (a scrape collects them all at once);
	 * a failed read leaves the gauges empty.
	 */
	const snapshot = async () => {
		if (!shared.sources) return null
		if (!shared.snapshot || Date.now() - shared.snapshot.at > 250)
			shared.snapshot = { at: Date.now(), value: shared.sources.database() }
		return shared.snapshot.value.then(
			(value) => value,
			() => null,
		)
	}
	const databaseUp = new Gauge({
		name: 'wj_metrics_database_read_ok',
		help: 'Whether this scrape read the queue and outbox figures from PostgreSQL (1) or gave up after its timeout (0)',
		registers: [registry],
		aggregator: 'min',
		async collect() {
			this.set((await snapshot()) ? 1 : 0)
		},
	})
	const queueGauge = (name: string, help: string, pick: (row: DatabaseSnapshot['queues'][number]) => number) =>
		new Gauge({
			name,
			help,
			labelNames: ['task'] as const,
			registers: [registry],
			// Every server process reads the same tables: one answer, not their sum.
			aggregator: 'max',
			async collect() {
				this.reset()
				for (const row of (await snapshot())?.queues ?? []) this.set({ task: row.task }, pick(row))
			},
		})
	return {
		registry,
		shared,
		databaseUp,
		httpDuration: new Histogram({
			name: 'wj_http_request_duration_seconds',
			help: 'Time from a request arriving to its answer ending, by route pattern, method and status class',
			labelNames: ['route', 'method', 'status'] as const,
			buckets: DURATION_BUCKETS,
			registers: [registry],
		}),
		cacheLookups: new Counter({
			name: 'wj_cache_lookups_total',
			help: 'Look-ups in the rendered-page cache and the listing cache: hit, miss, or stale (found out of date)',
			labelNames: ['cache', 'result'] as const,
			registers: [registry],
		}),
		mailDeliveries: new Counter({
			name: 'wj_mail_deliveries_total',
			help: 'Outbox messages this process delivered (sent), failed to deliver and will retry (retrying), or gave up on (failed)',
			labelNames: ['outcome'] as const,
			registers: [registry],
		}),
		queueWaiting: queueGauge(
			'wj_queue_waiting_jobs',
			'Jobs due to run and not yet started, by background task',
			(row) => row.waiting,
		),
		queueActive: queueGauge('wj_queue_active_jobs', 'Jobs running now, by background task', (row) => row.active),
		queueOldest: queueGauge(
			'wj_queue_oldest_waiting_seconds',
			'How long the longest-waiting due job of each background task has waited (0 when none waits)',
			(row) => row.oldestWaitingSeconds,
		),
		outbox: new Gauge({
			name: 'wj_mail_outbox_messages',
			help: 'Messages in the mail outbox by status (queued, sent, failed); sent and failed ones are kept 30 and 90 days',
			labelNames: ['status'] as const,
			registers: [registry],
			aggregator: 'max',
			async collect() {
				this.reset()
				for (const row of (await snapshot())?.outbox ?? []) this.set({ status: row.status }, row.messages)
			},
		}),
		pool: new Gauge({
			name: 'wj_db_pool_connections',
			help: "Connections of the app's PostgreSQL pool: in_use, idle, and waiting (requests waiting for a connection)",
			labelNames: ['state'] as const,
			registers: [registry],
			async collect() {
				this.reset()
				const pool = await shared.sources?.pool().catch(() => null)
				if (!pool) return
				this.set({ state: 'in_use' }, pool.inUse)
				this.set({ state: 'idle' }, pool.idle)
				this.set({ state: 'waiting' }, pool.waiting)
			},
		}),
	}
}

type Metrics = ReturnType<typeof createMetrics>
const holder = globalThis as typeof globalThis & { [key: symbol]: Metrics | undefined }
const KEY = Symbol.for('warrington-jobs.metrics')

/** The process's metrics, made on first use. */
export function metrics(): Metrics {
	return (holder[KEY] ??= createMetrics())
}

/** Where the scrape reads the database's figures: installed by the app's copy of the modules. */
export function useMetricsSources(sources: MetricsSources) {
	const state = metrics()
	state.shared.sources = sources
	state.shared.snapshot = null
}

/** This process's metrics in Prometheus's text format. */
export async function metricsText() {
	const { registry, shared } = metrics()
	shared.snapshot = null
	return { contentType: registry.contentType, text: await registry.metrics() }
}

/** A status code's class, 2xx to 5xx: few label values, which is what Prometheus wants. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`

/** Times one answered request under its route pattern (never its raw path: the label's values stay few). */
export function observeRequest(route: string, method: string, status: number, ms: number) {
	metrics().httpDuration.observe({ route, method, status: statusClass(status) }, ms / 1000)
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether an Authorization header carries `Bearer <token>`, compared in constant time (the
 * digests have one length whatever was sent, so neither the length nor a prefix leaks).
 */
export function bearerMatches(authorization: string | undefined, token: string) {
	const sent = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? ''
	return timingSafeEqual(digest(sent), digest(token)) && sent.length > 0
}
