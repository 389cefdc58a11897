import { describe, expect, test } from 'vitest'
import { averagePounds, percentChange, percentOf, SALARY_BANDS, salaryBandOf, trendOf } from './market-figures.ts'

describe('percentOf', () => {
	test('to one decimal place, worked by hand', () => {
		expect(percentOf(1, 3)).toBe(33.3)
		expect(percentOf(2, 3)).toBe(66.7)
		expect(percentOf(17, 173)).toBe(9.8)
		expect(percentOf(5, 5)).toBe(100)
	})
	test('of nothing is nothing', () => {
		expect(percentOf(0, 0)).toBe(0)
	})
})

describe('percentChange (growth)', () => {
	test('from 40 to 50 is +25%, from 50 to 40 is -20%, from 6 to 7 is +16.7%', () => {
		expect(percentChange(50, 40)).toBe(25)
		expect(percentChange(40, 50)).toBe(-20)
		expect(percentChange(7, 6)).toBe(16.7)
		expect(percentChange(5, 5)).toBe(0)
	})
	test('not enough data when the earlier period has fewer than 5 jobs', () => {
		expect(percentChange(30, 4)).toBeNull()
		expect(percentChange(0, 0)).toBeNull()
		expect(percentChange(3, 5)).toBe(-40)
	})
})

describe('trendOf', () => {
	test('up or down beyond a tenth of the earlier count', () => {
		expect(trendOf(12, 10)).toBe('up')
		expect(trendOf(8, 10)).toBe('down')
		expect(trendOf(11, 10)).toBe('up')
		expect(trendOf(9, 10)).toBe('down')
	})
	test('steady within a tenth, or unchanged', () => {
		expect(trendOf(21, 20)).toBe('steady')
		expect(trendOf(19, 20)).toBe('steady')
		expect(trendOf(0, 0)).toBe('steady')
		expect(trendOf(4, 4)).toBe('steady')
	})
	test('from none to some is up; from some to none is down', () => {
		expect(trendOf(1, 0)).toBe('up')
		expect(trendOf(0, 1)).toBe('down')
	})
})

describe('averagePounds', () => {
	test('whole pounds, from five salaries or more', () => {
		expect(averagePounds('27499.5000', 5)).toBe(27500)
		expect(averagePounds(31_250.4, 12)).toBe(31_250)
	})
	test('null below five, or with nothing to average', () => {
		expect(averagePounds('27500', 4)).toBeNull()
		expect(averagePounds(null, 0)).toBeNull()
	})
})

describe('salary bands', () => {
	test('every midpoint falls in exactly one band, edges included', () => {
		expect(salaryBandOf(19_999).range).toBe('Under £20,000')
		expect(salaryBandOf(20_000).range).toBe('£20,000-£24,999')
		expect(salaryBandOf(24_999.5).range).toBe('£20,000-£24,999')
		expect(salaryBandOf(25_000).range).toBe('£25,000-£29,999')
		expect(salaryBandOf(39_999).range).toBe('£30,000-£39,999')
		expect(salaryBandOf(40_000).range).toBe('£40,000-£49,999')
		expect(salaryBandOf(50_000).range).toBe('£50,000+')
		expect(salaryBandOf(120_000).range).toBe('£50,000+')
	})
	test('£12.50 an hour is £24,375 a year (1,950 hours), in the £20,000-£24,999 band', () => {
		expect(salaryBandOf(12.5 * 1950).range).toBe('£20,000-£24,999')
	})
	test('the bands run on without gaps', () => {
		for (const [index, band] of SALARY_BANDS.entries()) {
			if (index > 0) expect(band.min).toBe(SALARY_BANDS[index - 1]!.max! + 1)
		}
	})
})
