// The SQL of salary benchmarking (decision 132): the figures of one match, aggregated in
// PostgreSQL over covering indexes (the job table's, or job_title_word's for a title: decision
// 255), so no job row comes to Node and no job's heap page is read.
import type { EntityManager } from '@mikro-orm/postgresql'
import { MIN_SAMPLE_SIZE } from './insight-options.ts'
import {
	bandOf,
	BENCHMARK_WINDOW_DAYS,
	countedQuantiles,
	SALARY_BANDS,
	type BenchmarkFilters,
	type Counted,
} from './salary-stats.ts'

const OTHER_AREAS = 'Other areas'

type AreaFigure = { area: string; count: number; median: number | null }
type BandFigure = { band: string; from: number; to: number | null; count: number }

/** One match's figures; the quartiles and salaries are unrounded. */
export type Measured = {
	/** Matching jobs, with a salary or not. */
	matched: number
	/** Matching jobs with a salary. */
	sampleSize: number
	summary: { quartiles: [number, number, number] | null; min: number | null; max: number | null; avg: number | null }
	byArea: AreaFigure[]
	distribution: BandFigure[]
}

/** The jobs a match reads (`from`, aliased `j`), and the conditions on them, with their parameters. */
type Where = { from: string; sql: string; params: unknown[] }

/**
 * Jobs listed within the window, matching the filters. With a title, its words' rows of
 * job_title_word (decision 255): the first word's rows, each joined to the other words' by job, all
 * from the index that holds what a benchmark reads. Without one, the job table's covering indexes.
 */
async function whereOf(em: EntityManager, filters: BenchmarkFilters): Promise<Where> {
	const where = ['j.listed_until > now() - make_interval(days => ?)']
	const params: unknown[] = [BENCHMARK_WINDOW_DAYS]
	if (filters.industry) {
		where.push('j.industry = ?')
		params.push(filters.industry)
	}
	if (filters.experienceLevel) {
		where.push('j.experience_level = ?')
		params.push(filters.experienceLevel)
	}
	if (!filters.jobTitle) return { from: 'job j', sql: where.join(' and '), params }
	const [{ words }] = await em
		.getConnection()
		.execute<[{ words: string[] }]>(`select tsvector_to_array(to_tsvector('english', ?)) as words`, [filters.jobTitle])
	// Only stop words: nothing matches, as the title's full-text match finds nothing.
	if (words.length === 0) return { from: 'job j', sql: 'false', params: [] }
	const [first, ...others] = words as [string, ...string[]]
	const joins = others.map(
		(_, index) => `join job_title_word j${index} on j${index}.word = ? and j${index}.job_id = j.job_id`,
	)
	return {
		from: ['job_title_word j', ...joins].join(' '),
		sql: ['j.word = ?', ...where].join(' and '),
		params: [...others, first, ...params],
	}
}

/** How many matching jobs in one area have one salary (`pay` null: without a salary). */
type PayGroup = { location: string; pay: number | null; jobs: number }

/**
 * A match's figures: the matching jobs are read once from an index and counted by area and salary
 * in the database (a salary is the midpoint of the annual range: the range's sum, halved here, so
 * that PostgreSQL groups integers), each area's salaries and counts sent as two arrays; the counts,
 * quartiles, range, mean, areas and bands are worked out here from those groups (decision 255: a
 * few hundred distinct salaries where a broad title matches 100,000 jobs at a million), by
 * percentile_cont's arithmetic (`countedQuantiles`).
 */
export async function measure(em: EntityManager, filters: BenchmarkFilters): Promise<Measured> {
	const where = await whereOf(em, filters)
	const rows = await em.getConnection().execute<{ location: string; sums: (number | null)[]; counts: string[] }[]>(
		`select location, array_agg(sum) as sums, array_agg(jobs) as counts from (
			select j.location, j.salary_annual_min + j.salary_annual_max as sum, count(*) as jobs
			from ${where.from} where ${where.sql} group by 1, 2
		) as grouped group by location`,
		where.params,
	)
	const groups: PayGroup[] = rows.flatMap((row) =>
		row.sums.map((sum, index) => ({
			location: row.location,
			pay: sum === null ? null : Number(sum) / 2,
			jobs: Number(row.counts[index]),
		})),
	)
	const paid = groups.filter((group): group is PayGroup & { pay: number } => group.pay !== null)
	const sampleSize = sum(paid)
	const bySalary = countedBySalary(paid)
	const [lowest, highest] = [bySalary[0]?.value ?? null, bySalary[bySalary.length - 1]?.value ?? null]
	const quartiles = countedQuantiles(bySalary, [0.25, 0.5, 0.75]) as [number, number, number] | null
	return {
		matched: sum(groups),
		sampleSize,
		summary: {
			quartiles,
			min: lowest,
			max: highest,
			avg: sampleSize === 0 ? null : paid.reduce((total, group) => total + group.pay * group.jobs, 0) / sampleSize,
		},
		byArea: areasOf(paid),
		distribution: SALARY_BANDS.map((band, index) => ({
			band: band.label,
			from: band.from,
			to: band.to,
			count: sum(paid.filter((group) => bandOf(group.pay) === index)),
		})),
	}
}

const sum = (groups: readonly { jobs: number }[]) => groups.reduce((total, group) => total + group.jobs, 0)

/** Salaries with how many jobs have each, lowest first. */
function countedBySalary(groups: readonly (PayGroup & { pay: number })[]): Counted[] {
	const counts = new Map<number, number>()
	for (const group of groups) counts.set(group.pay, (counts.get(group.pay) ?? 0) + group.jobs)
	return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value - b.value)
}

/** The median of the groups' salaries; null for none. */
const medianOf = (groups: readonly (PayGroup & { pay: number })[]) =>
	countedQuantiles(countedBySalary(groups), [0.5])?.[0] ?? null

/**
 * Each area with at least MIN_SAMPLE_SIZE jobs with a salary, most jobs first; the rest together
 * as "Other areas", last, with their median when they are enough together. Areas are the post
 * form's fixed list, so this list is short and never paged.
 */
function areasOf(paid: readonly (PayGroup & { pay: number })[]): AreaFigure[] {
	const byArea = Map.groupBy(paid, (group) => group.location)
	const areas = [...byArea].map(([location, groups]) => ({ location, groups, count: sum(groups) }))
	const named = areas
		.filter((area) => area.count >= MIN_SAMPLE_SIZE)
		.map((area) => ({ area: area.location, count: area.count, median: Math.round(medianOf(area.groups)!) }))
		.sort((a, b) => b.count - a.count || a.area.localeCompare(b.area))
	const small = areas.filter((area) => area.count < MIN_SAMPLE_SIZE)
	const count = small.reduce((total, area) => total + area.count, 0)
	if (count === 0) return named
	if (count < MIN_SAMPLE_SIZE) return [...named, { area: OTHER_AREAS, count, median: null }]
	return [...named, { area: OTHER_AREAS, count, median: Math.round(medianOf(small.flatMap((area) => area.groups))!) }]
}

/** The industry most of a match's jobs are in (ties: the first by name); null when none match. */
export async function topIndustry(em: EntityManager, filters: BenchmarkFilters): Promise<string | null> {
	const where = await whereOf(em, filters)
	const [row] = await em
		.getConnection()
		.execute<{ industry: string }[]>(
			`select j.industry from ${where.from} where ${where.sql} group by j.industry order by count(*) desc, j.industry limit 1`,
			where.params,
		)
	return row?.industry ?? null
}
