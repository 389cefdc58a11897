// Salary benchmarking (docs/product.md §11, decision 132): what the board's own jobs pay for a job
// title, industry and experience level. Counted: jobs listed now or within the last 90 days
// (`listed_until`, a generated column), matched on the title's words (full-text, English stems,
// every word), the industry, and the level read from the advert (decision 133, the generated
// `experience_level`). A job's salary is the midpoint of its yearly figures (hourly pay × 1,950);
// jobs without one are counted apart. The figures are aggregated in SQL over covering indexes
// (salary-benchmark-queries.server.ts) and cached like the listing.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import { MIN_SAMPLE_SIZE, type ExperienceLevel } from './insight-options.ts'
import type { SalaryBenchmarkQuery } from './salary-benchmark-query.ts'
import { measure, topIndustry, type Measured } from './salary-benchmark-queries.server.ts'
import { BENCHMARK_WINDOW_DAYS, sampleMessage, widerMatch, type BenchmarkFilters } from './salary-stats.ts'

/** The area a benchmark covers: the whole board's (its areas are all in and around Warrington). */
const BENCHMARK_LOCATION = 'Warrington'

/** GET /api/salary-benchmarks's answer: the specification's fields, then ours. */
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
	byArea: Measured['byArea']
	distribution: Measured['distribution']
}

/** The benchmark for a query: its own figures, or the industry's when too few jobs match. */
export async function salaryBenchmark(em: EntityManager, query: SalaryBenchmarkQuery): Promise<SalaryBenchmark> {
	// The title as typed (its case is echoed back in the answer and the message).
	const key = JSON.stringify(['salary-benchmarking', query.jobTitle, query.industry, query.experienceLevel])
	return cachedListing(em, key, () => computeBenchmark(em, query), Date.now(), { stale: true })
}

/** The benchmark computed now (see salaryBenchmark for the cached answer). */
export async function computeBenchmark(em: EntityManager, query: SalaryBenchmarkQuery): Promise<SalaryBenchmark> {
	const asked = await measure(em, query)
	const guessIndustry =
		asked.sampleSize < MIN_SAMPLE_SIZE && !query.industry && (query.jobTitle || query.experienceLevel)
	const wider = widerMatch(query, asked.sampleSize, guessIndustry ? await topIndustry(em, query) : null)
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
		byArea: enough ? shown.byArea : [],
		distribution: enough ? shown.distribution : [],
	}
}
