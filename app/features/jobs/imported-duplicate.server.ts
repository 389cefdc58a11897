// A job posted by hand that one of the employer's job sources already lists here (issue 32,
// decision 236): refused, so that one job is one listing. The sync does the same the other way:
// a source's new job matching one posted by hand is linked to it, not stored again.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import { titleKey } from '../importing/mapping.ts'

/** The job is already listed from one of the employer's sources; `message` names that listing. */
export class ImportedDuplicateError extends Error {
	override name = 'ImportedDuplicateError'
	readonly jobId: number
	constructor(listing: { id: number; title: string; location: string; sourceUrl: string | null }) {
		super(
			`“${listing.title}” in ${listing.location} is already listed from your job source${
				listing.sourceUrl ? ` (${listing.sourceUrl})` : ''
			} as job ${listing.id}. Change it at its source and the board follows; post a different job here.`,
		)
		this.jobId = listing.id
	}
}

/** The employer's listed imported job with the same title (as de-duplication reads it) and area, or null. */
export async function importedDuplicateOf(
	em: EntityManager,
	owner: Pick<User, 'id'>,
	input: { title: string; location: string },
	now = new Date(),
) {
	const key = titleKey(input.title)
	const candidates = await em.execute<{ id: number; title: string; location: string; source_url: string | null }[]>(
		`select id, title, location, source_url from job
		where user_id = ? and location = ? and source_id is not null and is_active and expires_at > ? order by id`,
		[owner.id, input.location, now],
	)
	const match = candidates.find((job) => titleKey(job.title) === key)
	return match ? { id: match.id, title: match.title, location: match.location, sourceUrl: match.source_url } : null
}

/**
 * Until the caller's transaction ends, the employer's new listings are this transaction's to add:
 * a sync's batch and a posting by hand wait for each other, so neither misses the twin the other
 * is storing (two sources syncing at once, or a posting during a sync).
 */
export async function lockEmployerListings(em: EntityManager, employerId: number) {
	await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`employer-listings:${employerId}`])
}

/** Throws ImportedDuplicateError when the employer's sources already list this job here (in a transaction). */
export async function refuseImportedDuplicate(
	em: EntityManager,
	owner: Pick<User, 'id'>,
	input: { title: string; location: string; source?: number | null },
	now = new Date(),
) {
	if (input.source) return
	await lockEmployerListings(em, owner.id)
	const listing = await importedDuplicateOf(em, owner, input, now)
	if (listing) throw new ImportedDuplicateError(listing)
}
