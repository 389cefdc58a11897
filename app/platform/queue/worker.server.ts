// Runs the queue's jobs in this process: each task's handler, with an EntityManager of its own
// from the process's one ORM, and the periodic tasks on their cron (decision 155). Started by the
// app after its migrations (server/main.ts through the entry module) unless QUEUE_WORKER=0, or
// alone by `npm run worker`.
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss'
import { config } from '../config.server.ts'
import { getOrm } from '../db.server.ts'
import { log } from '../logger.server.ts'
import { closeMailTransport } from '../mail-transport.server.ts'
import { ensureQueue, openWorkerQueue, stopQueue } from './queue.server.ts'
import { PERIODIC_RETRY, type AnyTask } from './tasks.ts'

/** Periodic tasks run on the clock the site's users live by. */
const CRON_TIME_ZONE = 'Europe/London'

type WorkerOptions = {
	/** How often an idle worker looks for jobs; pg-boss's default is 2 seconds. */
	pollingIntervalSeconds?: number
}

/**
 * Starts working `tasks`: creates their queues, (re)writes the periodic ones' schedules and drops
 * schedules no task claims any longer, then polls for jobs. Returns the running pg-boss.
 */
export async function startWorker(tasks: readonly AnyTask[], options: WorkerOptions = {}): Promise<PgBoss> {
	const names = new Set<string>()
	for (const task of tasks) {
		if (names.has(task.name)) throw new Error(`Two background tasks are named "${task.name}"`)
		names.add(task.name)
	}
	const boss = await openWorkerQueue()
	for (const task of tasks) {
		await ensureQueue(boss, task)
		// A periodic task's own retries and time limit, when it has them, replace the common ones.
		if (task.cron)
			await boss.schedule(task.name, task.cron, {}, { tz: CRON_TIME_ZONE, ...PERIODIC_RETRY, ...task.retry?.() })
	}
	for (const schedule of await boss.getSchedules()) {
		if (!tasks.some((task) => task.name === schedule.name && task.cron)) {
			await boss.unschedule(schedule.name, schedule.key)
		}
	}
	await workTasks(boss, tasks, options)
	started = true
	log().info({ tasks: [...names] }, 'Background worker started')
	return boss
}

let started = false

/** Whether this process's worker has started and not been stopped since: what /readyz checks. */
export const workerStarted = () => started

/**
 * Has `boss` run the jobs of `tasks` (their queues created first). Each fetch takes up to
 * QUEUE_BATCH_SIZE jobs (a periodic task's, one; a task's own `batchSize`), run one after another, each with a fresh
 * EntityManager and settled on its own: one job's failure retries that job alone. A task runs
 * `concurrency` fetches at once (QUEUE_CONCURRENCY by default, periodic tasks one), and while fetches
 * come back full the worker fetches again at once instead of waiting for the next poll. A task with
 * `urgentPriority` has one more fetch, of those jobs only, one at a time.
 */
export async function workTasks(boss: PgBoss, tasks: readonly AnyTask[], options: WorkerOptions = {}) {
	const batchSize = config.queueBatchSize
	const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2
	for (const task of tasks) {
		await ensureQueue(boss, task)
		const run = async (jobs: JobWithMetadata<object>[]) => {
			// A fetch claims jobs highest priority first, but hands them over in no particular order.
			const ordered = [...jobs].sort((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime())
			const results: JobResult[] = []
			for (const job of ordered) results.push(await runJob(task, job))
			return results
		}
		const settings = { perJobResults: true, includeMetadata: true, pollingIntervalSeconds } as const
		await boss.work(
			task.name,
			{
				...settings,
				localConcurrency: task.cron ? 1 : (task.concurrency ?? config.queueConcurrency),
				batchSize: task.batchSize ?? batchSize,
				pollingIntervalSeconds: task.pollingIntervalSeconds ?? pollingIntervalSeconds,
				burstWhenBatchFull: true,
			},
			run,
		)
		if (task.urgentPriority !== undefined)
			await boss.work(task.name, { ...settings, minPriority: task.urgentPriority, batchSize: 1 }, run)
	}
}

async function runJob(task: AnyTask, job: JobWithMetadata<object>): Promise<JobResult> {
	const em = (await getOrm()).em.fork()
	try {
		await task.handler(em, job.data, { attempt: job.retryCount + 1 })
		return { id: job.id, status: 'completed' }
	} catch (error) {
		log().warn({ err: error, task: task.name, jobId: job.id, attempt: job.retryCount + 1 }, 'Background job failed')
		const message = error instanceof Error ? error.message : String(error)
		return { id: job.id, status: 'failed', output: { message } }
	}
}

/** Stops the worker (and any producer queue): jobs under way finish first, up to `timeoutMs`. */
export async function stopWorker(timeoutMs?: number) {
	started = false
	await stopQueue(timeoutMs)
	closeMailTransport()
}
