import { describe, expect, test } from 'vitest'
import { GROWTH_SIZES, GROWTH_TARGETS, growthSizes, growthTable, type GrowthRun } from './bench-growth.ts'

describe('growthSizes', () => {
	test('reads the sizes BENCH_JOBS lists, smallest first, each once', () => {
		expect(growthSizes('1000000, 10000,100_000,10000')).toEqual([10_000, 100_000, 1_000_000])
	})

	test('measures the three sizes of the issue when BENCH_JOBS names one size or none', () => {
		expect(growthSizes(undefined)).toEqual(GROWTH_SIZES)
		expect(growthSizes('100000')).toEqual(GROWTH_SIZES)
		expect(GROWTH_SIZES).toEqual([10_000, 100_000, 1_000_000])
	})

	test('refuses a list with something other than whole numbers of jobs', () => {
		expect(() => growthSizes('10000,lots')).toThrow(/whole numbers of jobs/)
		expect(() => growthSizes('10000,0')).toThrow(/whole numbers of jobs/)
	})
})

/** A run where every target took `p99` ms loaded (and half that alone). */
function runOf(jobs: number, p99: number, overrides: Record<string, number> = {}): GrowthRun {
	return {
		jobs,
		loadMs: jobs * 0.5,
		figures: Object.fromEntries(
			GROWTH_TARGETS.map((target) => {
				const loaded = overrides[target.name] ?? p99
				return [target.name, { aloneP99: Math.round(loaded / 2), loadedP99: loaded, rps: 100, hits: '100.0% hits' }]
			}),
		),
		peakRss: { uncached: 300, cached: 250 },
	}
}

const rowOf = (lines: string[], name: string) => lines.find((line) => line.startsWith(`  ${name} `))!

describe('growthTable', () => {
	test('compares each search at the largest size with its p99 at 100,000 jobs', () => {
		const lines = growthTable([
			runOf(10_000, 10),
			runOf(100_000, 20),
			runOf(1_000_000, 30, { 'API filters': 41, 'API market insights': 400 }),
		])
		expect(lines[0]).toMatch(/^target\s+10,000\s+100,000\s+1,000,000\s+1,000,000 \/ 100,000 p99 \(≤ 2x\)$/)
		expect(rowOf(lines, 'API no search')).toMatch(/5 \/ 10 ms, 100\s+10 \/ 20 ms, 100\s+15 \/ 30 ms, 100\s+1\.5x met$/)
		expect(rowOf(lines, 'API filters')).toMatch(/21 \/ 41 ms, 100\s+2\.0x NOT met$/)
		// Insights are shown growing but are not held to the search's target.
		expect(rowOf(lines, 'API market insights')).toMatch(/20\.0x$/)
		expect(rowOf(lines, '/ page cache')).toMatch(/100 req\/s, 20 ms, 100\.0% hits\s+100 req\/s, 30 ms, 100\.0% hits$/)
		expect(lines.find((line) => line.startsWith('Peak RSS'))).toMatch(/300 MB \/ 250 MB/)
		expect(lines.find((line) => line.startsWith('Loading the jobs'))).toMatch(/5 s\s+50 s\s+500 s/)
	})

	test('shows an answer that failed instead of its figures', () => {
		const largest = runOf(1_000_000, 30)
		largest.figures['API market insights'] = { aloneP99: 0, loadedP99: 0, rps: 0, failed: 500 }
		largest.figures['API filters'] = { aloneP99: 0, loadedP99: 0, rps: 0, failed: 500 }
		const lines = growthTable([runOf(100_000, 20), largest])
		expect(rowOf(lines, 'API market insights')).toMatch(/10 \/ 20 ms, 100\s+answered 500\s+failed$/)
		expect(rowOf(lines, 'API filters')).toMatch(/answered 500\s+failed, NOT met$/)
	})

	test('leaves the comparison out without a 100,000-job run, and marks a kept database', () => {
		const kept = { ...runOf(10_000, 10), loadMs: null }
		const lines = growthTable([kept, runOf(20_000, 12)])
		expect(lines[0]).not.toMatch(/p99 \(/)
		expect(rowOf(lines, 'API no search')).not.toMatch(/x( met| NOT met)?$/)
		expect(lines.find((line) => line.startsWith('Loading the jobs'))).toMatch(/kept\s+10 s/)
	})
})
