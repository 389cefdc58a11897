// /support-worker-jobs and /cleaning-jobs on a phone: tabs as links, one employer's details open
// at a time, the links into the employee dashboard, and no serious axe findings, with and
// without JavaScript.
import { expect, test } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'

const PHONE = { width: 360, height: 800 }
test.use({ viewport: PHONE })

const PAGES = [
	{
		path: '/cleaning-jobs',
		heading: 'Cleaning Jobs in Warrington',
		search: '/employee-dashboard?search=cleaning&location=warrington',
		alerts: '/employee-dashboard?alerts=true&category=cleaning',
		jobType: {
			name: 'Search Office Cleaner Jobs',
			href: '/employee-dashboard?search=office+cleaner&location=warrington',
		},
		level: '£35,000-£50,000+ a year',
	},
	{
		path: '/support-worker-jobs',
		heading: 'Support Worker Jobs in Warrington',
		search: '/employee-dashboard?search=support+worker&location=warrington',
		alerts: '/employee-dashboard?alerts=true&category=support-worker',
		jobType: {
			name: 'Search Domiciliary Care Worker Jobs',
			href: '/employee-dashboard?search=domiciliary+care+worker&location=warrington',
		},
		level: 'Registered Manager',
	},
] as const

for (const landing of PAGES) {
	test(`${landing.path}: tabs, one-at-a-time details and dashboard links`, async ({ page }) => {
		await page.goto(landing.path)
		await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible()
		await expect(page).toHaveTitle(`${landing.heading} | Warrington Jobs`)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Warrington/)
		await expect(page.getByText('10.42')).toHaveCount(0)
		await expect(page.getByText(/Pay from £\d+\.\d\d to £\d+\.\d\d an hour/)).toBeVisible()

		// The structured data is an ItemList of real jobs, never a JobPosting.
		const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
		expect(jsonLd['@type']).toBe('ItemList')
		expect(JSON.stringify(jsonLd)).not.toContain('JobPosting')

		// The dashboard links with the query the specification gives.
		await expect(page.getByRole('link', { name: /^View .*(Vacancies|Jobs)$/ }).first()).toHaveAttribute(
			'href',
			landing.search,
		)
		await expect(page.getByRole('link', { name: 'Get Job Alerts' }).first()).toHaveAttribute('href', landing.alerts)

		// Top Employers by default; details open one at a time.
		const sections = page.getByRole('navigation', { name: 'Sections' })
		await expect(sections.getByRole('link', { name: 'Top Employers' })).toHaveAttribute('aria-current', 'page')
		const details = page.locator('details[name="employer-details"]')
		await expect(details).toHaveCount(6)
		await details.nth(0).locator('summary').click()
		await expect(details.nth(0)).toHaveAttribute('open', '')
		await expect(details.nth(0).getByText('Hide Details')).toBeVisible()
		await details.nth(1).locator('summary').click()
		await expect(details.nth(1)).toHaveAttribute('open', '')
		await expect(details.nth(0)).not.toHaveAttribute('open', '')
		await expect(details.nth(0).getByText('View Full Details')).toBeVisible()

		// Job Types: eight cards, each with its search.
		await sections.getByRole('link', { name: 'Job Types' }).click()
		await expect(page).toHaveURL(`${landing.path}?tab=job-types`)
		await expect(sections.getByRole('link', { name: 'Job Types' })).toHaveAttribute('aria-current', 'page')
		await expect(page.getByRole('link', { name: /^Search .* Jobs$/ })).toHaveCount(8)
		await expect(page.getByRole('link', { name: landing.jobType.name })).toHaveAttribute('href', landing.jobType.href)

		// Career Progression: five levels.
		await sections.getByRole('link', { name: 'Career Progression' }).click()
		await expect(page).toHaveURL(`${landing.path}?tab=career`)
		await expect(page.getByText(/^Level \d · /)).toHaveCount(5)
		await expect(page.getByText(landing.level).first()).toBeVisible()

		// Nothing is wider than the phone.
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
	})

	test(`${landing.path}: no serious axe findings on each tab`, async ({ page, browser }, testInfo) => {
		for (const query of ['', '?tab=job-types', '?tab=career']) {
			expect(
				await seriousViolationsAt(page, browser, testInfo, `${landing.path}${query}`, { viewport: PHONE }),
			).toEqual([])
		}
	})
}
