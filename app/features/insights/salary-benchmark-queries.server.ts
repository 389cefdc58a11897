// The SQL of salary benchmarking (decision 132): the figures of one match, aggregated in
// PostgreSQL over covering indexes (the job table's, or job_title_word's for a title: decision
// 255), so no job row comes to Node and no job's heap page is read.
import type { EntityManager } from '@mikro-orm/postgresql'
import { MIN_SAMPLE_SIZE } from './insight-options.ts'
import { BENCHMARK_WINDOW_DAYS, SALARY_BANDS, type BenchmarkFilters } from './salary-stats.ts'

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

const PAY = '((j.salary_annual_min + j.salary_annual_max) / 2.0)::float8'
const BAND_SQL = `case ${SALARY_BANDS.map((band, index) => (band.to === null ? `else ${index}` : `when pay < ${band.to} then ${index}`)).join(' ')} end`

type Row = {
	summary: Measured['summary'] & { matched: number; paid: number }
	areas: { location: string; count: number; median: number }[]
	bands: { band: number; count: number }[]
}

/**
 * A match's figures in one statement: the matching jobs are read once from an index, then
 * summarised (counts, quartiles, range, mean: one sort), by area (one sort) and by band.
 */
export async function measure(em: EntityManager, filters: BenchmarkFilters): Promise<Measured> {
	const where = await whereOf(em, filters)
	const [row] = await em.getConnection().execute<[Row]>(
		`with matched as materialized (select j.location, ${PAY} as pay from ${where.from} where ${where.sql})
		select
			(select json_build_object('matched', count(*), 'paid', count(pay),
				'quartiles', percentile_cont(array[0.25, 0.5, 0.75]) within group (order by pay),
				'min', min(pay), 'max', max(pay), 'avg', avg(pay)) from matched) as summary,
			(select coalesce(json_agg(json_build_object('location', location, 'count', jobs, 'median', median)), '[]')
				from (select location, count(*) as jobs, percentile_cont(0.5) within group (order by pay) as median
					from matched where pay is not null group by location) as areas) as areas,
			(select coalesce(json_agg(json_build_object('band', band, 'count', jobs)), '[]')
				from (select ${BAND_SQL} as band, count(*) as jobs from matched where pay is not null group by 1) as bands) as bands`,
		where.params,
	)
	const { matched, paid, ...summary } = row.summary
	return {
		matched,
		sampleSize: paid,
		summary,
		byArea: await areasOf(em, where, row.areas),
		distribution: SALARY_BANDS.map((band, index) => ({
			band: band.label,
			from: band.from,
			to: band.to,
			count: row.bands.find((counted) => counted.band === index)?.count ?? 0,
		})),
	}
}

/**
 * Each area with at least MIN_SAMPLE_SIZE jobs with a salary, most jobs first; the rest together
 * as "Other areas", last, with their median when they are enough together (read in a second,
 * small statement). Areas are the post form's fixed list, so this list is short and never paged.
 */
async function areasOf(em: EntityManager, where: Where, areas: Row['areas']): Promise<AreaFigure[]> {
	const named = areas
		.filter((area) => area.count >= MIN_SAMPLE_SIZE)
		.map((area) => ({ area: area.location, count: area.count, median: Math.round(area.median) }))
		.sort((a, b) => b.count - a.count || a.area.localeCompare(b.area))
	const small = areas.filter((area) => area.count < MIN_SAMPLE_SIZE)
	const count = small.reduce((sum, area) => sum + area.count, 0)
	if (count === 0) return named
	if (count < MIN_SAMPLE_SIZE) return [...named, { area: OTHER_AREAS, count, median: null }]
	const locations = small.map((area) => area.location)
	const [{ median }] = await em.getConnection().execute<[{ median: number }]>(
		`select percentile_cont(0.5) within group (order by ${PAY}) as median from ${where.from}
		where ${where.sql} and j.location in (${locations.map(() => '?').join(', ')})`,
		[...where.params, ...locations],
	)
	return [...named, { area: OTHER_AREAS, count, median: Math.round(median) }]
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
