import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { MarketInsights } from '../market-counts.ts'
import { MarketTabs, marketTabOf, signedPercent } from './market-panels.tsx'

const EMPTY: MarketInsights = {
	totalJobs: 3,
	newJobsThisWeek: 1,
	averageSalary: null,
	salariedJobs: 2,
	companiesHiring: 2,
	growthRate: null,
	postedLast30Days: 3,
	postedPrevious30Days: 0,
	topIndustries: [{ name: 'Retail', jobCount: 3, percentage: 100, trend: 'up' }],
	topSkills: [{ skill: 'Sales', demand: 33.3, growth: null }],
	salaryRanges: [],
	locationData: [{ area: 'Howley', jobCount: 3, avgSalary: null }],
	companyActivity: [],
	computedAt: '2026-11-24T08:00:00.000Z',
}

const render = (tab: Parameters<typeof MarketTabs>[0]['tab']) =>
	renderToStaticMarkup(
		<MemoryRouter>
			<MarketTabs tab={tab} insights={EMPTY} />
		</MemoryRouter>,
	)

describe('the market views', () => {
	it('are links, the current one marked, working without a script', () => {
		const html = render('skills')
		expect(html).toContain('href="/market-insights"')
		expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/market-insights\?tab=skills"/)
		expect(html).toContain('href="/market-insights?tab=locations"')
		expect(marketTabOf(new URL('http://site/market-insights?tab=salaries'))).toBe('salaries')
		expect(marketTabOf(new URL('http://site/market-insights?tab=x'))).toBe('industries')
	})

	it('say "Not enough data yet" rather than a figure from too few jobs', () => {
		expect(render('skills')).toContain('Not enough data yet')
		expect(render('salaries')).toContain('2 listed jobs state a salary; we show ranges from 5.')
		expect(render('locations')).toContain('<td class="py-1">Not enough data yet</td>')
		expect(render('industries')).toContain('Rising')
	})

	it('sign a change', () => {
		expect(signedPercent(22.9)).toBe('+22.9%')
		expect(signedPercent(-5)).toBe('-5%')
		expect(signedPercent(0)).toBe('0%')
	})
})
