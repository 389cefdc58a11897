// What "listed" means for a job, in one place (docs/product.md §6): active and not yet expired.
// A listed job is in the listing, can be applied to and saved, and counts in every insight.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import { appliedAtOfSql } from '../applying/applications.server.ts'
import { preparedRows } from '../../platform/prepared.server.ts'

/** A listed job, in SQL over the job table aliased `j`. */
export const LISTED_JOB_SQL = 'j.is_active and j.expires_at > now()'

/** A listed job, as a MikroORM filter on Job. */
export function listedJobFilter(now = new Date()) {
	return { isActive: true, expiresAt: { $gt: now } } as const
}

/** A listed job as a signed-in seeker's visit to its page needs it, with their saved and applied state. */
export type JobVisit = {
	job: { id: number; user: { id: number }; applyUrl: string | null }
	saved: boolean
	appliedAt: Date | null
}

/**
 * The job `id` if it is listed now, whether this seeker saved it and when they applied to it (as
 * appliedAt counts it), in one plain query, or null: the signed-in job page made from the shared
 * page (decision 248) asks it on every view, where the job's entity, the saved check and the
 * application's look-up were three queries.
 */
export async function jobVisitOf(
	em: EntityManager,
	user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
	id: number,
): Promise<JobVisit | null> {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	const applied = appliedAtOfSql('j.id', user)
	// Asked on every signed-in visit of a job page: prepared once per connection (decision 257).
	const [row] = await preparedRows<{
		id: number
		user_id: number
		apply_url: string | null
		saved: boolean
		applied_at: Date | string | null
	}>(
		em,
		`select j.id, j.user_id, j.apply_url,
			exists (select 1 from saved_job s where s.user_id = ? and s.job_id = j.id) as saved,
			${applied.sql} as applied_at
		from job j where j.id = ? and ${LISTED_JOB_SQL}`,
		[user.id, ...applied.params, id],
	)
	if (!row) return null
	return {
		job: { id: row.id, user: { id: row.user_id }, applyUrl: row.apply_url },
		saved: row.saved,
		appliedAt: row.applied_at === null ? null : new Date(row.applied_at),
	}
}
