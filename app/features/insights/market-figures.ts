// The arithmetic of the market insights (docs/product.md §14, decision 130), apart from the
// database so it can be checked against hand-worked examples: percentages, a period's change and
// its trend, the salary bands, and the skill words as a PostgreSQL pattern. The SQL in
// market.server.ts counts; these turn the counts into the figures shown.
import { MIN_SAMPLE_SIZE } from './insight-options.ts'

export type Trend = 'up' | 'down' | 'steady'

/**
 * Days in each of the two periods trends and growth compare: the last 30 days, and the 30 before.
 * Whole London days, today so far the last of them (decision 254).
 */
export const TREND_PERIOD_DAYS = 30
/** The days "new this week" counts back: today so far and the 6 London days before it. */
export const NEW_THIS_WEEK_DAYS = 7
/** A change smaller than this share of the earlier period's count reads as steady. */
const STEADY_TOLERANCE = 0.1

/** `part` as a percentage of `whole`, to one decimal place; 0 of nothing is 0. */
export function percentOf(part: number, whole: number) {
	if (whole <= 0) return 0
	return Math.round((part / whole) * 1000) / 10
}

/**
 * The percentage change from `previous` to `recent`, to one decimal place; null (not enough data
 * yet) when the earlier period has fewer than MIN_SAMPLE_SIZE jobs, since a change from 1 to 3 is
 * not a 200% rise anyone should plan on.
 */
export function percentChange(recent: number, previous: number, minSample = MIN_SAMPLE_SIZE) {
	if (previous < minSample || previous <= 0) return null
	return Math.round(((recent - previous) / previous) * 1000) / 10
}

/**
 * Up, down or steady: the last 30 days' postings against the 30 before. Within 10% of the
 * earlier count either way is steady; from none to some is up, from some to none is down.
 */
export function trendOf(recent: number, previous: number): Trend {
	if (recent === previous) return 'steady'
	if (previous === 0) return 'up'
	const change = (recent - previous) / previous
	if (Math.abs(change) < STEADY_TOLERANCE) return 'steady'
	return change > 0 ? 'up' : 'down'
}

/** A mean in whole pounds, or null when fewer than MIN_SAMPLE_SIZE salaries went into it. */
export function averagePounds(mean: number | string | null | undefined, count: number, minSample = MIN_SAMPLE_SIZE) {
	if (count < minSample || mean === null || mean === undefined) return null
	return Math.round(Number(mean))
}

/**
 * The salary bands of the Salary Ranges tab, by a job's midpoint annual salary (whole pounds):
 * each band holds `min` up to and including `max`.
 */
export const SALARY_BANDS: readonly { range: string; min: number | null; max: number | null }[] = [
	{ range: 'Under £20,000', min: null, max: 19_999 },
	{ range: '£20,000-£24,999', min: 20_000, max: 24_999 },
	{ range: '£25,000-£29,999', min: 25_000, max: 29_999 },
	{ range: '£30,000-£39,999', min: 30_000, max: 39_999 },
	{ range: '£40,000-£49,999', min: 40_000, max: 49_999 },
	{ range: '£50,000+', min: 50_000, max: null },
]

/** The band a midpoint salary falls in. Midpoints between two bands' whole pounds (£24,999.50) go down. */
export function salaryBandOf(midpoint: number) {
	const pounds = Math.floor(midpoint)
	return SALARY_BANDS.find(
		(band) => (band.min === null || pounds >= band.min) && (band.max === null || pounds <= band.max),
	)!
}

/** The same test as salaryBandOf, in SQL over an expression giving the midpoint. */
export function salaryBandSql(band: (typeof SALARY_BANDS)[number], midpoint: string) {
	const bounds = [
		band.min === null ? null : `floor(${midpoint}) >= ${band.min}`,
		band.max === null ? null : `floor(${midpoint}) <= ${band.max}`,
	].filter(Boolean)
	return bounds.join(' and ')
}
