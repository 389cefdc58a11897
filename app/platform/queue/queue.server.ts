// The background-job queue: pg-boss on the app's own PostgreSQL (decision 155). No other server;
// jobs are rows in the `pgboss` schema, claimed with SKIP LOCKED, so any number of app instances
// and `npm run worker` processes share the work and no job runs twice at once.
//
// How to use it:
//   - define a task beside the code it serves: `export const x = defineTask<{ id: number }>({ ... })`
//     (queue/tasks.ts), and add it to the list in app/background-tasks.server.ts;
//   - send a job with `await enqueue(em, x, { id })`: inside `em`'s transaction when it has one, so
//     a request that rolls back sends nothing;
//   - the worker (queue/worker.server.ts) runs the jobs and the periodic tasks.
import { randomUUID } from 'node:crypto'
import type { EntityManager } from '@mikro-orm/postgresql'
import { PgBoss, type Db, type SendOptions } from 'pg-boss'
import { log } from '../logger.server.ts'
import type { Task } from './tasks.ts'

/** The schema pg-boss keeps its tables in, beside the app's own. */
export const QUEUE_SCHEMA = 'pgboss'

type QueueRole = 'producer' | 'worker'

/**
 * A pg-boss instance with its own small pool. A producer only sends jobs; a worker also runs
 * them and takes its turn at the queue's upkeep (expiring stuck jobs, sending periodic ones).
 * Neither creates or migrates the schema: installQueueSchema does, at start-up, under the lock.
 */
export function createBoss(url: string, role: QueueRole) {
	const boss = new PgBoss({
		connectionString: url,
		schema: QUEUE_SCHEMA,
		application_name: `warrington-jobs-queue-${role}`,
		max: role === 'worker' ? 4 : 2,
		migrate: false,
		supervise: role === 'worker',
		schedule: role === 'worker',
		registerInstance: role === 'worker',
	})
	boss.on('error', (error) => log().error({ err: error }, 'Background queue error'))
	boss.on('warning', (warning) => log().warn({ queueWarning: warning.data }, warning.message))
	return boss
}

/**
 * Creates pg-boss's schema in the database at `url`, or brings it to this pg-boss's version. Run
 * where the app's migrations run (server/start-up.ts, the tests' template database).
 */
export async function installQueueSchema(url: string) {
	const boss = new PgBoss({
		connectionString: url,
		schema: QUEUE_SCHEMA,
		application_name: 'warrington-jobs-queue-install',
		max: 1,
		migrate: true,
		supervise: false,
		schedule: false,
		registerInstance: false,
	})
	boss.on('error', (error) => log().error({ err: error }, 'Installing the background queue failed'))
	await boss.start()
	await boss.stop({ graceful: false })
}

type Running = { boss: Promise<PgBoss>; instance: PgBoss; role: QueueRole; queues: Set<string> }
let running: Running | undefined
/** The one being stopped, whose jobs under way are still this process's until it has. */
let stopping: Running | undefined

function open(role: QueueRole): Running {
	const url = process.env.DATABASE_URL
	if (!url) throw new Error('DATABASE_URL is not set')
	const boss = createBoss(url, role)
	const opened: Running = {
		role,
		instance: boss,
		queues: new Set(),
		boss: boss.start().catch((error: unknown) => {
			if (running === opened) running = undefined
			throw error
		}),
	}
	return opened
}

/** This process's pg-boss: the worker's when it runs one, else a producer started on first use. */
export function processQueue(): Promise<PgBoss> {
	running ??= open('producer')
	return running.boss
}

/** Makes this process's pg-boss a worker one (stopping a producer started before). */
export async function openWorkerQueue(): Promise<PgBoss> {
	if (running?.role === 'worker') return running.boss
	await stopQueue()
	running = open('worker')
	return running.boss
}

/** Stops this process's pg-boss, letting jobs under way finish (up to `timeoutMs`). */
export async function stopQueue(timeoutMs = 10_000) {
	stopping = running
	running = undefined
	const boss = await stopping?.boss.catch(() => undefined)
	await boss?.stop({ graceful: true, timeout: timeoutMs })
	stopping = undefined
}

/** How many jobs this process's worker is running now, by task: what a stuck shutdown waits for. */
export function jobsUnderWay() {
	const jobs: Record<string, number> = {}
	for (const queue of [running, stopping]) {
		// Asked while the process is stuck: whatever pg-boss cannot say is left out.
		const workers = (() => {
			try {
				return queue?.instance.getWipData() ?? []
			} catch {
				return []
			}
		})()
		for (const worker of workers) {
			if (worker.count > 0) jobs[worker.name] = (jobs[worker.name] ?? 0) + worker.count
		}
	}
	return jobs
}

/** Creates the task's queue once per process (pg-boss's createQueue does nothing when it exists). */
export async function ensureQueue(boss: PgBoss, task: Task<never>) {
	const known = running?.queues
	if (known?.has(task.name)) return
	await boss.createQueue(task.name, { policy: task.cron ? 'exclusive' : (task.policy ?? 'standard') })
	known?.add(task.name)
}

type EnqueueOptions = {
	/** Not before this time (or this many seconds from now). */
	startAfter?: Date | number
	/** Higher runs first among a queue's waiting jobs (pg-boss fetches by priority, then age); 0 by default. */
	priority?: number
	/**
	 * Sent at once on the queue's own connection even when `em` has a transaction, so the job stays
	 * if that transaction rolls back: for work that must follow whatever the transaction does.
	 */
	outsideTransaction?: boolean
}

/**
 * Sends a job of `task`. Inside `em`'s transaction when it has one: the job exists only if that
 * transaction commits. Returns the job's id, or null when an exclusive task's job with the same key
 * is already waiting or running.
 */
export async function enqueue<Data extends object>(
	em: EntityManager,
	task: Task<Data>,
	data: Data,
	{ outsideTransaction = false, ...options }: EnqueueOptions = {},
): Promise<string | null> {
	const boss = await processQueue()
	await ensureQueue(boss, task as Task<never>)
	const send: SendOptions = { ...task.retry?.(), ...options }
	if (task.key) send.singletonKey = task.key(data)
	const db = outsideTransaction ? undefined : transactionDb(em)
	if (db) send.db = db
	return boss.send(task.name, data, send)
}

/**
 * pg-boss's `db` option over the EntityManager's open transaction (MikroORM runs it on Kysely):
 * pg-boss's statements then run on that transaction's connection. Undefined outside a transaction.
 */
function transactionDb(em: EntityManager): Db | undefined {
	type Transaction = {
		executeQuery: (query: {
			sql: string
			parameters: readonly unknown[]
			query: { kind: 'RawNode'; sqlFragments: readonly string[]; parameters: readonly unknown[] }
			queryId: { queryId: string }
		}) => Promise<{ rows: unknown[] }>
	}
	const transaction = em.getTransactionContext<Transaction>()
	if (!transaction) return undefined
	return {
		async executeSql(text, values = []) {
			// What Kysely's CompiledQuery.raw(text, values) builds; Kysely is MikroORM's, not ours to import.
			const result = await transaction.executeQuery({
				sql: text,
				parameters: values,
				query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
				queryId: { queryId: randomUUID() },
			})
			return { rows: result.rows }
		},
	}
}
