// How the market insights and trends read the running totals (decision 240) that the job table's
// triggers keep (migrations/Migration20261128140000_insight_totals.ts): job_listed_total holds the
// active jobs by the London day they expire, job_posted_total every job by the London day it was
// posted, each per group (the board, an industry, area, company, skill or salary band).
//
// A figure is exact to the instant, not the day: a window such as "posted in the last 30 days"
// takes whole days from the totals (a day entirely inside or outside it is counted or not as a
// whole), and reads the jobs themselves only for the days a window's edge falls in, through the
// posted_at and expiry indexes: a day's jobs, not the board's.
import type { EntityManager } from '@mikro-orm/postgresql'

// Each day is a scalar subquery, worked out once per statement rather than once per total compared with it.
export const LONDON_TODAY = `(select (now() at time zone 'Europe/London')::date)`
export const londonDay = (instant: string) => `(select ((${instant}) at time zone 'Europe/London')::date)`
/** The instant a London day begins. */
const dayStart = (day: string) => `((${day})::timestamp at time zone 'Europe/London')`
const FACTS = `job_insight_facts(j.industry, j.location, j.company, j.skill_tags, j.salary_annual_min, j.salary_annual_max)`
/** A job's jobs in the day `day`, as ranges of the indexed column. */
const inDay = (column: string, day: string) =>
	`(${column} >= ${dayStart(day)} and ${column} < ${dayStart(`${day} + 1`)})`

/** Listed jobs now (active, not expired) in the groups of `dimensions`: every day after today from the totals, today's expiries from the jobs. */
export function listedGroupsSql(dimensions: readonly string[]) {
	const wanted = dimensions.map((dimension) => `'${dimension}'`).join(', ')
	return `select dimension, name, sum(jobs) as jobs, sum(salaried) as salaried, sum(paid) as paid,
	sum(pay_total) as pay_total from (
		select dimension, name, jobs, salaried, paid, pay_total from job_listed_total
		where expires_day > ${LONDON_TODAY} and dimension in (${wanted})
		union all
		select f.dimension, f.name, 1, f.salaried, f.paid, f.pay from job j cross join lateral ${FACTS} f
		where j.is_active and j.expires_at > now() and j.expires_at < ${dayStart(`${LONDON_TODAY} + 1`)} and f.dimension in (${wanted})
	) as s group by dimension, name`
}

/** Listed jobs posted after the instant `since` (an SQL expression). */
export const listedPostedSinceSql = (since: string) => `(select coalesce(sum(jobs), 0) from job_listed_total
		where dimension = 'posted' and expires_day > ${LONDON_TODAY} and name::date > ${londonDay(since)})
	+ (select count(*) from job j where j.is_active and j.expires_at > now() and j.posted_at > ${since}
		and j.expires_at < ${dayStart(`${LONDON_TODAY} + 1`)})
	+ (select count(*) from job j where j.is_active and ${inDay('j.posted_at', londonDay(since))} and j.posted_at > ${since}
		and j.expires_at >= ${dayStart(`${LONDON_TODAY} + 1`)})`

/**
 * Every job's groups with when it was posted, from `fromDay` on (an SQL date): whole days as
 * totals (posted_at then is the day's first instant), and the jobs of the `edgeDays` (and today,
 * whose later hours hold jobs posted ahead) one by one with their own posted_at, so that any
 * window whose edges fall in those days is counted exactly by testing posted_at. The totals are
 * read for `dimensions` (with `name` when given: one group's); the jobs for `edgeDimensions`.
 */
export function postedRowsSql(
	fromDay: string,
	edgeDays: readonly string[],
	dimensions: readonly string[],
	{ name, edgeDimensions = dimensions }: { name?: string; edgeDimensions?: readonly string[] } = {},
) {
	const edges = [...edgeDays, LONDON_TODAY]
	const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')
	const totals = `select dimension, name, ${dayStart('posted_day')} as posted_at, jobs, salaried, paid, pay_total
		from job_posted_total where posted_day >= ${fromDay} and posted_day not in (${edges.join(', ')})
		and dimension in (${listOf(dimensions)})${name ? ` and name = ${name}` : ''}`
	if (edgeDimensions.length === 0) return totals
	return `${totals}
		union all
		select f.dimension, f.name, j.posted_at, 1, f.salaried, f.paid, f.pay from job j cross join lateral ${FACTS} f
		where (${edges.map((day) => inDay('j.posted_at', day)).join(' or ')}) and f.dimension in (${listOf(edgeDimensions)})`
}

export type TotalsTable = {
	day: string
	dimension: string
	name: string
	jobs: number
	salaried: number
	paid: number
	payTotal: string
}

/** Both tables' rows with anything in them, in key order: to compare the kept totals with a rebuild. */
export async function insightTotals(em: EntityManager) {
	const read = (table: string, day: string) =>
		em.getConnection().execute<TotalsTable[]>(
			`select ${day}::text as day, dimension, name, jobs, salaried, paid, trim_scale(pay_total)::text as "payTotal" from ${table}
			where jobs <> 0 or salaried <> 0 or paid <> 0 or pay_total <> 0 order by 1, 2, 3`,
		)
	return { listed: await read('job_listed_total', 'expires_day'), posted: await read('job_posted_total', 'posted_day') }
}

/** The talent pool's totals with anything in them, in key order. */
const seekerPoolTotals = (em: EntityManager) =>
	em
		.getConnection()
		.execute<Record<string, unknown>[]>(
			`select * from seeker_pool_total where seekers <> 0 or with_years <> 0 or years_total <> 0 order by industry, category, breakdown, name`,
		)

/** Refills the jobs' totals from the job table (the repair after a bulk change made with the triggers off). */
export async function rebuildInsightTotals(em: EntityManager) {
	await em.getConnection().execute('select job_insight_totals_rebuild()')
}

/**
 * Refills every insight total, the jobs' and the talent pool's, from the rows, in one transaction;
 * how many totals were kept and how many of them differed from the rows (0 unless writes bypassed
 * the triggers, such as a load with them disabled).
 */
export async function repairInsightTotals(em: EntityManager) {
	return em.transactional(async (tx) => {
		const keys = (rows: readonly object[]) => new Set(rows.map((row) => JSON.stringify(row)))
		const before = await insightTotals(tx)
		const poolBefore = await seekerPoolTotals(tx)
		await rebuildInsightTotals(tx)
		await tx.getConnection().execute('select seeker_pool_rebuild()')
		const after = await insightTotals(tx)
		const poolAfter = await seekerPoolTotals(tx)
		const differing = (was: readonly object[], now: readonly object[]) => {
			const kept = keys(was)
			const rebuilt = keys(now)
			return [...kept].filter((key) => !rebuilt.has(key)).length + [...rebuilt].filter((key) => !kept.has(key)).length
		}
		const rows = [...after.listed, ...after.posted, ...poolAfter]
		return {
			totals: rows.length,
			differing:
				differing([...before.listed, ...before.posted], [...after.listed, ...after.posted]) +
				differing(poolBefore, poolAfter),
		}
	})
}
