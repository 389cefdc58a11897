// What "listed" means for a job, in one place (docs/product.md §6): active and not yet expired.
// A listed job is in the listing, can be applied to and saved, and counts in every insight.
import type { EntityManager } from '@mikro-orm/postgresql'

/** A listed job, in SQL over the job table aliased `j`. */
export const LISTED_JOB_SQL = 'j.is_active and j.expires_at > now()'

/** A listed job, as a MikroORM filter on Job. */
export function listedJobFilter(now = new Date()) {
	return { isActive: true, expiresAt: { $gt: now } } as const
}

/** A listed job as a signed-in visit to its page needs it: who posted it and where to apply. */
export type ListedJobForVisit = { id: number; user: { id: number }; applyUrl: string | null }

/**
 * The job `id` if it is listed now, else null: one plain query, not the whole entity, for the
 * signed-in job page made from the shared page (decision 248), which asks it on every view.
 */
export async function listedJobForVisit(em: EntityManager, id: number): Promise<ListedJobForVisit | null> {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	const [row] = await em.execute<{ id: number; user_id: number; apply_url: string | null }[]>(
		`select j.id, j.user_id, j.apply_url from job j where j.id = ? and ${LISTED_JOB_SQL}`,
		[id],
	)
	return row ? { id: row.id, user: { id: row.user_id }, applyUrl: row.apply_url } : null
}
