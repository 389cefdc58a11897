import { describe, expect, test } from 'vitest'
import {
	formatEffectiveDate,
	formatHourlyPay,
	lowestMinimumWage,
	lowPayWarning,
	MINIMUM_WAGE_RATES,
	minimumWageRatesOn,
} from './minimum-wage.ts'

describe('minimumWageRatesOn', () => {
	test('the rates from 1 April 2026', () => {
		const rates = minimumWageRatesOn(new Date('2026-11-22T12:00:00Z'))
		expect(rates).toEqual({
			effectiveFrom: '2026-04-01',
			age21AndOver: 1271,
			age18To20: 1085,
			age16To17: 800,
			apprentice: 800,
		})
		expect(lowestMinimumWage(rates)).toBe(800)
	})

	test('the year before keeps the 2025 rates', () => {
		const rates = minimumWageRatesOn(new Date('2026-03-31T12:00:00Z'))
		expect(rates).toEqual({
			effectiveFrom: '2025-04-01',
			age21AndOver: 1221,
			age18To20: 1000,
			age16To17: 755,
			apprentice: 755,
		})
		expect(lowestMinimumWage(rates)).toBe(755)
	})

	test('new rates start at midnight UK time (British Summer Time on 1 April)', () => {
		// 23:30 UTC on 31 March is already 00:30 on 1 April in the UK.
		expect(minimumWageRatesOn(new Date('2026-03-31T23:30:00Z')).effectiveFrom).toBe('2026-04-01')
		expect(minimumWageRatesOn(new Date('2026-03-31T22:59:59Z')).effectiveFrom).toBe('2025-04-01')
	})

	test('a date before the table is an error, not a guess', () => {
		expect(() => minimumWageRatesOn(new Date('2024-06-01T12:00:00Z'))).toThrow(RangeError)
	})

	test('the table is newest first, one row per effective date', () => {
		const dates = MINIMUM_WAGE_RATES.map((row) => row.effectiveFrom)
		expect(dates).toEqual([...dates].sort().reverse())
		expect(new Set(dates).size).toBe(dates.length)
	})
})

describe('lowPayWarning', () => {
	const in2026 = new Date('2026-11-22T12:00:00Z')

	test('hourly pay below the lowest rate in force is flagged, with the rates', () => {
		expect(lowPayWarning('£7.99 per hour', in2026)).toEqual({
			hourlyPence: 799,
			lowestPence: 800,
			rates: minimumWageRatesOn(in2026),
		})
		// A range is judged by its lower end.
		expect(lowPayWarning('£6.50 - £13 p/h', in2026)?.hourlyPence).toBe(650)
	})

	test('the lowest rate itself and anything above it pass', () => {
		expect(lowPayWarning('£8.00 per hour', in2026)).toBeNull()
		expect(lowPayWarning('£10.42 an hour', in2026)).toBeNull()
		expect(lowPayWarning('£12.71 per hour', in2026)).toBeNull()
	})

	test('the threshold follows the date: £7.80 was lawful for apprentices before April 2026', () => {
		expect(lowPayWarning('£7.80 per hour', new Date('2026-01-15T12:00:00Z'))).toBeNull()
		expect(lowPayWarning('£7.80 per hour', in2026)?.lowestPence).toBe(800)
	})

	test('annual salaries, missing and unparsed pay are not checked', () => {
		expect(lowPayWarning('£15,000 per year', in2026)).toBeNull()
		expect(lowPayWarning('£9,000', in2026)).toBeNull()
		expect(lowPayWarning('Competitive', in2026)).toBeNull()
		expect(lowPayWarning('', in2026)).toBeNull()
		expect(lowPayWarning(undefined, in2026)).toBeNull()
	})
})

test('rates and dates read the way a UK page shows them', () => {
	expect(formatHourlyPay(1271)).toBe('£12.71')
	expect(formatHourlyPay(800)).toBe('£8.00')
	expect(formatEffectiveDate(MINIMUM_WAGE_RATES[0]!)).toBe('1 April 2026')
})
