// Market trends (docs/product.md §14 and §19, decision 131): for each industry, the jobs posted in
// each of the last six calendar months (this month so far included) and their average salary.
// Posted means posted, listed or not since: the job table keeps closed and expired jobs. Months
// are the UK's (Europe/London). One grouped query; the series are assembled from its few rows.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { averagePounds } from './market-figures.ts'
import { postedRowsSql } from './insight-totals.server.ts'

/** How many calendar months a series covers, this one included. */
const TREND_MONTHS = 6
/** The region every trend is for: the board's home town (specification 001, market trend). */
const TREND_REGION = 'Warrington'

export type MonthFigure = {
	/** The calendar month, "2026-11". */
	month: string
	jobsPosted: number
	/** Mean midpoint annual salary of that month's jobs with a figure; null below MIN_SAMPLE_SIZE. */
	averageSalary: number | null
}

type IndustryTrend = { industry: string; region: string; jobsPosted: number; months: MonthFigure[] }
type MarketTrends = { months: string[]; overall: MonthFigure[]; industries: IndustryTrend[] }

type Row = { industry: string; month: string; posted: string; salaried: string; average_salary: string | null }

/** Every industry with a job posted in the last six months, the busiest first, and the board as a whole. */
export function marketTrends(em: EntityManager): Promise<MarketTrends> {
	return cachedListing(em, 'market-trends', () => computeMarketTrends(em), Date.now(), { stale: true })
}

const FIRST_MONTH = `(date_trunc('month', now() at time zone 'Europe/London') - interval '${TREND_MONTHS - 1} months')`
const MONTH_OF = (instant: string) => `to_char(date_trunc('month', ${instant} at time zone 'Europe/London'), 'YYYY-MM')`

/** Jobs posted per industry (and for the board, industry null) and month, from the totals. */
const TOTALS_SQL = `select case when s.dimension = 'industry' then s.name end as industry, ${MONTH_OF('s.posted_at')} as month,
		sum(s.jobs) as posted, sum(s.salaried) as salaried, sum(s.pay_total) / nullif(sum(s.paid), 0) as average_salary
	from (${postedRowsSql(`(select ${FIRST_MONTH}::date)`, ['board', 'industry'])}) as s
	where s.posted_at >= ${FIRST_MONTH} at time zone 'Europe/London' and s.posted_at <= now()
	group by 1, 2 having sum(s.jobs) > 0`

/** The same rows by a pass over every job posted in the six months. */
const RECOMPUTE_SQL = `select j.industry, ${MONTH_OF('j.posted_at')} as month,
		count(*) as posted, count(j.salary_annual_min) as salaried,
		avg((j.salary_annual_min + j.salary_annual_max) / 2.0) as average_salary
	from job j
	where j.posted_at >= ${FIRST_MONTH} at time zone 'Europe/London' and j.posted_at <= now()
	group by 1, 2
	union all
	select null, ${MONTH_OF('j.posted_at')}, count(*), count(j.salary_annual_min), avg((j.salary_annual_min + j.salary_annual_max) / 2.0)
	from job j
	where j.posted_at >= ${FIRST_MONTH} at time zone 'Europe/London' and j.posted_at <= now()
	group by 2`

/** The trends from the running totals, uncached. */
export const computeMarketTrends = (em: EntityManager) => trendsFrom(em, TOTALS_SQL)

/** The trends by a full pass over the jobs: what the totals are held to (market-totals.server.test.ts). */
export const recomputeMarketTrends = (em: EntityManager) => trendsFrom(em, RECOMPUTE_SQL)

/** One page of the industries' series (the API's list). */
export async function marketTrendsPage(em: EntityManager, page: Page): Promise<Paged<IndustryTrend>> {
	const { industries } = await marketTrends(em)
	return { items: industries.slice(page.offset, page.offset + page.limit), total: industries.length }
}

async function trendsFrom(em: EntityManager, rowsSql: string): Promise<MarketTrends> {
	const connection = em.getConnection()
	const [[{ months }], rows] = await Promise.all([
		connection.execute<[{ months: string[] }]>(
			`select array_agg(to_char(m, 'YYYY-MM') order by m) as months from generate_series(
				${FIRST_MONTH}, date_trunc('month', now() at time zone 'Europe/London'), interval '1 month') as m`,
		),
		connection.execute<Row[]>(rowsSql),
	])
	const byIndustry = new Map<string | null, Map<string, Row>>()
	for (const row of rows) {
		const key = row.industry
		if (!byIndustry.has(key)) byIndustry.set(key, new Map())
		byIndustry.get(key)!.set(row.month, row)
	}
	const series = (rowsByMonth: Map<string, Row> | undefined) =>
		months.map((month): MonthFigure => {
			const row = rowsByMonth?.get(month)
			return {
				month,
				jobsPosted: Number(row?.posted ?? 0),
				averageSalary: row ? averagePounds(row.average_salary, Number(row.salaried)) : null,
			}
		})
	const industries = [...byIndustry.entries()]
		.filter((entry): entry is [string, Map<string, Row>] => entry[0] !== null)
		.map(([industry, rowsByMonth]) => {
			const figures = series(rowsByMonth)
			return {
				industry,
				region: TREND_REGION,
				jobsPosted: figures.reduce((sum, figure) => sum + figure.jobsPosted, 0),
				months: figures,
			}
		})
		.sort((a, b) => b.jobsPosted - a.jobsPosted || a.industry.localeCompare(b.industry))
	return { months, overall: series(byIndustry.get(null)), industries }
}
