import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import type { InteractionType } from '../recommendations/seeker-options.ts'
import { LISTED_JOB_SQL } from './listed-job.server.ts'

/**
 * Records that a seeker viewed or saved a listed job (active, not expired). One row per user,
 * job and kind: a repeat counts it (`times`) and moves `lastAt` on, so reloading a page never
 * floods the table, and two requests at once still leave one row (the unique constraint answers
 * the second with an update). False when the job is not listed; nothing is stored then.
 */
export async function recordInteraction(
	em: EntityManager,
	user: Pick<User, 'id'>,
	jobId: number,
	type: InteractionType,
) {
	if (!Number.isSafeInteger(jobId) || jobId <= 0) return false
	const rows = await em.getConnection().execute<{ id: number }[]>(
		`insert into job_interaction (user_id, job_id, interaction_type, times, first_at, last_at)
			select ?, j.id, ?, 1, now(), now() from job j where j.id = ? and ${LISTED_JOB_SQL}
		on conflict (user_id, job_id, interaction_type)
			do update set times = job_interaction.times + 1, last_at = excluded.last_at
		returning id`,
		[user.id, type, jobId],
	)
	return rows.length > 0
}

/**
 * A visit to a job page. Signed in, the view is recorded (never the job's own employer looking
 * at it) and the answer says whether the visitor has saved the job; anonymous visits touch
 * nothing, so the page stays the same for everyone and a shared cache may keep it.
 */
export async function visitJobPage(
	em: EntityManager,
	user: Pick<User, 'id'> | null,
	job: { id: number; user: { id: number } },
) {
	if (!user) return { saved: false }
	const [saved] = await Promise.all([
		em
			.getConnection()
			.execute<{ saved: boolean }[]>(
				'select exists (select 1 from saved_job where user_id = ? and job_id = ?) as saved',
				[user.id, job.id],
			),
		job.user.id === user.id ? null : recordInteraction(em, user, job.id, 'view'),
	])
	return { saved: saved[0]?.saved === true }
}
