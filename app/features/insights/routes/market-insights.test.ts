// The page's loader: computed figures for anyone, the tab from the query, and company links only
// to company pages that exist.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import * as page from './market-insights.tsx'

const load = async (query = '') =>
	(await (await callRoute(page.loader, new Request(`${ORIGIN}/market-insights${query}`))).json()) as Awaited<
		ReturnType<typeof page.loader>
	>

describe('/market-insights loader', () => {
	test('shows the board’s own figures, with the tab the query asks for', async () => {
		const { user } = await apiUser('employer')
		await postedJob(user, { company: 'Sankey Brook Care' })
		await postedJob(user, { company: '***' })
		const data = await load('?tab=skills')
		expect(data.tab).toBe('skills')
		expect(data.insights.totalJobs).toBe(2)
		expect(data.insights.growthRate).toBeNull()
		expect(data.overall).toHaveLength(6)
		expect(data.employers).toEqual([
			{ company: '***', jobsPosted: 1, trend: 'up', href: null },
			{ company: 'Sankey Brook Care', jobsPosted: 1, trend: 'up', href: '/companies/sankey-brook-care' },
		])
		expect((await load('?tab=nonsense')).tab).toBe('industries')
	})
})
