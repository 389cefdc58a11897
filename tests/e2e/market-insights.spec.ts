// /market-insights on a phone, with JavaScript and without: figures computed from the seeded jobs
// (never the specification's fixed "+12.5%"), tabs that are links, each chart with its figures as
// a table, employers linking to their company pages, and no serious axe findings.
import { expect, test } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

test('figures from the board’s jobs, tabs as links, charts with their tables', async ({ page }) => {
	await page.goto('/market-insights')
	await expect(page.getByRole('heading', { level: 1, name: 'Warrington Job Market Insights' })).toBeVisible()
	await expect(page).toHaveTitle('Market Insights | Warrington Jobs')

	const api = (await (await page.request.get('/api/market-insights')).json()) as {
		growthRate: number | null
		averageSalary: number | null
	}
	// The seed's history gives every headline figure enough jobs.
	expect(api.growthRate).not.toBeNull()
	expect(api.averageSalary).not.toBeNull()
	const tile = (label: string) =>
		page
			.locator('div')
			.filter({ has: page.getByText(label, { exact: true }) })
			.last()
	await expect(tile('Active Jobs')).toContainText(/\d+\s*\d+ new this week/)
	await expect(tile('Avg Salary')).toContainText(/£\d{2},\d{3}From \d+ listed jobs stating a salary/)
	await expect(tile('Companies Hiring')).toContainText(/\d+/)
	await expect(tile('Growth Rate')).toContainText(
		/[+-]?\d+(\.\d)?%\d+ jobs posted in the last 30 days, \d+ in the 30 before/,
	)
	await expect(page.getByText('+12.5%')).toHaveCount(0)

	const views = page.getByRole('navigation', { name: 'Market views' })
	await expect(views.getByRole('link', { name: 'Industries' })).toHaveAttribute('aria-current', 'page')
	const panel = page.getByRole('region', { name: 'Industries' })
	await expect(panel.getByRole('img', { name: /Listed jobs by industry/ })).toBeVisible()
	await panel.getByText('Show the figures as a table').click()
	await expect(panel.getByRole('table', { name: 'Listed jobs by industry' })).toBeVisible()
	await expect(panel.getByText(/^(Rising|Falling|Steady)$/).first()).toBeVisible()

	await views.getByRole('link', { name: 'Skills in Demand' }).click()
	await expect(page).toHaveURL('/market-insights?tab=skills')
	await expect(views.getByRole('link', { name: 'Skills in Demand' })).toHaveAttribute('aria-current', 'page')
	const skills = page.getByRole('region', { name: 'Skills in Demand' })
	await expect(skills.getByRole('img', { name: /Share of listed jobs naming each skill/ })).toBeVisible()
	await expect(skills.getByText(/^[+-]?\d+(\.\d)?%$/).first()).toBeVisible()

	await views.getByRole('link', { name: 'Salary Ranges' }).click()
	await expect(page).toHaveURL('/market-insights?tab=salaries')
	const salaries = page.getByRole('region', { name: 'Salary Ranges' })
	await salaries.getByText('Show the figures as a table').click()
	await expect(salaries.getByRole('rowheader', { name: '£50,000+' })).toBeVisible()
	await expect(salaries.getByText(/listed jobs that state a salary/)).toBeVisible()

	await views.getByRole('link', { name: 'Locations' }).click()
	await expect(page).toHaveURL('/market-insights?tab=locations')
	const locations = page.getByRole('region', { name: 'Locations' })
	await expect(locations.getByRole('img', { name: /Listed jobs by area/ })).toBeVisible()
	await expect(locations.getByRole('table', { name: 'Average salary by area' })).toBeVisible()
	await expect(locations.getByRole('rowheader', { name: 'Omega South' })).toBeVisible()

	// Six months of postings, the history included.
	const months = page.locator('figure').filter({ hasText: 'Jobs posted each month' })
	await expect(months.getByRole('img')).toBeVisible()
	await months.getByText('Show the figures as a table').click()
	await expect(months.getByRole('row')).toHaveCount(7)

	await expect(page.getByText('hourly pay counted as 37.5 hours a week for 52 weeks')).toBeVisible()
	const next = page.getByRole('region', { name: 'Put the figures to work' })
	await expect(next.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job')
	await expect(next.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/')
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

	// The busiest employer's name leads to its company page.
	const employers = page.getByRole('region', { name: 'Most Active Employers' })
	const first = employers.getByRole('link').first()
	const name = (await first.textContent())!
	await expect(first).toHaveAttribute('href', /^\/companies\/[a-z0-9-]+$/)
	await first.click()
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})

test('no serious axe findings on any tab', async ({ page, browser }, testInfo) => {
	// Four scans on a phone: about 26 s alone, over the default 30 s when the whole suite loads the machine.
	test.slow()
	for (const query of ['', '?tab=skills', '?tab=salaries', '?tab=locations']) {
		expect(await seriousViolationsAt(page, browser, testInfo, `/market-insights${query}`, { viewport: PHONE })).toEqual(
			[],
		)
	}
})
