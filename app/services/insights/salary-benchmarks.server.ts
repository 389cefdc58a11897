// Salary benchmarking (docs/product.md §11, decision 132): what the board's own jobs pay for a job
// title, industry and experience level. Counted: jobs listed now or within the last 90 days
// (`listed_until`, a generated column), matched on the title's words (full-text, English stems,
// every word), the industry, and the level read from the advert (decision 133, the generated
// `experience_level`). A job's salary is the midpoint of its yearly figures (hourly pay × 1,950);
// jobs without one are counted apart. Everything is aggregated in one SQL statement over the
// covering indexes, and cached like the listing.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/listing-cache.server.ts'
import { MIN_SAMPLE_SIZE, type ExperienceLevel } from '../../utils/insight-options.ts'
import type { SalaryBenchmarkQuery } from '../../utils/salary-benchmark-query.ts'
import {
	BENCHMARK_WINDOW_DAYS,
	SALARY_BANDS,
	sampleMessage,
	widerMatch,
	type BenchmarkFilters,
} from './salary-stats.ts'

/** The area a benchmark covers: the whole board's (its areas are all in and around Warrington). */
export const BENCHMARK_LOCATION = 'Warrington'
export const OTHER_AREAS = 'Other areas'

export type AreaFigure = { area: string; count: number; median: number | null }
export type BandFigure = { band: string; from: number; to: number | null; count: number }

/** GET /api/salary-benchmarks's answer (decision 132): the specification's fields, then ours. */
export type SalaryBenchmark = {
	/** What the figures describe: the match asked for, or the industry it was widened to. */
	jobTitle: string | null
	industry: string | null
	experience: ExperienceLevel | null
	location: string
	averageSalary: number | null
	minSalary: number | null
	maxSalary: number | null
	/** Jobs with a salary the figures come from (the specification's name for sampleSize). */
	dataPoints: number
	sampleSize: number
	/** Matching jobs left out because their salary names no amount. */
	withoutSalary: number
	lowerQuartile: number | null
	median: number | null
	upperQuartile: number | null
	/** What was asked, and how many jobs with a salary matched it. */
	requested: SalaryBenchmarkQuery & { sampleSize: number }
	widenedTo: 'industry' | null
	/** Why the figures are wider than asked, or missing; null when they are what was asked. */
	message: string | null
	windowDays: number
	byArea: AreaFigure[]
	distribution: BandFigure[]
}

type Measured = {
	matched: number
	sampleSize: number
	topIndustry: string | null
	summary: { quartiles: [number, number, number] | null; min: number | null; max: number | null; avg: number | null }
	byArea: { area: string | null; count: number; median: number }[]
	bands: { band: number; count: number }[]
}

/** The benchmark for a query: its own figures, or the industry's when too few jobs match (decision 132). */
export async function salaryBenchmark(em: EntityManager, query: SalaryBenchmarkQuery): Promise<SalaryBenchmark> {
	const key = JSON.stringify([
		'salary-benchmarking',
		query.jobTitle?.toLowerCase() ?? null,
		query.industry,
		query.experienceLevel,
	])
	return cachedListing(em, key, () => computeBenchmark(em, query))
}

async function computeBenchmark(em: EntityManager, query: SalaryBenchmarkQuery): Promise<SalaryBenchmark> {
	const asked = await measure(em, query)
	const wider = widerMatch(query, asked.sampleSize, asked.topIndustry)
	if (!wider) return benchmarkOf(query, asked, query, null, sampleMessage(query, asked.sampleSize, null))
	const widened = await measure(em, wider)
	const message = sampleMessage(query, asked.sampleSize, { industry: wider.industry!, sampleSize: widened.sampleSize })
	return widened.sampleSize >= MIN_SAMPLE_SIZE
		? benchmarkOf(query, asked, wider, widened, message)
		: benchmarkOf(query, asked, query, null, message)
}

