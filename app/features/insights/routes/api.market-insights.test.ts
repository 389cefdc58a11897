// GET /api/market-insights and GET /api/market-trends: open to anyone, the specified shapes,
// figures that follow the rows, and the trends paged like every list.
import { beforeEach, describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { Job } from '../../../models/job.ts'
import type { User } from '../../../models/user.ts'
import * as insightsRoute from './api.market-insights.ts'
import * as trendsRoute from './api.market-trends.ts'

const DAY = 86_400_000
let owner: User
beforeEach(async () => {
	await (await freshEm()).nativeDelete(Job, {})
	owner ??= (await apiUser('employer')).user
})

const getInsights = () => callRoute(insightsRoute.loader, apiRequest('GET', '/api/market-insights'))
const getTrends = (query = '') => callRoute(trendsRoute.loader, apiRequest('GET', `/api/market-trends${query}`))

describe('GET /api/market-insights', () => {
	test('answers anyone, signed out included, with exactly the specified fields and growthRate and companiesHiring', async () => {
		await postedJob(owner, { industry: 'Healthcare', salary: '£25,000', location: 'Birchwood' })
		const response = await getInsights()
		expect(response.status).toBe(200)
		const body = (await response.json()) as Record<string, unknown>
		expect(Object.keys(body).sort()).toEqual(
			[
				'averageSalary',
				'companiesHiring',
				'companyActivity',
				'growthRate',
				'locationData',
				'newJobsThisWeek',
				'salaryRanges',
				'topIndustries',
				'topSkills',
				'totalJobs',
			].sort(),
		)
		expect(body).toMatchObject({
			totalJobs: 1,
			newJobsThisWeek: 1,
			averageSalary: null,
			companiesHiring: 1,
			growthRate: null,
			topIndustries: [{ name: 'Healthcare', jobCount: 1, percentage: 100, trend: 'up' }],
			locationData: [{ area: 'Birchwood', jobCount: 1, avgSalary: null }],
			companyActivity: [{ company: 'Omega Distribution Ltd', jobsPosted: 1, trend: 'up' }],
		})
		expect(Object.keys((body.topSkills as object[])[0]!)).toEqual(['skill', 'demand', 'growth'])
		expect((body.salaryRanges as object[])[0]).toEqual({ range: 'Under £20,000', count: 0, percentage: 0 })
	})

	test('the figures follow the jobs: five salaries give an average, five earlier postings a growth rate', async () => {
		for (let i = 0; i < 5; i++) {
			await postedJob(owner, { salary: `£${20 + 2 * i},000` })
			const postedAt = new Date(Date.now() - (40 + i) * DAY)
			await postedJob(owner, {}, { postedAt, expiresAt: new Date(postedAt.getTime() + 30 * DAY) })
		}
		const body = (await (await getInsights()).json()) as {
			averageSalary: number
			growthRate: number
			totalJobs: number
		}
		expect(body).toMatchObject({ totalJobs: 5, averageSalary: 24_000, growthRate: 0 })
	})

	test('takes GET only', async () => {
		const response = await callRoute(insightsRoute.action, apiRequest('POST', '/api/market-insights', { body: {} }))
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET')
	})
})

describe('GET /api/market-trends', () => {
	test('one item per industry with six months of figures, paged', async () => {
		for (const [industry, jobs] of [
			['Retail', 3],
			['Healthcare', 2],
			['Education', 1],
		] as const) {
			for (let i = 0; i < jobs; i++) await postedJob(owner, { industry })
		}
		const first = await getTrends('?limit=2')
		expect(first.status).toBe(200)
		expect(first.headers.get('X-Total-Count')).toBe('3')
		expect(first.headers.get('Link')).toBe('</api/market-trends?limit=2&offset=2>; rel="next"')
		const items = (await first.json()) as { industry: string; region: string; jobsPosted: number; months: unknown[] }[]
		expect(items.map((item) => [item.industry, item.jobsPosted])).toEqual([
			['Retail', 3],
			['Healthcare', 2],
		])
		expect(items[0]!.region).toBe('Warrington')
		expect(items[0]!.months).toHaveLength(6)
		expect(Object.keys(items[0]!.months[5] as object)).toEqual(['month', 'jobsPosted', 'averageSalary'])

		const last = await getTrends('?limit=2&offset=2')
		expect(((await last.json()) as { industry: string }[]).map((item) => item.industry)).toEqual(['Education'])
		expect(last.headers.get('Link')).toBe('</api/market-trends?limit=2&offset=0>; rel="prev"')
	})

	test.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1'])(
		'a bad page (%s) is a 400 naming the field',
		async (query) => {
			const response = await getTrends(`?${query}`)
			expect(response.status).toBe(400)
			const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
			expect(body.message).toBe('Please check the paging')
			expect(Object.keys(body.errors)).toEqual([query.split('=')[0]])
		},
	)
})
