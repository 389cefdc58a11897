// What "listed" means for a job, in one place (docs/product.md §6): active and not yet expired.
// A listed job is in the listing, can be applied to and saved, and counts in every insight.

/** A listed job, in SQL over the job table aliased `j`. */
export const LISTED_JOB_SQL = 'j.is_active and j.expires_at > now()'

/** A listed job, as a MikroORM filter on Job. */
export function listedJobFilter(now = new Date()) {
	return { isActive: true, expiresAt: { $gt: now } } as const
}
