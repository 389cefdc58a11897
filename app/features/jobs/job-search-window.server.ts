// The jobs a search finds among those stored by a span of transactions: what is new for an instant
// job alert since its mark (decision 185). The listing's own filters (listedWhere) and text match,
// so an alert finds what its search on `/` shows; never the listing cache, whose entries may be a
// moment older than the jobs a sweep is told to look at.
import type { EntityManager } from '@mikro-orm/postgresql'
import { COLUMNS, listedWhere } from './job-search.server.ts'
import type { JobSearch } from './job-search.ts'
import { searchQuerySql } from './job-search-query.server.ts'
import { circleSql } from './job-distance.server.ts'
import { jobViewFromRow, type JobRow, type JobView } from './job-views.server.ts'
import { DEFAULT_RADIUS_MILES } from './postcode.ts'
import { locatePostcode } from './postcode-districts.server.ts'

/** Transaction ids as PostgreSQL's xid8 prints them: `from` inclusive, `to` exclusive. */
export type TransactionSpan = { from: string; to: string }

/**
 * The listed jobs matching `query` whose storing transaction lies in `span`, newest first (the
 * first `limit`), and how many there are in all. An unknown postcode district throws, as the
 * listing's search does.
 */
export async function searchJobsStoredIn(
	em: EntityManager,
	query: JobSearch,
	span: TransactionSpan,
	limit: number,
): Promise<{ jobs: JobView[]; total: number }> {
	const text = query.search.trim()
	const district = query.near ? locatePostcode(query.near) : null
	const circle = district ? { ...district, radius: query.radius ?? DEFAULT_RADIUS_MILES } : null
	const where = listedWhere(query, circle)
	const tsquery = text ? searchQuerySql(text) : null
	const textSql = tsquery ? `j.search_vector @@ ${tsquery.sql} and ` : ''
	const rows = await em.getConnection().execute<(JobRow & { total: string })[]>(
		`with matches as materialized (
			select j.id, j.posted_at from job j
			where j.posted_xid >= ?::xid8 and j.posted_xid < ?::xid8 and ${textSql}${where.sql}
		),
		page as (select * from matches order by posted_at desc, id desc limit ?)
		select ${COLUMNS}, ${circle ? circleSql(circle).distance : 'null::float8'} as distance_miles,
			(select count(*) from matches) as total
		from page join job j on j.id = page.id
		order by page.posted_at desc, page.id desc`,
		[span.from, span.to, ...(tsquery?.params ?? []), ...where.params, limit],
	)
	return { jobs: rows.map((row) => jobViewFromRow(row)), total: rows.length ? Number(rows[0]!.total) : 0 }
}
