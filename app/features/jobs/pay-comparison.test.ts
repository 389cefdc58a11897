import { describe, expect, test } from 'vitest'
import { localComparison, occupationPlural, type LocalPayMedian } from './pay-comparison.ts'

const annual: LocalPayMedian = {
	occupationId: 7,
	occupationLabel: 'forklift operator',
	period: 'year',
	medianPence: 24_500_00,
	jobs: 7,
}
const hourly: LocalPayMedian = {
	...annual,
	occupationLabel: 'care home worker',
	period: 'hour',
	medianPence: 13_20,
	jobs: 5,
}

describe('an occupation made plural', () => {
	test.each([
		['forklift operator', 'forklift operators'],
		['care home worker', 'care home workers'],
		['nursery nurse', 'nursery nurses'],
		['delivery man', 'delivery men'],
		['salesperson', 'salespeople'],
		['secretary', 'secretaries'],
		['coach', 'coaches'],
		['nurse responsible for general care', 'nurse responsible for general care jobs'],
		['warehouse operators for clothing', 'warehouse operators for clothing jobs'],
		['car and van delivery driver', 'car and van delivery driver jobs'],
	])('%s → %s', (label, plural) => {
		expect(occupationPlural(label)).toBe(plural)
	})
})

describe('pay against a local median', () => {
	test('annual pay above and below, in whole pounds a year', () => {
		expect(localComparison(25_700_00, annual)).toMatchObject({
			differencePence: 1_200_00,
			position: 'above',
			summary: '£1,200 a year above the Warrington median for forklift operators',
			basis: 'median £24,500 a year from 7 jobs here in the last 90 days',
			medianPence: 24_500_00,
			jobs: 7,
		})
		expect(localComparison(23_000_00, annual).summary).toBe(
			'£1,500 a year below the Warrington median for forklift operators',
		)
	})

	test('hourly pay in pence an hour', () => {
		const below = localComparison(12_80, hourly)
		expect(below).toMatchObject({ differencePence: -40, position: 'below' })
		expect(below.summary).toBe('£0.40 an hour below the Warrington median for care home workers')
		expect(localComparison(13_20, hourly).summary).toBe('At the Warrington median for care home workers')
		expect(localComparison(14_20, hourly).summary).toBe(
			'£1.00 an hour above the Warrington median for care home workers',
		)
	})

	test('a difference that would read £0 is "at the median"', () => {
		expect(localComparison(24_500_40, annual)).toMatchObject({ position: 'at', differencePence: 0 })
	})
})
