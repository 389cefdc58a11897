// The UK National Minimum Wage and National Living Wage, by the date each set of rates took
// effect (docs/product.md §22.18). Every page that quotes a minimum reads it from here, so a new
// April's rates are one new row, added ahead of time. Runs on both sides.
import { parseSalary } from '../jobs/salary.ts'

export type MinimumWageRates = {
	/** The first UK calendar day these rates apply, as YYYY-MM-DD. */
	effectiveFrom: string
	/** Pence an hour. The National Living Wage. */
	age21AndOver: number
	age18To20: number
	age16To17: number
	apprentice: number
}

/**
 * Newest first; amounts in pence, written pounds_pence (12_71 is £12.71). Source: GOV.UK,
 * "National Minimum Wage and National Living Wage rates".
 */
export const MINIMUM_WAGE_RATES: readonly MinimumWageRates[] = [
	{ effectiveFrom: '2026-04-01', age21AndOver: 12_71, age18To20: 10_85, age16To17: 8_00, apprentice: 8_00 },
	{ effectiveFrom: '2025-04-01', age21AndOver: 12_21, age18To20: 10_00, age16To17: 7_55, apprentice: 7_55 },
]

/** The bands as a person reads them, in the order a table shows them. */
export const MINIMUM_WAGE_BANDS = [
	{ key: 'age21AndOver', label: '21 and over (National Living Wage)' },
	{ key: 'age18To20', label: '18 to 20' },
	{ key: 'age16To17', label: '16 to 17' },
	{ key: 'apprentice', label: 'Apprentices' },
] as const satisfies readonly { key: keyof Omit<MinimumWageRates, 'effectiveFrom'>; label: string }[]

const ukDate = new Intl.DateTimeFormat('en-CA', {
	timeZone: 'Europe/London',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
})

/** The rates in force on `date`, which is read as a UK calendar day (new rates start at midnight UK time). */
export function minimumWageRatesOn(date: Date = new Date()): MinimumWageRates {
	const day = ukDate.format(date)
	const rates = MINIMUM_WAGE_RATES.find((row) => row.effectiveFrom <= day)
	if (!rates) throw new RangeError(`No minimum wage rates are recorded for ${day}`)
	return rates
}

/** The lowest hourly rate anyone may lawfully be paid under these rates, in pence. */
export function lowestMinimumWage(rates: MinimumWageRates) {
	return Math.min(rates.age21AndOver, rates.age18To20, rates.age16To17, rates.apprentice)
}

export type LowPay = { hourlyPence: number; lowestPence: number; rates: MinimumWageRates }

/**
 * When the salary text states hourly pay (parseSalary) whose lower end is below the lowest
 * rate in force on `date`, what it is and what the rates are; otherwise null. Annual salaries
 * are not checked: without the hours a week they say nothing about the hourly rate.
 */
export function lowPayWarning(salary: string | null | undefined, date: Date = new Date()): LowPay | null {
	const parsed = parseSalary(salary)
	if (!parsed || parsed.period !== 'hour') return null
	const rates = minimumWageRatesOn(date)
	const lowestPence = lowestMinimumWage(rates)
	return parsed.minPence < lowestPence ? { hourlyPence: parsed.minPence, lowestPence, rates } : null
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/** £12.71: an hourly rate in pence, always with the pence. */
export function formatHourlyPay(pence: number) {
	return pounds.format(pence / 100)
}

/** "1 April 2026": the day a set of rates took effect. */
export function formatEffectiveDate(rates: MinimumWageRates) {
	const [year, month, day] = rates.effectiveFrom.split('-').map(Number) as [number, number, number]
	return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
		Date.UTC(year, month - 1, day),
	)
}
