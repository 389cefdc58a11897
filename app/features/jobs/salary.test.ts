import { describe, expect, test } from 'vitest'
import { annualPounds, parseSalary } from './salary.ts'

describe('parseSalary', () => {
	test.each([
		['£25,000', { minPence: 2_500_000, maxPence: 2_500_000, period: 'year' }],
		['£25,000 - £30,000', { minPence: 2_500_000, maxPence: 3_000_000, period: 'year' }],
		['£12.50 per hour', { minPence: 1250, maxPence: 1250, period: 'hour' }],
		['£10.42-£12 p/h', { minPence: 1042, maxPence: 1200, period: 'hour' }],
		['£28k per annum', { minPence: 2_800_000, maxPence: 2_800_000, period: 'year' }],
		['Up to £13.10 an hour plus overtime', { minPence: 1310, maxPence: 1310, period: 'hour' }],
		['£11.44', { minPence: 1144, maxPence: 1144, period: 'hour' }],
		['30k', { minPence: 3_000_000, maxPence: 3_000_000, period: 'year' }],
		['30K', { minPence: 3_000_000, maxPence: 3_000_000, period: 'year' }],
		['Up to 32.5k DOE', { minPence: 3_250_000, maxPence: 3_250_000, period: 'year' }],
		['£30k - 35k', { minPence: 3_000_000, maxPence: 3_500_000, period: 'year' }],
		['£30k to £35k', { minPence: 3_000_000, maxPence: 3_500_000, period: 'year' }],
		['£25,000 - 30,000 per annum', { minPence: 2_500_000, maxPence: 3_000_000, period: 'year' }],
		['25,000 a year', { minPence: 2_500_000, maxPence: 2_500_000, period: 'year' }],
		['£12 - 14 per hour', { minPence: 1200, maxPence: 1400, period: 'hour' }],
		['£12.71 per hour, 37.5 hours a week', { minPence: 1271, maxPence: 1271, period: 'hour' }],
	] as const)('%s', (text, expected) => {
		expect(parseSalary(text)).toEqual(expected)
	})

	test.each(['Competitive', '', null, undefined, 'DOE', '37.5 hours a week', 'WA4 6PH', '2-3 days a week'])(
		'%s has no figure',
		(text) => {
			expect(parseSalary(text)).toBeNull()
		},
	)

	test('annualises hourly pay at 37.5 hours for 52 weeks', () => {
		expect(annualPounds(1250, 'hour')).toBe(24_375)
		expect(annualPounds(2_500_000, 'year')).toBe(25_000)
	})
})
