// How the market insights and trends read the running totals (decision 240) that the job table's
// triggers keep (migrations/Migration20261128140000_insight_totals.ts): job_listed_total holds the
// active jobs by the London day they expire, job_posted_total every job by the London day it was
// posted, each per group (the board, an industry, area, company, skill or salary band).
//
// The triggers only insert delta rows (decision 250, Migration20261128160000_insight_total_deltas):
// a group's figure is the sum of its rows, so every reader sums, and no write locks a row another
// write needs. foldInsightTotals, run by the queue each minute, collapses each group's rows into one.
//
// A window of postings is whole London days (decision 254): "posted in the last 30 days" is today
// so far and the 29 days before, so it is summed from the day totals alone. Only two kinds of job
// are read one by one, through the posted_at and expiry indexes, each taken out of its day's
// total: jobs whose listing ended earlier today that the queue has not yet ended (what is listed is
// exact to the instant), and jobs posted ahead, later today. Both are few at any size of the board.
import type { EntityManager } from '@mikro-orm/postgresql'

// Each day is a scalar subquery, worked out once per statement rather than once per total compared with it.
export const LONDON_TODAY = `(select (now() at time zone 'Europe/London')::date)`
/** The instant a London day begins. */
export const dayStart = (day: string) => `((${day})::timestamp at time zone 'Europe/London')`
const FACTS = `job_insight_facts(j.industry, j.location, j.company, j.skill_tags, j.salary_annual_min, j.salary_annual_max)`
/** The London day `days` before today, as an SQL date. */
export const daysBefore = (days: number) => `(${LONDON_TODAY} - ${days})`

/**
 * The market's two periods of postings over `column` (an instant), as whole London days: `recent`
 * is today up to now and the `days` - 1 days before it, `previous` the `days` days before those;
 * `from` is the first day of `previous`.
 */
export function postedPeriodsSql(column: string, days: number) {
	const recentFrom = dayStart(daysBefore(days - 1))
	return {
		recent: `${column} >= ${recentFrom} and ${column} <= now()`,
		previous: `${column} >= ${dayStart(daysBefore(2 * days - 1))} and ${column} < ${recentFrom}`,
		from: daysBefore(2 * days - 1),
	}
}

/**
 * Listed jobs now (active, not expired) in the groups of `dimensions`: the totals of every day from
 * today on, less the jobs that ended earlier today but are still active. Those are read one by
 * one: the queue ends expired postings every quarter hour (`endExpiredPostings`), and an ended job
 * leaves the totals, so they are at most a quarter hour's endings, whatever the size of the board.
 */
export function listedGroupsSql(dimensions: readonly string[]) {
	const wanted = dimensions.map((dimension) => `'${dimension}'`).join(', ')
	return `select dimension, name, sum(jobs) as jobs, sum(salaried) as salaried, sum(paid) as paid,
	sum(pay_total) as pay_total from (
		select dimension, name, jobs, salaried, paid, pay_total from job_listed_total
		where expires_day >= ${LONDON_TODAY} and dimension in (${wanted})
		union all
		select f.dimension, f.name, -1, -f.salaried, -f.paid, -f.pay from job j cross join lateral ${FACTS} f
		where ${ENDED_TODAY} and f.dimension in (${wanted})
	) as s group by dimension, name`
}

/** Active jobs whose listing ended earlier today (not yet ended by the queue), over the job `j`. */
const ENDED_TODAY = `j.is_active and j.expires_at <= now() and j.expires_at >= ${dayStart(LONDON_TODAY)}`

/** Listed jobs posted on the London day `fromDay` (an SQL date) or later. */
export const listedPostedSinceSql = (fromDay: string) => `(select coalesce(sum(jobs), 0) from job_listed_total
		where dimension = 'posted' and expires_day >= ${LONDON_TODAY} and name::date >= ${fromDay})
	- (select count(*) from job j where ${ENDED_TODAY} and j.posted_at >= ${dayStart(fromDay)})`

/**
 * Every job's groups by the London day it was posted, from `fromDay` on (an SQL date), each day's
 * total stamped with the day's first instant (`posted_at`), for a reader to test against whole
 * days up to now. The jobs posted ahead, later today, are taken back out one by one (rows of -1 at
 * today's first instant). The totals are read for `dimensions` (with `name` when given: one
 * group's); the jobs posted ahead for `aheadDimensions`.
 */
