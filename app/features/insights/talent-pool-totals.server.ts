// The talent pool's counts from the running totals (decision 240,
// migrations/Migration20261128140100_talent_pool_totals.ts): the seekers under a pair of filters,
// in all and per group of each breakdown, are one small read of seeker_pool_total (each group the
// sum of its delta rows, decision 250); the listed jobs per industry and area are summed from the
// jobs' totals (insight-totals.server.ts); "active in the last 30 days" is the seekers by day of
// last activity (seeker_active_total, decision 251) after the window's first day, and that day's
// seekers counted from their rows. These give the same counts as talent-pool-queries.server.ts, the
// full pass they are held against.
import type { EntityManager } from '@mikro-orm/postgresql'
import { listedGroupsSql } from './insight-totals.server.ts'
import { ACTIVE_DAYS, type countSeekers, type RawGroup, type TalentPoolFilters } from './talent-pool-queries.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const BREAKDOWNS = ['industries', 'areas', 'categories', 'skills', 'availability', 'salary'] as const

type TotalRow = { breakdown: string; name: string; seekers: number; with_years: number; years_total: string }
type SeekerCounts = Awaited<ReturnType<typeof countSeekers>>

const meanYears = (row: TotalRow | undefined) =>
	row && row.with_years > 0 ? Number(row.years_total) / row.with_years : null

/**
 * How many seekers under a pair of filters ('' for none) were active in the last 30 days: the day
 * totals of the days after the one the window starts in, and the seekers whose last activity falls
 * in that first day after the window's start, from their member rows (by seeker_pool_member_last_active_at_idx).
 */
async function activeCount(em: EntityManager, industry: string, category: string, now: Date) {
	const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS).toISOString()
	const firstDay = `(?::timestamptz at time zone 'UTC')::date`
	const [row] = await em.getConnection().execute<[{ active: string }]>(
		`select (select coalesce(sum(seekers), 0) from seeker_active_total where industry = ? and category = ? and day > ${firstDay})
			+ (select count(*) from seeker_pool_member m
				where m.last_active_at > ?::timestamptz and m.last_active_at < ((${firstDay} + 1)::timestamp at time zone 'UTC')
				and (?::text = '' or ?::text = any(m.industries)) and (?::text = '' or ?::text = any(m.categories))) as active`,
		[industry, category, since, since, since, industry, industry, category, category],
	)
	return String(row.active)
}

/** The seekers the filters choose, as countSeekers counts them, from the totals. */
async function seekersFromTotals(em: EntityManager, filters: TalentPoolFilters, now: Date): Promise<SeekerCounts> {
	const industry = filters.industry ?? ''
	const category = filters.skillCategory ?? ''
	const counting = activeCount(em, industry, category, now)
	const rows = await em.getConnection().execute<TotalRow[]>(
		`select breakdown, name, sum(seekers)::int as seekers, sum(with_years)::int as with_years, sum(years_total)::text as years_total
		from seeker_pool_total where industry = ? and category = ? group by breakdown, name
		having sum(seekers) <> 0 or sum(with_years) <> 0`,
		[industry, category],
	)
	const active = await counting
	const pool = rows.find((row) => row.breakdown === '')
	const groups = (breakdown: string): RawGroup[] =>
		rows
			.filter((row) => row.breakdown === breakdown && row.seekers > 0)
			.map((row) => ({ name: row.name, count: row.seekers, years: meanYears(row), withYears: row.with_years }))
	const [industries, areas, categories, skills, availability, salary] = BREAKDOWNS.map(groups)
	const years = meanYears(pool)
	return {
		total: String(pool?.seekers ?? 0),
		active,
		with_years: String(pool?.with_years ?? 0),
		average_years: years === null ? null : String(years),
		industries: industries!,
		areas: areas!,
		categories: categories!,
		skills: skills!,
		availability: availability!,
		salary: salary!,
	}
}

/** Listed jobs in the industry filter, by industry and by area, as countJobs counts them, from the jobs' totals. */
async function countJobsFromTotals(em: EntityManager, filters: TalentPoolFilters) {
	const rows = await em
		.getConnection()
		.execute<{ name: string; jobs: string }[]>(
			`select name, jobs from (${listedGroupsSql(['industry-location'])}) as g where jobs > 0`,
		)
	const pairs = rows
		.map((row) => {
			const [industry, location] = row.name.split('\u001f') as [string, string]
			return { industry, location, jobs: Number(row.jobs) }
		})
		.filter((pair) => !filters.industry || pair.industry === filters.industry)
	const total = (key: 'industry' | 'location') => {
		const counts = new Map<string, number>()
		for (const pair of pairs) counts.set(pair[key], (counts.get(pair[key]) ?? 0) + pair.jobs)
		return [...counts].map(([name, count]) => ({ name, count }))
	}
	return {
		listed: pairs.reduce((sum, pair) => sum + pair.jobs, 0),
		industries: total('industry'),
		areas: total('location'),
	}
}

/** The talent pool's counting from the totals: the seekers under a pair of filters, and the listed jobs. */
export const TOTALS_COUNTING = { seekers: seekersFromTotals, jobs: countJobsFromTotals }
