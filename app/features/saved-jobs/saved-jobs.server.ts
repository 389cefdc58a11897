import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { recordInteraction } from '../jobs/interactions.server.ts'
import { findListedJob } from '../jobs/jobs.server.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'
import { preparedRows } from '../../platform/prepared.server.ts'

/**
 * Saves a listed job (active, not expired) for a user and records the save as an interaction.
 * Saving again keeps the one row: the unique (user, job) pair answers a repeat, or two saves at
 * once, with "do nothing". False when the job is not listed.
 */
export async function saveJob(em: EntityManager, user: Pick<User, 'id'>, jobId: number) {
	const job = await findListedJob(em, jobId)
	if (!job) return false
	await em
		.getConnection()
		.execute(
			'insert into saved_job (user_id, job_id, saved_at) values (?, ?, now()) on conflict (user_id, job_id) do nothing',
			[user.id, job.id],
		)
	await recordInteraction(em, user, job.id, 'save')
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
export async function savedJobIdsAmong(
	em: EntityManager,
	user: Pick<User, 'id'>,
	jobIds: number[],
): Promise<Set<number>> {
	if (jobIds.length === 0) return new Set()
	// Asked on every signed-in view of a listing page: one text for any page, prepared once per connection (decision 257).
	const rows = await preparedRows<{ job_id: number }>(
		em,
		'select job_id from saved_job where user_id = ? and job_id = any(?::int[])',
		[user.id, jobIds],
	)
	return new Set(rows.map((row) => row.job_id))
}

/** A saved job as the API and the employee dashboard read it (docs/product.md §18), plus whether it is still listed. */
type SavedJobView = {
	id: number
	jobId: number
	savedAt: string
	job: {
		id: number
		title: string
		company: string
		location: string
		salary: string | null
		description: string
		isListed: boolean
	}
}

type SavedJobRow = {
	id: number
	job_id: number
	saved_at: Date
	title: string
	company: string
	location: string
	salary: string | null
	description: string
	is_listed: boolean
}

/**
 * A user's saved jobs, newest save first (one page when `page` is given), and their total. Jobs that have since closed or expired stay in the
 * list (marked `isListed: false`) so that the seeker sees what became of them and can remove
 * them; a deleted job takes its saved rows with it.
 */
export async function savedJobsOf(
	em: EntityManager,
	user: Pick<User, 'id'>,
	page?: Page,
): Promise<Paged<SavedJobView>> {
	const connection = em.getConnection()
	const rows = await connection.execute<SavedJobRow[]>(
		`select s.id, s.job_id, s.saved_at, j.title, j.company, j.location, j.salary, j.description,
			(${LISTED_JOB_SQL}) as is_listed
		from saved_job s join job j on j.id = s.job_id
		where s.user_id = ?
		order by s.saved_at desc, s.id desc
		limit ? offset ?`,
		[user.id, page?.limit ?? null, page?.offset ?? 0],
	)
	const total = page
		? Number(
				(
					await connection.execute<{ count: string }[]>('select count(*) from saved_job where user_id = ?', [user.id])
				)[0]!.count,
			)
		: rows.length
	const items = rows.map((row) => ({
		id: row.id,
		jobId: row.job_id,
		savedAt: new Date(row.saved_at).toISOString(),
		job: {
			id: row.job_id,
			title: row.title,
			company: row.company,
			location: row.location,
			salary: row.salary,
			description: row.description,
			isListed: row.is_listed,
		},
	}))
	return { items, total }
}
