// A job's pay against the local median for its occupation, and the minimum wage (decision 206):
// the shape the API and the screens share, and its wording. Pure; runs on both sides.
import { formatCount, formatPounds, formatPoundsAndPence } from '../../ui/format.ts'
import type { MinimumWageCheck } from './minimum-wage.ts'
import type { SalaryPeriod } from './salary.ts'

/** Jobs of an occupation (with pay of the same period) needed before a median is claimed. */
export const MIN_JOBS_FOR_MEDIAN = 5
/** The window: jobs listed now or within this many days (`job.listed_until`), as salary benchmarks. */
export const PAY_WINDOW_DAYS = 90
/** The place every median is of: the board's jobs are all in and around Warrington. */
export const PAY_AREA = 'Warrington'

/** The local median of one occupation and pay period, from this board's jobs. */
export type LocalPayMedian = {
	occupationId: number
	occupationLabel: string
	period: SalaryPeriod
	/** The median of the jobs' midpoints (half way between their lowest and highest pay), in pence, unrounded. */
	medianPence: number
	/** How many jobs it comes from (the job compared is one of them). */
	jobs: number
}

export type PayComparison = {
	/** The job's own figure: the midpoint of its stated pay, in pence a `period`. */
	payPence: number
	period: SalaryPeriod
	/** Its occupation's median, when at least MIN_JOBS_FOR_MEDIAN jobs give one; else null. */
	local: {
		occupationId: number
		occupationLabel: string
		area: string
		windowDays: number
		medianPence: number
		jobs: number
		/** The pay less the median, each rounded to whole pounds a year or whole pence an hour first. */
		differencePence: number
		position: 'above' | 'below' | 'at'
		/** "£1,200 a year above the Warrington median for forklift operators". */
		summary: string
		/** "median £24,500 a year from 7 jobs here in the last 90 days". */
		basis: string
	} | null
	minimumWage: MinimumWageCheck
}

const PREPOSITION = /\b(for|of|in|with|at|on|to|responsible|and|or)\b|[,/()]/i

/**
 * An occupation's label made plural for "the median for …": the last word of a plain noun phrase
 * ("forklift operator" → "forklift operators", "care home worker" → "care home workers",
 * "nursery nurse" → "nursery nurses"); a label that is more than that ("nurse responsible for general
 * care", "warehouse operators for clothing") is said as "… jobs".
 */
export function occupationPlural(label: string) {
	const words = label.trim().split(/\s+/)
	const last = words.at(-1) ?? ''
	if (words.length > 5 || PREPOSITION.test(label) || /[^s]s$/i.test(last)) return `${label.trim()} jobs`
	return [...words.slice(0, -1), pluralWord(last)].join(' ')
}

function pluralWord(word: string) {
	if (/man$/i.test(word) && !/human$/i.test(word)) return word.replace(/man$/i, 'men')
	if (/person$/i.test(word)) return word.replace(/person$/i, 'people')
	if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`
	if (/(x|z|ch|sh|ss)$/i.test(word)) return `${word}es`
	return `${word}s`
}

/** £1,200 a year (whole pounds), £0.40 an hour (pence). */
function amount(pence: number, period: SalaryPeriod) {
	return period === 'year' ? formatPounds(Math.round(pence / 100)) : formatPoundsAndPence(Math.round(pence))
}

const PER = { year: 'a year', hour: 'an hour' } as const

/** Pence as they are said: whole pounds a year, whole pence an hour. */
function asSaid(pence: number, period: SalaryPeriod) {
	return period === 'year' ? Math.round(pence / 100) * 100 : Math.round(pence)
}

/**
 * The comparison with a local median, worded. Pay and median are rounded as they are said before
 * one is taken from the other, so the difference adds up with the figures shown, and "at the
 * median" is said whenever it would read £0.
 */
export function localComparison(payPence: number, median: LocalPayMedian): NonNullable<PayComparison['local']> {
	const medianPence = asSaid(median.medianPence, median.period)
	const differencePence = asSaid(payPence, median.period) - medianPence
	const position = differencePence > 0 ? 'above' : differencePence < 0 ? 'below' : 'at'
	const whose = `the ${PAY_AREA} median for ${occupationPlural(median.occupationLabel)}`
	const summary =
		position === 'at'
			? `At ${whose}`
			: `${amount(Math.abs(differencePence), median.period)} ${PER[median.period]} ${position} ${whose}`
	return {
		occupationId: median.occupationId,
		occupationLabel: median.occupationLabel,
		area: PAY_AREA,
		windowDays: PAY_WINDOW_DAYS,
		medianPence,
		jobs: median.jobs,
		differencePence,
		position,
		summary,
		basis: `median ${amount(medianPence, median.period)} ${PER[median.period]} from ${formatCount(median.jobs)} jobs here in the last ${PAY_WINDOW_DAYS} days`,
	}
}
