// Market insights over real rows: each figure changes when jobs are added, and says "not enough
// data" (null) while the sample is too small.
import { beforeEach, describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import type { NewJob } from '../jobs/jobs.server.ts'
import { marketInsights } from './market.server.ts'
import { marketTrends, marketTrendsPage } from './market-trends.server.ts'

const DAY = 86_400_000
let owner: User

beforeEach(async () => {
	await (await freshEm()).nativeDelete(Job, {})
	owner ??= (await apiUser('employer')).user
})

const insights = async () => marketInsights(await freshEm())
/** A listed job posted `daysAgo` days ago. */
const listed = (input: Partial<NewJob> = {}, daysAgo = 1) =>
	postedJob(owner, input, {
		postedAt: new Date(Date.now() - daysAgo * DAY),
		expiresAt: new Date(Date.now() - daysAgo * DAY + 30 * DAY),
	})
/** A job posted `daysAgo` days ago (31 or more: its 30 days are over), no longer listed. */
const expired = (input: Partial<NewJob> = {}, daysAgo = 40) =>
	postedJob(owner, input, {
		postedAt: new Date(Date.now() - daysAgo * DAY),
		expiresAt: new Date(Date.now() - daysAgo * DAY + 30 * DAY),
	})

describe('marketInsights', () => {
	test('an empty board has no figures to show', async () => {
		const figures = await insights()
		expect(figures).toMatchObject({
			totalJobs: 0,
			newJobsThisWeek: 0,
			averageSalary: null,
			companiesHiring: 0,
			growthRate: null,
			topIndustries: [],
			topSkills: [],
			locationData: [],
			companyActivity: [],
		})
		expect(figures.salaryRanges.map((band) => band.count)).toEqual([0, 0, 0, 0, 0, 0])
	})

	test('counts listed jobs, new this week and companies; closed and expired jobs are not listed', async () => {
		await listed({ company: 'Acme Ltd' }, 1)
		await listed({ company: ' ACME LTD' }, 2)
		expect(await insights()).toMatchObject({ totalJobs: 2, newJobsThisWeek: 2, companiesHiring: 1 })
		await listed({ company: 'Beta Care' }, 10)
		await postedJob(owner, { company: 'Closed Co' }, { isActive: false })
		await expired({ company: 'Gone Co' })
		expect(await insights()).toMatchObject({ totalJobs: 3, newJobsThisWeek: 2, companiesHiring: 2 })
	})

	test('average salary from five or more salaried listed jobs (hourly pay at 1,950 hours), and the bands', async () => {
		for (let i = 0; i < 4; i++) await listed({ salary: '£20,000 - £30,000' })
		await listed({ salary: 'Competitive' })
		let figures = await insights()
		expect(figures.averageSalary).toBeNull()
		expect(figures.salariedJobs).toBe(4)
		await listed({ salary: '£12.50 per hour' })
		figures = await insights()
		// (4 × £25,000 + £24,375) / 5
		expect(figures.averageSalary).toBe(24_875)
		expect(figures.salariedJobs).toBe(5)
		expect(figures.salaryRanges.filter((band) => band.count > 0)).toEqual([
			{ range: '£20,000-£24,999', count: 1, percentage: 20 },
			{ range: '£25,000-£29,999', count: 4, percentage: 80 },
		])
	})

	test('growth and industry trends compare jobs posted in the last 30 days with the 30 before, closed ones included', async () => {
		for (let i = 0; i < 4; i++) await expired({ industry: 'Healthcare' }, 35 + i)
		for (let i = 0; i < 4; i++) await listed({ industry: 'Healthcare' }, 2 + i)
		await listed({ industry: 'Retail' }, 3)
		let figures = await insights()
		expect(figures.growthRate).toBeNull()
		expect(figures.postedPrevious30Days).toBe(4)
		expect(figures.topIndustries).toEqual([
			{ name: 'Healthcare', jobCount: 4, percentage: 80, trend: 'steady' },
			{ name: 'Retail', jobCount: 1, percentage: 20, trend: 'up' },
		])
		await expired({ industry: 'Healthcare' }, 50)
		await postedJob(owner, { industry: 'Retail' }, { isActive: false })
		figures = await insights()
		// 6 posted (one since closed) against 5: +20%; Healthcare 4 against 5 is down.
		expect(figures.growthRate).toBe(20)
		expect(figures.topIndustries[0]).toEqual({ name: 'Healthcare', jobCount: 4, percentage: 80, trend: 'down' })
		// Older than 60 days counts in neither period.
		await expired({ industry: 'Healthcare' }, 75)
		expect((await insights()).growthRate).toBe(20)
	})

	test('skills in demand from titles and descriptions, with growth once the earlier period has five', async () => {
		await listed({ title: 'Forklift Driver', description: 'Counterbalance work on days.' })
		await listed({ title: 'Picker', description: 'Reach truck licence wanted; forklift a plus.' })
		await listed({ title: 'Shop Assistant', description: 'Serving customers on the tills.' })
		await listed({ title: 'Cook', description: 'Food hygiene level 2 essential.' })
		let figures = await insights()
		expect(figures.topSkills.find((skill) => skill.skill === 'Forklift')).toEqual({
			skill: 'Forklift',
			demand: 50,
			growth: null,
		})
		expect(figures.topSkills.find((skill) => skill.skill === 'Food hygiene')?.demand).toBe(25)
		for (let i = 0; i < 5; i++) await expired({ title: 'FLT Driver', description: 'Days.' }, 40)
		figures = await insights()
		// 2 named it in the last 30 days against 5 before: -60%.
		expect(figures.topSkills.find((skill) => skill.skill === 'Forklift')).toEqual({
			skill: 'Forklift',
			demand: 50,
			growth: -60,
		})
		expect(figures.topSkills[0]!.skill).toBe('Forklift')
	})

	test('areas with their jobs, an average salary only from five salaried jobs', async () => {
		for (let i = 0; i < 5; i++) await listed({ location: 'Birchwood', salary: `£${30 + i},000` })
		await listed({ location: 'Great Sankey', salary: '£22,000' })
		expect((await insights()).locationData).toEqual([
			{ area: 'Birchwood', jobCount: 5, avgSalary: 32_000 },
			{ area: 'Great Sankey', jobCount: 1, avgSalary: null },
		])
	})

	test('the most active employers by listed jobs, named as most recently written, with their trend', async () => {
		for (let i = 0; i < 3; i++) await listed({ company: 'northway logistics' }, 5 + i)
		await listed({ company: 'Northway Logistics' }, 1)
		await listed({ company: 'Mercer’s' }, 1)
		await expired({ company: 'Old Firm Ltd' })
		expect((await insights()).companyActivity).toEqual([
			{ company: 'Northway Logistics', jobsPosted: 4, trend: 'up' },
			{ company: 'Mercer’s', jobsPosted: 1, trend: 'up' },
		])
	})
})

const monthOf = (date: Date) =>
	new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' })
		.format(date)
		.slice(0, 7)

describe('marketTrends', () => {
	test('six calendar months of jobs posted per industry, salaries from five jobs a month', async () => {
		const longAgo = new Date(Date.now() - 70 * DAY)
		for (let i = 0; i < 5; i++) await expired({ industry: 'Education', salary: '£24,000 - £26,000' }, 70)
		await listed({ industry: 'Education', salary: '£30,000' }, 0.1)
		await listed({ industry: 'Retail' }, 0.1)
		await expired({ industry: 'Retail' }, 250)
		const trends = await marketTrends(await freshEm())
		expect(trends.months).toHaveLength(6)
		expect(trends.months.at(-1)).toBe(monthOf(new Date()))
		expect(trends.industries.map((trend) => [trend.industry, trend.jobsPosted])).toEqual([
			['Education', 6],
			['Retail', 1],
		])
		const education = trends.industries[0]!
		expect(education.region).toBe('Warrington')
		expect(education.months.find((month) => month.month === monthOf(longAgo))).toEqual({
			month: monthOf(longAgo),
			jobsPosted: 5,
			averageSalary: 25_000,
		})
		expect(education.months.at(-1)).toEqual({ month: monthOf(new Date()), jobsPosted: 1, averageSalary: null })
		expect(trends.overall.at(-1)!.jobsPosted).toBe(2)

		const page = await marketTrendsPage(await freshEm(), { limit: 1, offset: 1 })
		expect(page.total).toBe(2)
		expect(page.items.map((trend) => trend.industry)).toEqual(['Retail'])
	})
})
