import { beforeAll, describe, expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { Job } from '../models/job.ts'
import { salaryBenchmark } from '../features/insights/salary-benchmarks.server.ts'
import { EXPERIENCE_LEVEL_VALUES, INSIGHT_INDUSTRIES } from '../features/insights/insight-options.ts'
import { SEED_JOBS } from './data.ts'
import { inSalaryHistory, SALARY_HISTORY } from './salary-history.ts'
import { seedIfEmpty } from './seed.server.ts'
import { localPayMedians, withPayComparisons } from '../features/jobs/pay-comparison.server.ts'
import { searchJobs } from '../features/jobs/job-search.server.ts'
import { JobSearchSchema } from '../features/jobs/job-search.ts'

const now = new Date()
const any = { jobTitle: null, industry: null, experienceLevel: null }

beforeAll(async () => {
	expect(await seedIfEmpty(await freshEm(), now)).toBe(true)
})

describe('the demo salary history', () => {
	test('closed jobs only: the listing keeps the seed’s own jobs', async () => {
		const em = await freshEm()
		const listed = await em.count(Job, { isActive: true, expiresAt: { $gt: now } })
		expect(listed).toBe(SEED_JOBS.filter((job) => !job.inactive).length)
		// The market insights' older history (app/seed/job-history.ts) is closed too.
		const closed = (await em.find(Job, { expiresAt: { $lte: now } })).filter(inSalaryHistory)
		expect(closed).toHaveLength(SALARY_HISTORY.length)
		for (const job of closed) expect(job.expiresAt.getTime()).toBeGreaterThan(now.getTime() - 90 * 86_400_000)
	})

	test('every industry and every experience level has a benchmark of its own', async () => {
		const em = await freshEm()
		for (const industry of INSIGHT_INDUSTRIES) {
			const benchmark = await salaryBenchmark(em, { ...any, industry })
			expect(benchmark.median, industry).not.toBeNull()
		}
		for (const experienceLevel of EXPERIENCE_LEVEL_VALUES) {
			const benchmark = await salaryBenchmark(em, { ...any, experienceLevel })
			expect([benchmark.median !== null, benchmark.widenedTo], experienceLevel).toEqual([true, null])
		}
	})

	test('a forklift driver at entry level is too few, so the page widens to Warehouse & Logistics', async () => {
		const benchmark = await salaryBenchmark(await freshEm(), {
			jobTitle: 'forklift driver',
			industry: null,
			experienceLevel: 'entry',
		})
		expect(benchmark.widenedTo).toBe('industry')
		expect(benchmark.industry).toBe('Warehouse & Logistics')
		expect(benchmark.message).toBe(
			'Only 1 job with a salary matched ‘forklift driver’ at entry level; showing all Warehouse & Logistics jobs.',
		)
	})
})

describe('the demo’s pay comparisons (decision 206)', () => {
	test('several occupations have a local median, and listed jobs show one', async () => {
		const em = await freshEm()
		const medians = [...(await localPayMedians(em)).values()]
		expect(medians.length).toBeGreaterThanOrEqual(3)
		expect(medians.some((median) => median.period === 'hour')).toBe(true)
		expect(medians.some((median) => median.period === 'year')).toBe(true)
		expect(medians.every((median) => median.jobs >= 5)).toBe(true)
		const { jobs } = await searchJobs(em, JobSearchSchema.parse({ limit: 100 }))
		const compared = (await withPayComparisons(em, jobs)).filter((job) => job.pay?.local)
		expect(compared.length).toBeGreaterThanOrEqual(5)
	})
})
