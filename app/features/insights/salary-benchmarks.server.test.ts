import { beforeAll, describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import type { User } from '../../models/user.ts'
import { experienceLevelOf } from '../jobs/experience-level.ts'
import type { SalaryBenchmarkQuery } from './salary-benchmark-query.ts'
import type { NewJob } from '../jobs/jobs.server.ts'
import { salaryBenchmark } from './salary-benchmarks.server.ts'
import { quartiles } from './salary-stats.ts'

const DAY = 86_400_000
let employer: User

beforeAll(async () => {
	employer = (await apiUser('employer')).user
})

const job = (input: Partial<NewJob>, after: Parameters<typeof postedJob>[2] = {}) => postedJob(employer, input, after)
const yearly = (
	industry: string,
	pounds: number,
	input: Partial<NewJob> = {},
	after: Parameters<typeof postedJob>[2] = {},
) => job({ industry, salary: `£${pounds.toLocaleString('en-GB')}`, ...input }, after)
const benchmark = async (query: Partial<SalaryBenchmarkQuery>) =>
	salaryBenchmark(await freshEm(), { jobTitle: null, industry: null, experienceLevel: null, ...query })

describe('salaryBenchmark: the figures', () => {
	test('quartiles of the midpoints, as worked by hand; another job moves the median', async () => {
		const industry = 'Legal Services'
		for (const pounds of [20_000, 22_000, 40_000]) await yearly(industry, pounds)
		await job({ industry, salary: '£24,000 - £26,000' }) // midpoint 25,000
		await job({ industry, salary: '£15.00 - £16.00 per hour' }) // × 1,950: 29,250 to 31,200, midpoint 30,225
		await job({ industry, salary: 'Competitive' })

		const first = await benchmark({ industry })
		expect(first).toMatchObject({
			industry,
			jobTitle: null,
			experience: null,
			location: 'Warrington',
			sampleSize: 5,
			dataPoints: 5,
			withoutSalary: 1,
			// Sorted 20,000, 22,000, 25,000, 30,225, 40,000: positions 1, 2, 3; mean 137,225 / 5.
			lowerQuartile: 22_000,
			median: 25_000,
			upperQuartile: 30_225,
			minSalary: 20_000,
			maxSalary: 40_000,
			averageSalary: 27_445,
			widenedTo: null,
			message: null,
			windowDays: 90,
		})

		await yearly(industry, 50_000)
		const second = await benchmark({ industry })
		// Sorted ..., 50,000: positions 1.25, 2.5, 3.75: 22,000 + 0.25 × 3,000; 25,000 + 0.5 × 5,225;
		// 30,225 + 0.75 × 9,775, to the nearest pound.
		expect([second.lowerQuartile, second.median, second.upperQuartile]).toEqual([22_750, 27_613, 37_556])
		const byHand = quartiles([20_000, 22_000, 25_000, 30_225, 40_000, 50_000])!
		expect(second.median).toBe(Math.round(byHand.median))
		expect(second.upperQuartile).toBe(Math.round(byHand.upperQuartile))
	})

	test('listed jobs and jobs whose listing ended within 90 days count; older ones do not', async () => {
		const industry = 'Energy & Utilities'
		const ago = (days: number) => new Date(Date.now() - days * DAY)
		for (const pounds of [30_000, 31_000, 32_000, 33_000]) await yearly(industry, pounds)
		await yearly(industry, 90_000, {}, { postedAt: ago(130), expiresAt: ago(100) })
		const em = await freshEm()
		const takenDownLongAgo = await yearly(industry, 95_000, {}, { isActive: false })
		await em
			.getConnection()
			.execute('update job set updated_at = ? where id = ?', [ago(120).toISOString(), takenDownLongAgo.id])
		expect((await benchmark({ industry })).sampleSize).toBe(4)

		await yearly(industry, 34_000, {}, { postedAt: ago(40), expiresAt: ago(10) })
		const takenDownLately = await yearly(industry, 35_000, {}, { isActive: false })
		await em
			.getConnection()
			.execute('update job set updated_at = ? where id = ?', [ago(5).toISOString(), takenDownLately.id])
		const figures = await benchmark({ industry })
		expect(figures.sampleSize).toBe(6)
		expect(figures.maxSalary).toBe(35_000)
	})

	test('by area: areas of 5 or more apart, the rest as Other areas (no median under 5); bands for the chart', async () => {
		const industry = 'Property & Real Estate'
		for (const pounds of [21_000, 23_000, 26_000, 27_000, 64_000])
			await yearly(industry, pounds, { location: 'Birchwood' })
		await yearly(industry, 24_000, { location: 'Culcheth' })
		await yearly(industry, 26_000, { location: 'Croft' })
		const figures = await benchmark({ industry })
		expect(figures.byArea).toEqual([
			{ area: 'Birchwood', count: 5, median: 26_000 },
			{ area: 'Other areas', count: 2, median: null },
		])
		expect(figures.distribution.map((band) => [band.band, band.count])).toEqual([
			['Under £20,000', 0],
			['£20,000 to £24,999', 3],
			['£25,000 to £29,999', 3],
			['£30,000 to £34,999', 0],
			['£35,000 to £39,999', 0],
			['£40,000 to £49,999', 0],
			['£50,000 to £59,999', 0],
			['£60,000 and over', 1],
		])
	})
})

describe('salaryBenchmark: matching, and widening a small match', () => {
	test('fewer than 5 matches for a title and level: the industry they are in, said so; 5 matches: their own', async () => {
		const industry = 'Agriculture & Farming'
		const word = uniqueWord()
		const title = `${word} Forklift Driver`
		const entry = { title, industry, description: 'You need 1 year’s experience on counterbalance trucks.' }
		await job({ ...entry, salary: '£22,000' })
		await job({ ...entry, salary: '£23,000' })
		await job({ ...entry, title: `Senior ${title}`, description: 'Lead the yard team.', salary: '£35,000' })
		for (const pounds of [25_000, 26_000, 27_000]) await yearly(industry, pounds, { title: 'Tractor Driver' })

		const query = { jobTitle: `${word} forklift drivers`, experienceLevel: 'entry' } as const
		const widened = await benchmark(query)
		expect(widened).toMatchObject({
			jobTitle: null,
			industry,
			experience: null,
			widenedTo: 'industry',
			sampleSize: 6,
			median: 25_500,
			requested: { jobTitle: `${word} forklift drivers`, industry: null, experienceLevel: 'entry', sampleSize: 2 },
			message: `Only 2 jobs with a salary matched ‘${word} forklift drivers’ at entry level; showing all ${industry} jobs.`,
		})

		for (const pounds of [24_000, 24_500, 30_000]) await job({ ...entry, salary: `£${pounds}` })
		const own = await benchmark(query)
		expect(own).toMatchObject({
			jobTitle: `${word} forklift drivers`,
			industry: null,
			experience: 'entry',
			widenedTo: null,
			message: null,
			sampleSize: 5,
			median: 24_000,
		})
	})

	test('still too few in the industry: not enough data yet, no figures', async () => {
		const industry = 'Charity & Non-Profit'
		const word = uniqueWord()
		await yearly(industry, 24_000, { title: `${word} Fundraiser` })
		await yearly(industry, 26_000, { title: 'Shop Manager' })
		const figures = await benchmark({ jobTitle: word, industry })
		expect(figures).toMatchObject({
			widenedTo: null,
			industry,
			jobTitle: word,
			sampleSize: 1,
			median: null,
			lowerQuartile: null,
			averageSalary: null,
			byArea: [],
			distribution: [],
			message: `Only 1 job with a salary matched ‘${word}’ in ${industry}, and only 2 of all ${industry} jobs: not enough data yet (a benchmark needs at least 5).`,
		})
		expect((await benchmark({ industry })).message).toBe(
			`Only 2 jobs with a salary matched in ${industry}: not enough data yet (a benchmark needs at least 5).`,
		)
	})
})

describe('experience_level, the stored column', () => {
	test('the database reads each advert as experienceLevelOf does', async () => {
		const adverts = [
			['Senior Care Assistant', 'Just 1 year of experience needed.'],
			['Forklift Driver', 'We ask for 3 years’ experience on counterbalance trucks.'],
			['Developer', 'You bring 5+ years of commercial experience with TypeScript.'],
			['Site Manager', 'Ideally 7 to 10 years construction experience.'],
			['Operations Manager', 'You have 12 yrs experience running distribution sites.'],
			['Driver', 'A family firm trading for 30+ years in Warrington.'],
			['Driver', 'Since 2019 years experience of the road.'],
			['Junior Software Developer', 'Join us.'],
			['Head of Operations', 'Join us.'],
			['Assistant Store Manager', 'Join us.'],
			['Head Chef', 'Join us.'],
			['Warehouse Team Leader', 'Join us.'],
		] as const
		const em = await freshEm()
		for (const [title, description] of adverts) {
			const posted = await job({ title, description })
			const [row] = await em
				.getConnection()
				.execute<[{ experience_level: string }]>('select experience_level from job where id = ?', [posted.id])
			expect(row.experience_level, `${title} / ${description}`).toBe(experienceLevelOf(title, description))
		}
	})
})
