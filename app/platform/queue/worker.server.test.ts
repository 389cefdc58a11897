// The worker's batches (decision 185): each fetch takes up to QUEUE_BATCH_SIZE jobs, run one after
// another; QUEUE_CONCURRENCY fetches of a queue run at once; each job is settled on its own.
import type { PgBoss } from 'pg-boss'
import { afterEach, expect, test, vi } from 'vitest'
import { eventually, jobsOf, sql, startTestWorker } from '../../../tests/fixtures/queue.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { enqueue, QUEUE_SCHEMA } from './queue.server.ts'
import { defineTask } from './tasks.ts'

let worker: PgBoss | undefined

afterEach(async () => {
	await worker?.stop({ graceful: true, timeout: 5000 })
	worker = undefined
	vi.unstubAllEnvs()
})

type Run = { job: number; start: number; end: number }

test('QUEUE_BATCH_SIZE jobs a fetch, QUEUE_CONCURRENCY fetches at once, and a failing job retried alone', async () => {
	vi.stubEnv('QUEUE_BATCH_SIZE', '5')
	vi.stubEnv('QUEUE_CONCURRENCY', '2')
	const runs: Run[] = []
	let running = 0
	let mostAtOnce = 0
	const failedOnce = new Set<number>()
	const task = defineTask<{ job: number }>({
		name: 'worker-batch-test',
		retry: () => ({ retryLimit: 2, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 }),
		handler: async (_em, { job }) => {
			running += 1
			mostAtOnce = Math.max(mostAtOnce, running)
			const start = Date.now()
			await new Promise((resolve) => setTimeout(resolve, 100))
			running -= 1
			runs.push({ job, start, end: Date.now() })
			if (job === 3 && !failedOnce.has(job)) {
				failedOnce.add(job)
				throw new Error('The first attempt at job 3 fails')
			}
		},
	})
	const em = await freshEm()
	for (let job = 1; job <= 20; job++) await enqueue(em, task, { job })
	worker = await startTestWorker([task])

	await eventually(async () => (await jobsOf(task.name, {})).every((row) => row.state === 'completed'))
	// Two fetches at once, never more: one handler each, the jobs of a fetch one after another.
	expect(mostAtOnce).toBe(2)
	expect(runs.filter((run) => run.job === 3)).toHaveLength(2)
	expect(runs).toHaveLength(21)
	// Jobs claimed by one fetch share its start time: fetches of five (job 3's retry apart).
	const fetches = await sql<{ jobs: number }>(
		`select count(*)::int as jobs from ${QUEUE_SCHEMA}.job where name = $1 group by started_on order by jobs desc`,
		[task.name],
	)
	expect(fetches[0]!.jobs).toBe(5)
	expect(fetches.every((fetch) => fetch.jobs <= 5)).toBe(true)
	// Only job 3 was tried again; the rest of its batch completed on the first attempt.
	const retried = (await jobsOf(task.name, {})).filter((row) => row.retry_count > 0)
	expect(retried).toHaveLength(1)
	expect(await jobsOf(task.name, { job: 3 })).toMatchObject([{ retry_count: 1, state: 'completed' }])
})

test('a task’s own batchSize replaces QUEUE_BATCH_SIZE: one job a fetch', async () => {
	vi.stubEnv('QUEUE_BATCH_SIZE', '5')
	vi.stubEnv('QUEUE_CONCURRENCY', '1')
	const task = defineTask<{ job: number }>({
		name: 'worker-batch-size-test',
		batchSize: 1,
		handler: async () => {
			await new Promise((resolve) => setTimeout(resolve, 50))
		},
	})
	const em = await freshEm()
	for (let job = 1; job <= 4; job++) await enqueue(em, task, { job })
	worker = await startTestWorker([task])
	await eventually(async () => (await jobsOf(task.name, {})).every((row) => row.state === 'completed'))
	const fetches = await sql<{ jobs: number }>(
		`select count(*)::int as jobs from ${QUEUE_SCHEMA}.job where name = $1 group by started_on`,
		[task.name],
	)
	expect(fetches).toHaveLength(4)
})
