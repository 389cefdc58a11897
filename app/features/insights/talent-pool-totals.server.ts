// The talent pool's counts from the running totals (decision 240,
// migrations/Migration20261128140100_talent_pool_totals.ts): the seekers under a pair of filters,
// in all and per group of each breakdown, are one small read of seeker_pool_total (each group the
// sum of its delta rows, decision 250); the listed jobs per industry and area are summed from the
// jobs' totals (insight-totals.server.ts). Only "active
// in the last 30 days" is counted from rows: the seekers with a sign-in, application, job view or
// change in the window, found from each table's recent rows, then matched to the filters. These
// give the same counts as talent-pool-queries.server.ts, the full pass they are held against.
import type { EntityManager } from '@mikro-orm/postgresql'
import { SESSION_IDLE_MS } from '../../platform/session.server.ts'
import { listedGroupsSql } from './insight-totals.server.ts'
import type { countSeekers, RawGroup, TalentPoolFilters } from './talent-pool-queries.server.ts'

const ACTIVE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
const BREAKDOWNS = ['industries', 'areas', 'categories', 'skills', 'availability', 'salary'] as const

type TotalRow = { breakdown: string; name: string; seekers: number; with_years: number; years_total: string }
type SeekerCounts = Awaited<ReturnType<typeof countSeekers>>

const meanYears = (row: TotalRow | undefined) =>
	row && row.with_years > 0 ? Number(row.years_total) / row.with_years : null

/**
 * How many seekers were active in the last 30 days under every pair of filters, in one pass over
 * the seekers active in the window (the answer and its wider filters read the same pass).
 */
async function activeByFilters(em: EntityManager, now: Date) {
	const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS)
	const sessionSince = new Date(since.getTime() + SESSION_IDLE_MS)
	const rows = await em.getConnection().execute<{ industry: string; category: string; active: string }[]>(
		`with recent as (
			select id as user_id from "user" where created_at > ?::timestamptz or updated_at > ?::timestamptz
			union select user_id from user_preferences where updated_at > ?::timestamptz
			union select user_id from quick_apply_profile where updated_at > ?::timestamptz
			union select user_id from application where applied_at > ?::timestamptz
			union select user_id from job_interaction where last_at > ?::timestamptz
			union select user_id from session where expire > ?::timestamptz
		)
		select f.industry, g.category, count(*) as active from recent r join seeker_pool_member m on m.user_id = r.user_id
		cross join lateral (select '' union select unnest(m.industries)) as f(industry)
		cross join lateral (select '' union select unnest(m.categories)) as g(category)
		group by 1, 2`,
		[...Array<string>(6).fill(since.toISOString()), sessionSince.toISOString()],
	)
	return new Map(rows.map((row) => [`${row.industry}|${row.category}`, row.active]))
}

/** The seekers the filters choose, as countSeekers counts them, from the totals; `active` from activeByFilters. */
async function seekersFromTotals(
	em: EntityManager,
	filters: TalentPoolFilters,
	activeCounts: Promise<Map<string, string>>,
): Promise<SeekerCounts> {
	const industry = filters.industry ?? ''
	const category = filters.skillCategory ?? ''
	const rows = await em.getConnection().execute<TotalRow[]>(
		`select breakdown, name, sum(seekers)::int as seekers, sum(with_years)::int as with_years, sum(years_total)::text as years_total
		from seeker_pool_total where industry = ? and category = ? group by breakdown, name
		having sum(seekers) <> 0 or sum(with_years) <> 0`,
		[industry, category],
	)
	const active = (await activeCounts).get(`${industry}|${category}`) ?? '0'
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

/**
 * The talent pool's counting from the totals, for one answer: the seekers under its filter and
 * each wider one, the listed jobs, and the active seekers of all of them from one pass.
 */
export function totalsCounting() {
	let active: Promise<Map<string, string>> | null = null
	return {
		seekers: (em: EntityManager, filters: TalentPoolFilters, now: Date) =>
			seekersFromTotals(em, filters, (active ??= activeByFilters(em, now))),
		jobs: (em: EntityManager, filters: TalentPoolFilters) => countJobsFromTotals(em, filters),
	}
}
