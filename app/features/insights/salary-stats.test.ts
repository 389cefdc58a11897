import { describe, expect, test } from 'vitest'
import {
	bandOf,
	countedQuantiles,
	describeMatch,
	quartiles,
	SALARY_BANDS,
	sampleMessage,
	widerMatch,
} from './salary-stats.ts'

describe('quartiles: linear interpolation between closest ranks (QUARTILE.INC, percentile_cont)', () => {
	test('no values: null', () => {
		expect(quartiles([])).toBeNull()
	})

	test('one value is every quartile', () => {
		expect(quartiles([27_000])).toEqual({ lowerQuartile: 27_000, median: 27_000, upperQuartile: 27_000 })
	})

	test('an odd count: the median is the middle value', () => {
		// Sorted 20, 22, 25, 30, 40. Positions 0.25 × 4 = 1, 0.5 × 4 = 2, 0.75 × 4 = 3.
		expect(quartiles([30, 20, 40, 25, 22])).toEqual({ lowerQuartile: 22, median: 25, upperQuartile: 30 })
	})

	test('an even count: between the two middle values', () => {
		// Sorted 20, 25, 30, 40. Positions 0.75, 1.5, 2.25:
		// 20 + 0.75 × 5 = 23.75; 25 + 0.5 × 5 = 27.5; 30 + 0.25 × 10 = 32.5.
		expect(quartiles([40, 20, 30, 25])).toEqual({ lowerQuartile: 23.75, median: 27.5, upperQuartile: 32.5 })
	})

	test('two values', () => {
		// Positions 0.25, 0.5, 0.75 between 24,000 and 28,000.
		expect(quartiles([28_000, 24_000])).toEqual({ lowerQuartile: 25_000, median: 26_000, upperQuartile: 27_000 })
	})

	test('ties count once each', () => {
		// Sorted 24, 24, 24, 30, 30, 36. Positions 1.25, 2.5, 3.75: 24; 24 + 0.5 × 6 = 27; 30.
		expect(quartiles([24, 30, 24, 36, 24, 30])).toEqual({ lowerQuartile: 24, median: 27, upperQuartile: 30 })
	})
})

describe('countedQuantiles: the same quantiles from values grouped with their counts', () => {
	const expand = (counted: { value: number; count: number }[]) =>
		counted.flatMap((entry) => Array.from({ length: entry.count }, () => entry.value))
	const asQuartiles = (values: number[] | null) =>
		values && { lowerQuartile: values[0], median: values[1], upperQuartile: values[2] }

	test('nothing, or only empty groups, has none', () => {
		expect(countedQuantiles([], [0.5])).toBeNull()
		expect(countedQuantiles([{ value: 20_000, count: 0 }], [0.5])).toBeNull()
	})

	test('by hand: 24 three times, 30 twice, 36 once, in any order', () => {
		const counted = [
			{ value: 30, count: 2 },
			{ value: 36, count: 1 },
			{ value: 24, count: 3 },
		]
		expect(countedQuantiles(counted, [0.25, 0.5, 0.75])).toEqual([24, 27, 30])
	})

	test('equal to the quartiles of every value, for many boards of salaries', () => {
		let seed = 7
		const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648)
		for (let board = 0; board < 200; board++) {
			const counted = Array.from({ length: 1 + (next() % 12) }, (_, index) => ({
				value: 15_000 + index * 1_250 + (next() % 4) * 0.5,
				count: next() % 9,
			}))
			expect(asQuartiles(countedQuantiles(counted, [0.25, 0.5, 0.75]))).toEqual(quartiles(expand(counted)))
		}
	})
})

describe('SALARY_BANDS', () => {
	test('a salary falls in the band it reaches and stays below; the bands leave no gap', () => {
		expect(SALARY_BANDS[bandOf(15_600)]!.label).toBe('Under £20,000')
		expect(SALARY_BANDS[bandOf(24_999.5)]!.label).toBe('£20,000 to £24,999')
		expect(SALARY_BANDS[bandOf(25_000)]!.label).toBe('£25,000 to £29,999')
		expect(SALARY_BANDS[bandOf(120_000)]!.label).toBe('£60,000 and over')
		for (const [index, band] of SALARY_BANDS.entries())
			if (index > 0) expect(band.from).toBe(SALARY_BANDS[index - 1]!.to)
	})
})

describe('widerMatch: when fewer than 5 jobs with a salary match', () => {
	const title = { jobTitle: 'forklift driver', industry: 'Warehouse & Logistics', experienceLevel: 'entry' } as const

	test('enough: nothing wider', () => {
		expect(widerMatch(title, 5, 'Warehouse & Logistics')).toBeNull()
	})

	test('a title or level narrowed it: the chosen industry alone', () => {
		expect(widerMatch(title, 4, 'Retail')).toEqual({
			jobTitle: null,
			industry: 'Warehouse & Logistics',
			experienceLevel: null,
		})
		expect(widerMatch({ jobTitle: null, industry: 'Retail', experienceLevel: 'executive' }, 0, null)).toEqual({
			jobTitle: null,
			industry: 'Retail',
			experienceLevel: null,
		})
	})

	test('no industry chosen: the industry most matched jobs are in, if any matched', () => {
		expect(
			widerMatch({ jobTitle: 'forklift driver', industry: null, experienceLevel: null }, 2, 'Manufacturing'),
		).toEqual({ jobTitle: null, industry: 'Manufacturing', experienceLevel: null })
		expect(widerMatch({ jobTitle: 'farrier', industry: null, experienceLevel: null }, 0, null)).toBeNull()
	})

	test('only an industry, or nothing, was asked: nothing wider', () => {
		expect(
			widerMatch({ jobTitle: null, industry: 'Legal Services', experienceLevel: null }, 3, 'Legal Services'),
		).toBeNull()
		expect(widerMatch({ jobTitle: null, industry: null, experienceLevel: null }, 3, 'Retail')).toBeNull()
	})
})

describe('sampleMessage', () => {
	const asked = { jobTitle: 'forklift driver', industry: null, experienceLevel: 'entry' } as const

	test('says nothing when there are enough', () => {
		expect(sampleMessage(asked, 5, null)).toBeNull()
	})

	test('says how few matched and what is shown instead', () => {
		expect(sampleMessage(asked, 3, { industry: 'Warehouse & Logistics', sampleSize: 20 })).toBe(
			'Only 3 jobs with a salary matched ‘forklift driver’ at entry level; showing all Warehouse & Logistics jobs.',
		)
	})

	test('says when even the wider match is too small, or there is none', () => {
		expect(sampleMessage(asked, 1, { industry: 'Agriculture & Farming', sampleSize: 4 })).toBe(
			'Only 1 job with a salary matched ‘forklift driver’ at entry level, and only 4 of all Agriculture & Farming jobs: not enough data yet (a benchmark needs at least 5).',
		)
		expect(sampleMessage({ jobTitle: null, industry: null, experienceLevel: null }, 4, null)).toBe(
			'Only 4 jobs with a salary were listed in the last 90 days: not enough data yet (a benchmark needs at least 5).',
		)
		expect(sampleMessage({ jobTitle: null, industry: 'Legal Services', experienceLevel: null }, 0, null)).toBe(
			'No jobs with a salary matched in Legal Services: not enough data yet (a benchmark needs at least 5).',
		)
	})

	test('names the match', () => {
		expect(describeMatch({ jobTitle: null, industry: null, experienceLevel: null })).toBe('the whole board')
		expect(describeMatch({ jobTitle: 'Chef', industry: 'Hospitality', experienceLevel: 'senior' })).toBe(
			'‘Chef’ at senior level in Hospitality',
		)
	})
})
