// The arithmetic of salary benchmarking (decision 132), apart from the database so it can be
// checked by hand: the quartile method, the salary bands of the distribution chart, and when and
// how a match too small to show is widened. The service works its quartiles and medians out with
// `countedQuantiles` from the salaries' counts (decision 255), by percentile_cont's arithmetic;
// its tests hold it to PostgreSQL's answers.
import { MIN_SAMPLE_SIZE, type ExperienceLevel } from './insight-options.ts'

/** Jobs count while listed and for this many days after their listing ends. */
export const BENCHMARK_WINDOW_DAYS = 90

type Quartiles = { lowerQuartile: number; median: number; upperQuartile: number }

/**
 * Quartiles by linear interpolation between closest ranks (Excel's QUARTILE.INC, PostgreSQL's
 * percentile_cont): the p-th quantile of n sorted values sits at position p × (n − 1), counting
 * from 0, and between two values it is read off the straight line joining them.
 * [20, 25, 30, 40] → 23.75, 27.5, 32.5. Null for no values.
 */
export function quartiles(values: readonly number[]): Quartiles | null {
	if (values.length === 0) return null
	const sorted = [...values].sort((a, b) => a - b)
	const at = (p: number) => {
		const position = p * (sorted.length - 1)
		const below = Math.floor(position)
		const above = Math.ceil(position)
		return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
	}
	return { lowerQuartile: at(0.25), median: at(0.5), upperQuartile: at(0.75) }
}

/** A value and how many times it occurs. */
export type Counted = { value: number; count: number }

/**
 * The p-th quantiles (`ps`, each from 0 to 1) of the values `counted` holds, each `count` times, by
 * the arithmetic of `quartiles` and percentile_cont: a salary benchmark groups its jobs by salary
 * in the database and works its quartiles and medians out here (decision 255), so that it sorts a
 * few hundred distinct salaries rather than every job's. Null for no values.
 */
export function countedQuantiles(counted: readonly Counted[], ps: readonly number[]): number[] | null {
	const sorted = counted.filter((entry) => entry.count > 0).sort((a, b) => a.value - b.value)
	const total = sorted.reduce((sum, entry) => sum + entry.count, 0)
	if (total === 0) return null
	/** The value at 0-based position `index` of the sorted values. */
	const at = (index: number) => {
		let seen = 0
		for (const entry of sorted) {
			seen += entry.count
			if (index < seen) return entry.value
		}
		return sorted[sorted.length - 1]!.value
	}
	return ps.map((p) => {
		const position = p * (total - 1)
		const below = Math.floor(position)
		const low = at(below)
		return low + (position - below) * (at(Math.ceil(position)) - low)
	})
}

/**
 * The bands of the distribution chart, in whole pounds a year: fixed, so that two benchmarks can
 * be compared by eye. A salary belongs to the band whose `from` it reaches and whose `to` it
 * stays below.
 */
export const SALARY_BANDS: readonly { label: string; from: number; to: number | null }[] = [
	{ label: 'Under £20,000', from: 0, to: 20_000 },
	{ label: '£20,000 to £24,999', from: 20_000, to: 25_000 },
	{ label: '£25,000 to £29,999', from: 25_000, to: 30_000 },
	{ label: '£30,000 to £34,999', from: 30_000, to: 35_000 },
	{ label: '£35,000 to £39,999', from: 35_000, to: 40_000 },
	{ label: '£40,000 to £49,999', from: 40_000, to: 50_000 },
	{ label: '£50,000 to £59,999', from: 50_000, to: 60_000 },
	{ label: '£60,000 and over', from: 60_000, to: null },
]

/** Index into SALARY_BANDS of a yearly salary. */
export function bandOf(salary: number) {
	return SALARY_BANDS.findIndex((band) => salary >= band.from && (band.to === null || salary < band.to))
}

export type BenchmarkFilters = {
	jobTitle: string | null
	industry: string | null
	experienceLevel: ExperienceLevel | null
}

/**
 * What to show when the asked-for match has `sampleSize` jobs with a salary: the match itself
 * when it has enough; else, when a job title or an experience level narrowed it, the industry
 * alone: the one chosen, or, with none chosen, the one most of the matched jobs are in
 * (`topIndustry`); else nothing wider (null).
 */
export function widerMatch(
	filters: BenchmarkFilters,
	sampleSize: number,
	topIndustry: string | null,
): BenchmarkFilters | null {
	if (sampleSize >= MIN_SAMPLE_SIZE) return null
	if (!filters.jobTitle && !filters.experienceLevel) return null
	const industry = filters.industry ?? topIndustry
	if (!industry) return null
	return { jobTitle: null, industry, experienceLevel: null }
}

const jobs = (count: number) => `${count === 0 ? 'No' : `Only ${count}`} ${count === 1 ? 'job' : 'jobs'}`

/** "'forklift driver' at entry level in Warehouse & Logistics", or "the whole board". */
export function describeMatch(filters: BenchmarkFilters) {
	const parts: string[] = []
	if (filters.jobTitle) parts.push(`‘${filters.jobTitle}’`)
	if (filters.experienceLevel) parts.push(`at ${filters.experienceLevel} level`)
	if (filters.industry) parts.push(`in ${filters.industry}`)
	return parts.length ? parts.join(' ') : 'the whole board'
}

/**
 * The sentence saying the match was too small: "Only 3 jobs with a salary matched ‘forklift
 * driver’ at entry level; showing all Warehouse & Logistics jobs.", or, when even the wider match
 * is too small (or there is none), that there is not enough data yet.
 */
export function sampleMessage(
	filters: BenchmarkFilters,
	sampleSize: number,
	wider: { industry: string; sampleSize: number } | null,
): string | null {
	if (sampleSize >= MIN_SAMPLE_SIZE) return null
	const anyFilter = filters.jobTitle || filters.industry || filters.experienceLevel
	const matched = anyFilter
		? `${jobs(sampleSize)} with a salary matched ${describeMatch(filters)}`
		: `${jobs(sampleSize)} with a salary were listed in the last ${BENCHMARK_WINDOW_DAYS} days`
	if (!wider) return `${matched}: not enough data yet (a benchmark needs at least ${MIN_SAMPLE_SIZE}).`
	if (wider.sampleSize >= MIN_SAMPLE_SIZE) return `${matched}; showing all ${wider.industry} jobs.`
	return `${matched}, and ${wider.sampleSize === 0 ? 'none' : `only ${wider.sampleSize}`} of all ${wider.industry} jobs: not enough data yet (a benchmark needs at least ${MIN_SAMPLE_SIZE}).`
}
