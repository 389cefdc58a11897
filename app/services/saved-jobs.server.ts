import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../models/job.ts'
import type { User } from '../models/user.ts'
import { findListedJob } from './jobs.server.ts'

/**
 * Saves a listed job (active, not expired) for a user. Saving again keeps the one row: the
 * unique (user, job) pair answers a repeat, or two saves at once, with "do nothing".
 * False when the job is not listed.
 */
export async function saveJob(em: EntityManager, user: Pick<User, 'id'>, jobId: number) {
	const job = await findListedJob(em, jobId)
	if (!job) return false
	await em
		.getConnection()
		.execute('insert into saved_job (user_id, job_id, saved_at) values (?, ?, now()) on conflict (user_id, job_id) do nothing', [user.id, job.id])
	return true
}

/**
 * Removes a job from a user's saved jobs; removing one not saved is no error. Any job that
 * exists can be removed, listed or not, so an expired job never sticks. False when there is
 * no such job.
 */
export async function unsaveJob(em: EntityManager, user: Pick<User, 'id'>, jobId: number) {
	if (!Number.isSafeInteger(jobId) || jobId <= 0) return false
	if ((await em.count(Job, { id: jobId })) === 0) return false
	await em.getConnection().execute('delete from saved_job where user_id = ? and job_id = ?', [user.id, jobId])
	return true
}

/** Which of these jobs (one listing page's) the user has saved, in one query. */
export async function savedJobIdsAmong(em: EntityManager, user: Pick<User, 'id'>, jobIds: number[]): Promise<Set<number>> {
	if (jobIds.length === 0) return new Set()
	const rows = await em
		.getConnection()
		.execute<{ job_id: number }[]>(`select job_id from saved_job where user_id = ? and job_id in (${jobIds.map(() => '?').join(', ')})`, [user.id, ...jobIds])
	return new Set(rows.map((row) => row.job_id))
}
