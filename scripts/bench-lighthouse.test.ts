// The Lighthouse rows report the median of several runs a page, with the range of the scores.
import { describe, expect, test } from 'vitest'
import { medianRun, type LighthouseReport } from './bench-lighthouse.ts'

const run = (score: number | null, lcp = 800): LighthouseReport => ({
	categories: { performance: { score: score === null ? null : score / 100 } },
	audits: { 'largest-contentful-paint': { numericValue: lcp } },
})

describe('medianRun', () => {
	test('picks the middle run by score and shows the range', () => {
		const slow = run(98, 900)
		const { median, shown } = medianRun([run(100, 700), slow, run(97, 1000)])
		expect(median).toBe(slow)
		expect(shown).toBe('98 (97-100 in 3 runs)')
	})

	test('one score for runs that agree, the lower middle of an even count, and one run as it is', () => {
		expect(medianRun([run(100), run(100), run(100)]).shown).toBe('100 (100 in 3 runs)')
		const lower = run(95)
		expect(medianRun([run(100), lower, run(90), run(99)]).median).toBe(lower)
		expect(medianRun([run(96)]).shown).toBe('96')
		expect(medianRun([run(null), run(100), run(100)]).shown).toBe('100 (?-100 in 3 runs)')
	})
})
