// The links between a source's jobs and ours (job_import), read and ended for the job writer
// (job-writer.server.ts; decisions 232 and 236).
import type { EntityManager } from '@mikro-orm/postgresql'
import type { JobSource } from '../../models/job-source.ts'
import { queueIndexingNotice } from '../discovery/indexing.server.ts'
import { FREE_POSTING_DAYS } from '../jobs/job-options.ts'
import type { MappedJob } from './mapped-job.ts'

/** Jobs written in one transaction. */
export const BATCH = 100
/** A listed job this close to its end that its source still lists is listed for longer. */
export const RENEW_WITHIN_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000

export type Link = {
	id: number
	externalId: string
	jobId: number | null
	fingerprint: string
	goneAt: Date | null
	/** The linked job's source: this one's, another's, or null (posted by hand). */
	jobSourceId: number | null
	isActive: boolean
	expiresAt: Date | null
}
export async function linksOf(em: EntityManager, sourceId: number) {
	const rows = await em.execute<
		{
			id: number
			external_id: string
			job_id: number | null
			fingerprint: string
			gone_at: Date | null
			job_source_id: number | null
			is_active: boolean | null
			expires_at: Date | null
		}[]
	>(
		`select i.id, i.external_id, i.job_id, i.fingerprint, i.gone_at, j.source_id as job_source_id, j.is_active, j.expires_at
		from job_import i left join job j on j.id = i.job_id where i.source_id = ?`,
		[sourceId],
	)
	return new Map<string, Link>(
		rows.map((row) => [
			row.external_id,
			{
				id: row.id,
				externalId: row.external_id,
				jobId: row.job_id,
				fingerprint: row.fingerprint,
				goneAt: row.gone_at,
				jobSourceId: row.job_source_id,
				isActive: row.is_active ?? false,
				expiresAt: row.expires_at ? new Date(row.expires_at) : null,
			},
		]),
	)
}

/** The job is this source's to change (not posted by hand, nor another source's). */
export function ownJob(link: Link, source: JobSource) {
	return link.jobSourceId === source.id
}

/** Listed, or ended only by its time, and ending within RENEW_WITHIN_DAYS. */
export function renewable(link: Link, now: Date) {
	if (!link.expiresAt) return false
	const endedByTime = link.expiresAt <= now
	return (link.isActive || endedByTime) && link.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_DAYS * DAY_MS
}

/** Where a listing of the job ends: the source's closing date, else FREE_POSTING_DAYS from now. */
export function endOf(job: MappedJob, now: Date) {
	return job.validThrough ?? new Date(now.getTime() + FREE_POSTING_DAYS * DAY_MS)
}

export async function renew(em: EntityManager, renewals: { id: number; expiresAt: Date }[]) {
	for (const batch of chunks(renewals))
		await em.execute(
			`update job set expires_at = r.expires_at, is_active = true
			from json_to_recordset(?::json) as r(id int, expires_at timestamptz) where job.id = r.id`,
			[JSON.stringify(batch.map(({ id, expiresAt }) => ({ id, expires_at: expiresAt })))],
		)
}

/**
 * Marks links gone and ends the jobs nothing lists any longer: a job another link still lists
 * passes to that link's source; one posted by hand, or another source's, is not this source's to end.
 */
export async function endGone(em: EntityManager, source: JobSource, gone: Link[], now: Date) {
	return em.transactional(async (tx) => {
		await tx.execute('update job_import set gone_at = ? where id = any(?::int[])', [
			now,
			intArray(gone.map((link) => link.id)),
		])
		const jobIds = gone.filter((link) => link.jobId !== null && ownJob(link, source)).map((link) => link.jobId!)
		if (!jobIds.length) return 0
		await tx.execute(
			`update job set source_id = (select o.source_id from job_import o where o.job_id = job.id and o.gone_at is null order by o.id limit 1)
			where id = any(?::int[]) and exists (select 1 from job_import o where o.job_id = job.id and o.gone_at is null)`,
			[intArray(jobIds)],
		)
		const ended = await tx.execute<{ id: number }[]>(
			`update job set is_active = false, updated_at = ? where id = any(?::int[]) and source_id = ? and is_active
			returning id`,
			[now, intArray(jobIds), source.id],
		)
		for (const { id } of ended) await queueIndexingNotice(tx, id)
		return ended.length
	})
}

export function chunks<T>(items: T[]): T[][] {
	const batches: T[][] = []
	for (let start = 0; start < items.length; start += BATCH) batches.push(items.slice(start, start + BATCH))
	return batches
}

/** A PostgreSQL array literal of ids, for `= any(?::int[])`. */
function intArray(ids: readonly number[]) {
	return `{${ids.join(',')}}`
}
