// What /metrics reads from the database when scraped: the queue's depth and oldest waiting job by
// task (pg-boss's own tables), the mail outbox by status, and the ORM's connection pool. Each
// scrape reads once, in one short transaction with a one-second statement limit; the whole read
// gives up after two seconds, so a scrape never waits on a database that is away.
import type { Pool } from 'pg'
import { getOrm } from './db.server.ts'
import { useMetricsSources, type DatabaseSnapshot } from './metrics.server.ts'
import { withTimeout } from './outage.server.ts'
import { QUEUE_SCHEMA } from './queue/queue.server.ts'

const READ_TIMEOUT_MS = 2_000

/**
 * Due jobs (`start_after` passed) by state, per queue; the partial index pg-boss keeps for fetching
 * (state < 'active') serves the waiting ones. A task with no job is listed with zeros.
 */
const QUEUE_SQL = `
	select q.name as task,
		count(j.id) filter (where j.state < 'active') as waiting,
		count(j.id) filter (where j.state = 'active') as active,
		coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state < 'active')), 0) as oldest
	from ${QUEUE_SCHEMA}.queue q
	left join ${QUEUE_SCHEMA}.job j on j.name = q.name and j.state <= 'active' and j.start_after <= now()
	group by q.name order by q.name`

async function readDatabase(): Promise<DatabaseSnapshot> {
	const orm = await getOrm()
	return orm.em.fork().transactional(async (tx) => {
		await tx.execute(`set local statement_timeout = '1s'`)
		const queues = await tx.execute<{ task: string; waiting: string; active: string; oldest: string }[]>(QUEUE_SQL)
		const outbox = await tx.execute<{ status: string; messages: string }[]>(
			`select status, count(*) as messages from mail_outbox group by status order by status`,
		)
		return {
			queues: queues.map((row) => ({
				task: row.task,
				waiting: Number(row.waiting),
				active: Number(row.active),
				oldestWaitingSeconds: Number(row.oldest),
			})),
			outbox: outbox.map((row) => ({ status: row.status, messages: Number(row.messages) })),
		}
	})
}

/** Installs the readers above as the metrics' sources (idempotent): called as the server starts. */
export function startMetrics() {
	useMetricsSources({
		database: () => withTimeout(readDatabase(), READ_TIMEOUT_MS),
		pool: async () => {
			const orm = await getOrm()
			const pool = (await orm.em.getConnection().getNativeClient()) as Pool
			return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }
		},
	})
}
