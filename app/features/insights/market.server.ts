// Market insights (docs/product.md §14, decisions 130 and 240): what the board's own jobs say about
// the local market, for anyone. The counts come from the running totals the job table's triggers
// keep (insight-totals.server.ts): listed jobs by the day they expire, every job by the day it was
// posted, per industry, area, company, skill and salary band, so one statement sums a few thousand
// totals instead of passing over every job. They are the same counts the full pass gives
// (market-recomputed.server.ts; market-totals.server.test.ts holds the two together).
// Cached like the listing (cachedListing): a job written anywhere starts a fresh computation.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import {
	daysBefore,
	listedGroupsSql,
	listedPostedSinceSql,
	postedPeriodsSql,
	postedRowsSql,
} from './insight-totals.server.ts'
import { MARKET_TOP, marketFiguresOf, type MarketCounts, type MarketInsights } from './market-counts.ts'
import { recomputeMarketCounts } from './market-recomputed.server.ts'
import { NEW_THIS_WEEK_DAYS, SALARY_BANDS, TREND_PERIOD_DAYS } from './market-figures.ts'

export type { MarketInsights } from './market-counts.ts'

const PERIODS = postedPeriodsSql('s.posted_at', TREND_PERIOD_DAYS)
const RECENT = PERIODS.recent
const PREVIOUS = PERIODS.previous
// A company's totals are read only for the few companies shown (a thousand companies would be
// sixty thousand daily totals); the jobs posted ahead are taken out for every group.
const POSTED_ROWS = postedRowsSql(PERIODS.from, ['board', 'industry', 'skill'], {
	aheadDimensions: ['board', 'industry', 'company', 'skill'],
})
const COMPANY_TOTALS = postedRowsSql(PERIODS.from, ['company'], { name: 'c.key', aheadDimensions: [] })
/** A band's total is named by its lowest whole pound (the migration's job_insight_facts). */
const bandName = (band: (typeof SALARY_BANDS)[number]) => String(band.min ?? 0)
const listedOf = (dimension: string, column: string, name = '') =>
	`coalesce((select ${column} from listed where dimension = '${dimension}' and name = '${name}'), 0)`
const list = (select: string) => `(select coalesce(json_agg(t), '[]') from (${select}) as t)`

const MARKET_SQL = `with listed as materialized (${listedGroupsSql(['board', 'industry', 'location', 'company', 'skill', 'band'])}),
	posted as materialized (
		select dimension, name, coalesce(sum(jobs) filter (where ${RECENT}), 0) as recent,
			coalesce(sum(jobs) filter (where ${PREVIOUS}), 0) as previous
		from (${POSTED_ROWS}) as s group by dimension, name
	),
	periods as materialized (
		select l.dimension, l.name, l.jobs as listed, coalesce(p.recent, 0) as recent, coalesce(p.previous, 0) as previous
		from listed l left join posted p using (dimension, name) where l.jobs > 0
	),
	companies as (select name as key, jobs as listed from listed where dimension = 'company' and jobs > 0),
	-- Ties for the last place are broken by the name shown, so every company tied with it is named.
	company_cut as (select listed from companies order by listed desc offset ${MARKET_TOP - 1} limit 1)
	select json_build_object(
			'total', ${listedOf('board', 'jobs')},
			'new_this_week', ${listedPostedSinceSql(daysBefore(NEW_THIS_WEEK_DAYS - 1))},
			'companies', (select count(*) from companies),
			'salaried', ${listedOf('board', 'salaried')},
			'average_salary', (select pay_total / nullif(paid, 0) from listed where dimension = 'board'),
			${SALARY_BANDS.map((band, index) => `'band_${index}', ${listedOf('band', 'jobs', bandName(band))}`).join(',\n')},
			'recent', coalesce((select recent from posted where dimension = 'board'), 0),
			'previous', coalesce((select previous from posted where dimension = 'board'), 0)
		) as headline,
		${list(`select name, listed, recent, previous from periods where dimension = 'industry' order by listed desc, name limit ${MARKET_TOP}`)} as industries,
		${list(
			`select name as area, jobs as listed, salaried, pay_total / nullif(paid, 0) as average_salary
			from listed where dimension = 'location' and jobs > 0 order by listed desc, area`,
		)} as locations,
		${list(
			`select company, listed, recent, previous from (
				select c.listed, (select trim(j.company) from job j where j.is_active and j.expires_at > now() and lower(trim(j.company)) = c.key
					order by j.posted_at desc, j.id desc limit 1) as company,
					coalesce(p.recent, 0) + t.recent as recent, coalesce(p.previous, 0) + t.previous as previous
				from companies c left join posted p on p.dimension = 'company' and p.name = c.key
				cross join lateral (select coalesce(sum(s.jobs) filter (where ${RECENT}), 0) as recent,
					coalesce(sum(s.jobs) filter (where ${PREVIOUS}), 0) as previous from (${COMPANY_TOTALS}) as s) as t
				where c.listed >= coalesce((select listed from company_cut), 0)
			) as named order by listed desc, company limit ${MARKET_TOP}`,
		)} as companies,
		${list(`select name, listed, recent, previous from periods where dimension = 'skill'`)} as skills`

/** The market insights now, from the cache while no job has changed (and for at most its TTL). */
export function marketInsights(em: EntityManager): Promise<MarketInsights> {
	return cachedListing(em, 'market-insights', () => computeMarketInsights(em), Date.now(), { stale: true })
}

/** The market insights from the running totals, uncached. */
export async function computeMarketInsights(em: EntityManager): Promise<MarketInsights> {
	const [counts] = await em.getConnection().execute<[MarketCounts]>(MARKET_SQL)
	return marketFiguresOf(counts)
}

/** The same figures by a full pass over the jobs: what the totals are held to. */
export async function recomputeMarketInsights(em: EntityManager): Promise<MarketInsights> {
	return marketFiguresOf(await recomputeMarketCounts(em))
}