function benchmarkOf(
	query: SalaryBenchmarkQuery,
	asked: Measured,
	scope: BenchmarkFilters,
	widened: Measured | null,
	message: string | null,
): SalaryBenchmark {
	const shown = widened ?? asked
	const enough = shown.sampleSize >= MIN_SAMPLE_SIZE
	const pounds = (value: number | null | undefined) => (enough && value != null ? Math.round(value) : null)
	const [lower, median, upper] = shown.summary.quartiles ?? [null, null, null]
	return {
		jobTitle: scope.jobTitle,
		industry: scope.industry,
		experience: scope.experienceLevel,
		location: BENCHMARK_LOCATION,
		averageSalary: pounds(shown.summary.avg),
		minSalary: pounds(shown.summary.min),
		maxSalary: pounds(shown.summary.max),
		dataPoints: shown.sampleSize,
		sampleSize: shown.sampleSize,
		withoutSalary: shown.matched - shown.sampleSize,
		lowerQuartile: pounds(lower),
		median: pounds(median),
		upperQuartile: pounds(upper),
		requested: { ...query, sampleSize: asked.sampleSize },
		widenedTo: widened ? 'industry' : null,
		message,
		windowDays: BENCHMARK_WINDOW_DAYS,
		byArea: enough ? areasOf(shown.byArea) : [],
		distribution: enough ? bandsOf(shown.bands) : [],
	}
}

/**
 * Each area with at least MIN_SAMPLE_SIZE jobs with a salary, most jobs first; the rest together
 * as "Other areas", last, whose median is shown only if they are enough together. Areas are the
 * post form's fixed list, so this list is short and never paged.
 */
function areasOf(rows: Measured['byArea']): AreaFigure[] {
	const named = rows
		.filter((row) => row.area !== null)
		.map((row) => ({ area: row.area!, count: row.count, median: Math.round(row.median) }))
		.sort((a, b) => b.count - a.count || a.area.localeCompare(b.area))
	const other = rows.find((row) => row.area === null)
	if (!other) return named
	const median = other.count >= MIN_SAMPLE_SIZE ? Math.round(other.median) : null
	return [...named, { area: OTHER_AREAS, count: other.count, median }]
}

/** Every band, in order, with how many salaries fall in it (none: 0). */
function bandsOf(rows: Measured['bands']): BandFigure[] {
	return SALARY_BANDS.map((band, index) => ({
		band: band.label,
		from: band.from,
		to: band.to,
		count: rows.find((row) => row.band === index)?.count ?? 0,
	}))
}

type Counts = { matched: string; sample_size: string }

const BAND_SQL = `case ${SALARY_BANDS.map((band, index) => (band.to === null ? `else ${index}` : `when pay < ${band.to} then ${index}`)).join(' ')} end`

/** One statement: the matching jobs once (from the indexes), then every figure over them. */
async function measure(em: EntityManager, filters: BenchmarkFilters): Promise<Measured> {
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
	if (filters.jobTitle) {
		where.push(`to_tsvector('english', j.title) @@ plainto_tsquery('english', ?)`)
		params.push(filters.jobTitle)
	}
	const [row] = await em.getConnection().execute<[Omit<Measured, 'matched' | 'sampleSize'> & Counts]>(
		`with matched as materialized (
			select j.industry, j.location, ((j.salary_annual_min + j.salary_annual_max) / 2.0)::float8 as pay
			from job j where ${where.join(' and ')}
		), paid as (select location, pay from matched where pay is not null)
		select
			(select count(*) from matched) as matched,
			(select count(*) from paid) as sample_size,
			(select industry from matched group by industry order by count(*) desc, industry limit 1) as "topIndustry",
			(select json_build_object(
				'quartiles', case when count(*) > 0 then percentile_cont(array[0.25, 0.5, 0.75]) within group (order by pay) end,
				'min', min(pay), 'max', max(pay), 'avg', avg(pay)) from paid) as summary,
			(select coalesce(json_agg(json_build_object('area', area, 'count', jobs, 'median', median)), '[]')
				from (select case when in_area >= ${MIN_SAMPLE_SIZE} then location end as area, count(*) as jobs,
						percentile_cont(0.5) within group (order by pay) as median
					from (select location, pay, count(*) over (partition by location) as in_area from paid) as sized
					group by 1) as areas) as "byArea",
			(select coalesce(json_agg(json_build_object('band', band, 'count', jobs)), '[]')
				from (select ${BAND_SQL} as band, count(*) as jobs from paid group by 1) as bands) as bands`,
		params,
	)
	return {
		matched: Number(row.matched),
		sampleSize: Number(row.sample_size),
		topIndustry: row.topIndustry,
		summary: row.summary,
		byArea: row.byArea,
		bands: row.bands,
	}
}
