// /support-worker-jobs and /cleaning-jobs on a phone: tabs as links, one employer's details open
// at a time, the links to the public listing (signed out) or the employee dashboard (a signed-in
// job seeker), and no serious axe findings, with and without JavaScript.
import { expect, test } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import { DEMO, signIn } from './helpers.ts'

const PHONE = { width: 360, height: 800 }
test.use({ viewport: PHONE })

const PAGES = [
	{
		path: '/cleaning-jobs',
		heading: 'Cleaning Jobs in Warrington',
		search: '/?search=cleaning',
		alerts: '/?search=cleaning#listing-alert-heading',
		dashboard: '/employee-dashboard?search=cleaning&location=warrington',
		jobType: { name: 'Search Office Cleaner Jobs', href: '/?search=office+cleaner' },
		level: '£35,000-£50,000+ a year',
	},
	{
		path: '/support-worker-jobs',
		heading: 'Support Worker Jobs in Warrington',
		search: '/?search=support+worker',
		alerts: '/?search=support+worker#listing-alert-heading',
		dashboard: '/employee-dashboard?search=support+worker&location=warrington',
		jobType: { name: 'Search Domiciliary Care Worker Jobs', href: '/?search=domiciliary+care+worker' },
		level: 'Registered Manager',
	},
] as const

for (const landing of PAGES) {
	test(`${landing.path}: tabs, one-at-a-time details and public listing links`, async ({ page }) => {
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

		// Signed out: the public listing with the search, and its alert form.
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

	test(`${landing.path}: a visitor reaches the listing and its alert form; a seeker the dashboard`, async ({
		page,
	}) => {
		await page.goto(landing.path)
		await page.getByRole('link', { name: 'Get Job Alerts' }).first().click()
		await expect(page).toHaveURL(landing.alerts)
		await expect(page.getByRole('heading', { name: 'Get new jobs for this search by email' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Get alerts for this search' })).toBeVisible()

		await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
		await page.goto(landing.path)
		await expect(page.getByRole('link', { name: /^View .*(Vacancies|Jobs)$/ }).first()).toHaveAttribute(
			'href',
			landing.dashboard,
		)
	})
}
