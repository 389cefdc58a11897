// Which companies have a page at /companies/{slug}, for the sitemap (app/features/discovery).
import type { EntityManager } from '@mikro-orm/postgresql'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'
import { COMPANY_SLUG_SQL } from './reviews.server.ts'

/**
 * Every company that has a page (companyProfile finds it): a listed job under its name or a review
 * not hidden, by slug. `lastModified` is the latest change to what its page shows.
 */
export async function companiesWithPages(em: EntityManager): Promise<{ slug: string; lastModified: Date }[]> {
	const rows = await em.getConnection().execute<{ slug: string; last_modified: Date | string }[]>(
		`select slug, max(changed) as last_modified from (
			select ${COMPANY_SLUG_SQL} as slug, j.updated_at as changed from job j where ${LISTED_JOB_SQL}
			union all
			select company_key, created_at from company_review where not hidden
		) companies where slug <> '' and length(slug) <= 255 group by slug order by slug`,
	)
	return rows.map((row) => ({ slug: row.slug, lastModified: new Date(row.last_modified) }))
}
