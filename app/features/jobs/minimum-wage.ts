// The National Minimum Wage check on a job's pay (decision 206). Pure; runs on both sides.
import { formatPoundsAndPence } from '../../ui/format.ts'
import {
	MINIMUM_WAGE_RATES as RATES_BY_DATE,
	minimumWageRatesOn as ratesByDateOn,
	type MinimumWageRates as RatesByDate,
} from '../employer/minimum-wage.ts'
import { HOURS_PER_YEAR, type SalaryPeriod } from './salary.ts'

/** The age bands the minimum wage has its own rate for; `21+` is the National Living Wage. */
export const MINIMUM_WAGE_BANDS = ['apprentice', '16-17', '18-20', '21+'] as const
export type MinimumWageBand = (typeof MINIMUM_WAGE_BANDS)[number]

type MinimumWageRates = { from: string; hourlyPence: Record<MinimumWageBand, number> }

/** The employer area's rates table (one table for the board) by age band. */
function byBand(rates: RatesByDate): MinimumWageRates {
	return {
		from: rates.effectiveFrom,
		hourlyPence: {
			'21+': rates.age21AndOver,
			'18-20': rates.age18To20,
			'16-17': rates.age16To17,
			apprentice: rates.apprentice,
		},
	}
}

/** The hourly rates in pence, newest first, each from the day it took effect (app/features/employer/minimum-wage.ts). */
export const MINIMUM_WAGE_RATES: readonly MinimumWageRates[] = RATES_BY_DATE.map(byBand)

/** How a salary is turned into hourly pay (HOURS_PER_YEAR, as everywhere on the board). */
export const ANNUAL_BASIS = '37.5 hours a week for 52 weeks'

/** The rates in force on a UK calendar day. */
export function minimumWageRatesOn(day: Date): MinimumWageRates {
	return byBand(ratesByDateOn(day))
}

const APPRENTICE = /\bapprentice(ship)?s?\b/i
// Not pay ("£16-17 an hour") nor hours ("18-20 hours a week").
const AGED_16_17 = /(?<![£\d.])\b16\s*(-|–|to)\s*17\b(?!\s*(hours|hrs|an hour|per|k\b|\.\d))/i
const AGED_18_20 = /(?<![£\d.])\b18\s*(-|–|to)\s*20\b(?!\s*(hours|hrs|an hour|per|k\b|\.\d))/i

/**
 * The age band an advert states: an apprenticeship, "16-17" / "aged 16 to 17", "18-20" /
 * "aged 18 to 20"; otherwise 21 and over. An advert naming several gets the band with the lowest
 * rate, so that the board never says "below the minimum wage" of pay that is lawful for someone the
 * advert is open to.
 */
export function ageBandOf(advert: string): MinimumWageBand {
	if (APPRENTICE.test(advert)) return 'apprentice'
	if (AGED_16_17.test(advert)) return '16-17'
	if (AGED_18_20.test(advert)) return '18-20'
	return '21+'
}

const BAND_WORDS: Record<MinimumWageBand, string> = {
	apprentice: 'apprentices',
	'16-17': 'ages 16 to 17',
	'18-20': 'ages 18 to 20',
	'21+': 'ages 21 and over',
}

export type MinimumWageCheck = {
	band: MinimumWageBand
	/** The rate for that band in force today, in pence an hour, and the day its rates began. */
	ratePence: number
	ratesFrom: string
	/** The lowest pay the advert offers, in whole pence an hour (a salary over HOURS_PER_YEAR, rounded down). */
	hourlyPence: number
	basis: 'hourly' | 'annual'
	below: boolean
	/** "Below the National Minimum Wage for ages 21 and over" (a salary: "… at 37.5 hours a week"), when below; else null. */
	summary: string | null
}

/**
 * Whether the lowest pay an advert offers is under the minimum wage for the age band it states.
 * An annual salary is compared as hourly pay over 37.5 hours for 52 weeks.
 */
export function checkMinimumWage(
	pay: { minPence: number; period: SalaryPeriod },
	advert: string,
	now = new Date(),
): MinimumWageCheck {
	const band = ageBandOf(advert)
	const rates = minimumWageRatesOn(now)
	const ratePence = rates.hourlyPence[band]
	const hourlyPence = pay.period === 'hour' ? pay.minPence : Math.floor(pay.minPence / HOURS_PER_YEAR)
	// Compared unrounded: £24,784 a year is just under £12.71 an hour.
	const below = pay.period === 'hour' ? pay.minPence < ratePence : pay.minPence < ratePence * HOURS_PER_YEAR
	return {
		band,
		ratePence,
		ratesFrom: rates.from,
		hourlyPence,
		basis: pay.period === 'hour' ? 'hourly' : 'annual',
		below,
		// A salary's hours are the board's assumption, so the card says it: many full-time posts are 35 hours.
		summary: below
			? `Below the National Minimum Wage for ${BAND_WORDS[band]}${pay.period === 'year' ? ' at 37.5 hours a week' : ''}`
			: null,
	}
}

/** The page's longer line: the rate, and how a salary was turned hourly. */
export function minimumWageDetail(check: MinimumWageCheck) {
	const basis =
		check.basis === 'annual'
			? ` (the salary is ${formatPoundsAndPence(check.hourlyPence)} an hour over ${ANNUAL_BASIS})`
			: ''
	return `The rate for ${BAND_WORDS[check.band]} is ${formatPoundsAndPence(check.ratePence)} an hour from ${formatRatesFrom(check.ratesFrom)}${basis}.`
}

function formatRatesFrom(day: string) {
	return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
}
