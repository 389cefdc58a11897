// The sync of job sources through the background queue (issue 32, decision 232).
//
// How to use it: after anything that should sync a source now (it was added, approved, resumed, or
// its employer pressed "Sync now"), call `requestSync(em, source)` inside that request's
// transaction: it clears a pause, makes the source due and queues its sync, which runs once the
// transaction commits. The schedule needs nothing: `jobSourcesDue` runs every 5 minutes and queues
// every unpaused source whose `nextSyncAt` has come; each sync sets the next one.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { JobSource } from '../../models/job-source.ts'
import { enqueue } from '../../platform/queue/queue.server.ts'
import { defineTask } from '../../platform/queue/tasks.ts'
import { syncJobSource } from './sync.server.ts'

/**
 * One source's sync. `stately` per source: at most one waiting and one running, so a sync
 * requested while one waits adds nothing, but one requested while a sync runs (an approval, "Sync
 * now", a change of address) waits for it and runs after, reading what changed; under `exclusive`
 * it was dropped, and a source approved during its first, untrusted run listed nothing for an hour.
 * A source's own failures (unreachable, unreadable) are recorded on it, not thrown; only the
 * database failing fails the job, which is then tried again.
 */
export const jobSourceSync = defineTask<{ sourceId: number }>({
	name: 'job-source-sync',
	policy: 'stately',
	key: ({ sourceId }) => `source-${sourceId}`,
	// One source a fetch, one sync at a time in a process: syncs side by side lock the same rows of
	// the listing's tallies (every new job counts under its hour and words), so each waits on the
	// other and batches hit the statement timeout (decision 235's first figures: 155 s against 60 s).
	batchSize: 1,
	concurrency: 1,
	pollingIntervalSeconds: 0.5,
	// Up to MAX_DOCUMENTS pages, four at a time, each given 10 s: at worst 25 minutes.
	retry: () => ({ retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 }),
	handler: (em, { sourceId }) => syncJobSource(em, sourceId),
})

/** Every 5 minutes: queues the sync of every unpaused source that is due. */
export const jobSourcesDue = defineTask({
	name: 'job-sources-due',
	cron: '*/5 * * * *',
	handler: (em) => queueDueSyncs(em),
})

/** Queues the sync of each unpaused source whose time has come; returns how many were due. */
export async function queueDueSyncs(em: EntityManager, now = new Date()) {
	const due = await em.execute<{ id: number }[]>(
		'select id from job_source where paused_at is null and next_sync_at <= ? order by next_sync_at',
		[now],
	)
	for (const { id } of due) await enqueue(em, jobSourceSync, { sourceId: id })
	return due.length
}

/**
 * Syncs the source as soon as the caller's transaction commits: clears a pause (a source paused
 * after repeated failures gets its five tries again), makes it due now and queues its sync.
 */
export async function requestSync(em: EntityManager, source: JobSource, now = new Date()) {
	await em.transactional(async (tx) => {
		if (source.pauseReason === 'failures') source.consecutiveFailures = 0
		source.pausedAt = null
		source.pauseReason = null
		source.nextSyncAt = now
		tx.persist(source)
		await tx.flush()
		await enqueue(tx, jobSourceSync, { sourceId: source.id })
	})
}
