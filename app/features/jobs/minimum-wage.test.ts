import { describe, expect, test } from 'vitest'
import { ageBandOf, checkMinimumWage, minimumWageDetail, minimumWageRatesOn } from './minimum-wage.ts'

const AFTER_APRIL_2026 = new Date('2026-11-27T12:00:00Z')

describe('the age band an advert states', () => {
	test.each([
		['Logistics Apprentice', 'apprentice'],
		['Level 2 apprenticeship in health and social care', 'apprentice'],
		['Saturday job for 16-17 year olds', '16-17'],
		['Open to candidates aged 16 to 17', '16-17'],
		['Trainee, 18-20, no experience needed', '18-20'],
		['Applicants aged 18 to 20 welcome', '18-20'],
		['Warehouse Operative, days, forklift licence a plus', '21+'],
	])('%s → %s', (advert, band) => {
		expect(ageBandOf(advert)).toBe(band)
	})

	test('pay and hours that look like ages are not ages', () => {
		expect(ageBandOf('£16-17 an hour depending on experience')).toBe('21+')
		expect(ageBandOf('Part-time, 18-20 hours a week')).toBe('21+')
	})

	test('an advert naming several bands gets the one with the lowest rate', () => {
		expect(ageBandOf('Apprenticeship for school leavers aged 16-17 or 18-20')).toBe('apprentice')
		expect(ageBandOf('Roles for ages 16-17 and 18-20')).toBe('16-17')
	})
})

describe('the minimum wage check', () => {
	test('the rates in force: from 1 April 2026, and the year before', () => {
		expect(minimumWageRatesOn(AFTER_APRIL_2026)).toEqual({
			from: '2026-04-01',
			hourlyPence: { '21+': 1271, '18-20': 1085, '16-17': 800, apprentice: 800 },
		})
		expect(minimumWageRatesOn(new Date('2026-03-31T12:00:00Z')).hourlyPence['21+']).toBe(1221)
	})

	test('hourly pay under the rate for 21 and over is below; at the rate it is not', () => {
		const below = checkMinimumWage({ minPence: 1250, period: 'hour' }, 'Cleaner', AFTER_APRIL_2026)
		expect(below).toMatchObject({ band: '21+', ratePence: 1271, hourlyPence: 1250, basis: 'hourly', below: true })
		expect(below.summary).toBe('Below the National Minimum Wage for ages 21 and over')
		const at = checkMinimumWage({ minPence: 1271, period: 'hour' }, 'Cleaner', AFTER_APRIL_2026)
		expect(at).toMatchObject({ below: false, summary: null })
	})

	test('the band stated decides: £9.00 is below for 18-20 but not for an apprentice', () => {
		const young = checkMinimumWage({ minPence: 900, period: 'hour' }, 'Kitchen porter aged 18 to 20', AFTER_APRIL_2026)
		expect(young).toMatchObject({ band: '18-20', ratePence: 1085, below: true })
		expect(young.summary).toBe('Below the National Minimum Wage for ages 18 to 20')
		const apprentice = checkMinimumWage({ minPence: 900, period: 'hour' }, 'Apprentice chef', AFTER_APRIL_2026)
		expect(apprentice).toMatchObject({ band: 'apprentice', ratePence: 800, below: false })
		const under = checkMinimumWage({ minPence: 750, period: 'hour' }, 'Apprentice chef', AFTER_APRIL_2026)
		expect(under.summary).toBe('Below the National Minimum Wage for apprentices')
	})

	test('a salary is turned hourly over 37.5 hours for 52 weeks, and the page says so', () => {
		// £12.71 × 1,950 = £24,784.50 a year.
		const under = checkMinimumWage({ minPence: 24_784_00, period: 'year' }, 'Sales Assistant', AFTER_APRIL_2026)
		expect(under).toMatchObject({ basis: 'annual', hourlyPence: 1270, below: true })
		expect(under.summary).toBe('Below the National Minimum Wage for ages 21 and over at 37.5 hours a week')
		expect(minimumWageDetail(under)).toBe(
			'The rate for ages 21 and over is £12.71 an hour from 1 April 2026 (the salary is £12.70 an hour over 37.5 hours a week for 52 weeks).',
		)
		expect(checkMinimumWage({ minPence: 24_785_00, period: 'year' }, 'Sales Assistant', AFTER_APRIL_2026).below).toBe(
			false,
		)
	})
})