export function postedRowsSql(
	fromDay: string,
	dimensions: readonly string[],
	{ name, aheadDimensions = dimensions }: { name?: string; aheadDimensions?: readonly string[] } = {},
) {
	const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')
	const totals = `select dimension, name, ${dayStart('posted_day')} as posted_at, jobs, salaried, paid, pay_total
		from job_posted_total where posted_day >= ${fromDay} and posted_day <= ${LONDON_TODAY}
		and dimension in (${listOf(dimensions)})${name ? ` and name = ${name}` : ''}`
	if (aheadDimensions.length === 0) return totals
	return `${totals}
		union all
		select f.dimension, f.name, ${dayStart(LONDON_TODAY)}, -1, -f.salaried, -f.paid, -f.pay
		from job j cross join lateral ${FACTS} f
		where j.posted_at > now() and j.posted_at < ${dayStart(`${LONDON_TODAY} + 1`)} and f.dimension in (${listOf(aheadDimensions)})`
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

/** Both tables' groups with anything in them, each the sum of its rows, in key order: to compare the kept totals with a rebuild. */
export async function insightTotals(em: EntityManager) {
	const read = (table: string, day: string) =>
		em.execute<TotalsTable[]>(
			`select ${day}::text as day, dimension, name, sum(jobs)::int as jobs, sum(salaried)::int as salaried, sum(paid)::int as paid,
				trim_scale(sum(pay_total))::text as "payTotal" from ${table} group by ${day}, dimension, name
			having sum(jobs) <> 0 or sum(salaried) <> 0 or sum(paid) <> 0 or sum(pay_total) <> 0 order by 1, 2, 3`,
		)
	return { listed: await read('job_listed_total', 'expires_day'), posted: await read('job_posted_total', 'posted_day') }
}

/** The talent pool's groups with anything in them, each the sum of its rows, in key order. */
export const seekerPoolTotals = (em: EntityManager) =>
	em.execute<Record<string, unknown>[]>(
		`select industry, category, breakdown, name, sum(seekers)::int as seekers, sum(with_years)::int as with_years,
			sum(years_total)::text as years_total from seeker_pool_total group by industry, category, breakdown, name
		having sum(seekers) <> 0 or sum(with_years) <> 0 or sum(years_total) <> 0 order by industry, category, breakdown, name`,
	)

/** The active seekers by pair of filters and day of last activity with anyone in them, each the sum of its rows, in key order. */
export const seekerActiveTotals = (em: EntityManager) =>
	em.execute<Record<string, unknown>[]>(
		`select industry, category, day::text as day, sum(seekers)::int as seekers from seeker_active_total
		group by industry, category, day having sum(seekers) <> 0 order by industry, category, day`,
	)

/**
 * The lock a fold and the rebuilds (job_insight_totals_rebuild, seeker_pool_rebuild) take, so that
 * none runs across another: advisory key 240, -1 (the migrations of decision 250 hold it too).
 */
const FOLD_LOCK = '240, -1'

/** The tables of delta rows, each with the columns naming a group and the columns summed. */
const FOLDED_TABLES = [
	{
		table: 'job_listed_total',
		key: ['expires_day', 'dimension', 'name'],
		sums: ['jobs', 'salaried', 'paid', 'pay_total'],
	},
	{
		table: 'job_posted_total',
		key: ['posted_day', 'dimension', 'name'],
		sums: ['jobs', 'salaried', 'paid', 'pay_total'],
	},
	{
		table: 'seeker_pool_total',
		key: ['industry', 'category', 'breakdown', 'name'],
		sums: ['seekers', 'with_years', 'years_total'],
	},
	{ table: 'seeker_active_total', key: ['industry', 'category', 'day'], sums: ['seekers'] },
] as const

/**
 * One statement collapsing every group of `table` that has unfolded rows into one folded row (none
 * when they sum to nothing). Rows of transactions not yet committed are invisible to its delete, so
 * they stay, to be folded next time; readers see the rows before or after, the same sums.
 */
const foldSql = ({ table, key, sums }: (typeof FOLDED_TABLES)[number]) => {
	const keys = key.join(', ')
	return `with unfolded as (select distinct ${keys} from ${table} where not folded),
	gone as (delete from ${table} t using unfolded u where ${key.map((column) => `t.${column} = u.${column}`).join(' and ')} returning t.*),
	folded as (
		insert into ${table} (${keys}, ${sums.join(', ')}, folded)
		select ${keys}, ${sums.map((column) => `sum(${column})`).join(', ')}, true from gone group by ${keys}
		having ${sums.map((column) => `sum(${column}) <> 0`).join(' or ')}
		returning 1
	)
	select (select count(*) from gone)::int as removed, (select count(*) from folded)::int as kept`
}

/**
 * Collapses the totals' delta rows, each group's into one (the queue's `insight-totals-fold`, each
 * minute): how many rows were removed and how many folded rows replaced them, or null when another
 * fold or a rebuild held the lock (it does the same work).
 */
export async function foldInsightTotals(em: EntityManager) {
	return em.transactional(async (tx) => {
		const [lock] = await tx.execute<[{ locked: boolean }]>(`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`)
		if (!lock.locked) return null
		let removed = 0
		let kept = 0
		for (const table of FOLDED_TABLES) {
			const [counts] = await tx.execute<[{ removed: number; kept: number }]>(foldSql(table))
			removed += counts.removed
			kept += counts.kept
		}
		return { removed, kept }
	})
}

/** Refills the jobs' totals from the job table (the repair after a bulk change made with the triggers off). */
export async function rebuildInsightTotals(em: EntityManager) {
	await em.execute('select job_insight_totals_rebuild()')
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
		const poolBefore = [...(await seekerPoolTotals(tx)), ...(await seekerActiveTotals(tx))]
		await rebuildInsightTotals(tx)
		await tx.execute('select seeker_pool_rebuild()')
		const after = await insightTotals(tx)
		const poolAfter = [...(await seekerPoolTotals(tx)), ...(await seekerActiveTotals(tx))]
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
