// Retention (issue 31, decision 222): personal data is kept only as long as the privacy page says,
// with the periods it states (config.retention, read by the page too). Each kind has a daily task:
// - applications, with their CV and video copies and their stages, RETENTION_APPLICATION_MONTHS
//   after their job closed: the job's listing ended (`listed_until`, the jobs area's own end: its
//   expiry, or its taking down), or the job was deleted (`application.job_closed_at`);
// - job views and saves (job_interaction) RETENTION_ACTIVITY_MONTHS after the last;
// - unused accounts (inactive-accounts.server.ts).
//
// How to use it: each function takes `now` (tests set the clock) and works in batches, each batch
// its own short transaction, until nothing is left: a million old rows never make one transaction.
import type { EntityManager } from '@mikro-orm/postgresql'
import { config } from '../../platform/config.server.ts'
import { deleteFile } from '../../platform/files.server.ts'
import { defineTask } from '../../platform/queue/tasks.ts'

/** Rows deleted per transaction. */
export const RETENTION_BATCH = 500

/**
 * `months` calendar months before `now` (UTC), on the same day of the month or, where that month is
 * shorter, its last day: six months before 31 August is 28 or 29 February, never 2 March.
 */
export function monthsBefore(now: Date, months: number) {
	const target = new Date(now)
	target.setUTCDate(1)
	target.setUTCMonth(target.getUTCMonth() - months)
	const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
	target.setUTCDate(Math.min(now.getUTCDate(), lastDay))
	return target
}

/** Runs `batch` until it reports fewer rows than a full batch; returns the total. */
async function inBatches(batch: () => Promise<number>) {
	let total = 0
	for (;;) {
		const done = await batch()
		total += done
		if (done < RETENTION_BATCH) return total
	}
}

/**
 * Deletes the applications whose job closed more than RETENTION_APPLICATION_MONTHS before `now`,
 * with their files (a bucket's copy follows through file-object-cleanup) and stage changes (by
 * cascade). A job still listed keeps its applications. Returns how many went.
 */
export async function removeOldApplications(em: EntityManager, now = new Date()) {
	const cutoff = monthsBefore(now, config.retention.applicationMonths)
	return inBatches(() =>
		em.fork().transactional(async (tx) => {
			const gone = await tx.execute<{ cv_file_id: string | null; video_pitch_file_id: string | null }[]>(
				`delete from application where id in (
					select a.id from application a left join job j on j.id = a.job_id
					where (a.job_id is null and a.job_closed_at < ?) or j.listed_until < ?
					limit ${RETENTION_BATCH} for update of a skip locked)
				returning cv_file_id, video_pitch_file_id`,
				[cutoff, cutoff],
			)
			const files = gone.flatMap((row) => [row.cv_file_id, row.video_pitch_file_id]).filter((id) => id !== null)
			for (const id of files) await deleteFile(tx, id)
			return gone.length
		}),
	)
}

/** Deletes job views and saves last made more than RETENTION_ACTIVITY_MONTHS before `now`. Returns how many went. */
export async function removeOldActivity(em: EntityManager, now = new Date()) {
	const cutoff = monthsBefore(now, config.retention.activityMonths)
	return inBatches(async () => {
		const gone = await em.fork().execute<{ id: number }[]>(
			`delete from job_interaction where id in (
				select id from job_interaction where last_at < ? limit ${RETENTION_BATCH} for update skip locked)
			returning id`,
			[cutoff],
		)
		return gone.length
	})
}

export const applicationRetention = defineTask({
	name: 'retention-applications',
	cron: '10 3 * * *',
	handler: (em) => removeOldApplications(em),
})

export const activityRetention = defineTask({
	name: 'retention-activity',
	cron: '20 3 * * *',
	handler: (em) => removeOldActivity(em),
})
