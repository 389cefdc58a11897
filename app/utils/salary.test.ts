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
	] as const)('%s', (text, expected) => {
		expect(parseSalary(text)).toEqual(expected)
	})

	test.each(['Competitive', '', null, undefined, 'DOE'])('%s has no figure', (text) => {
		expect(parseSalary(text)).toBeNull()
	})

	test('annualises hourly pay at 37.5 hours for 52 weeks', () => {
		expect(annualPounds(1250, 'hour')).toBe(24_375)
		expect(annualPounds(2_500_000, 'year')).toBe(25_000)
	})
})
