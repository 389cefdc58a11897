// The job seeker's dashboard, with JavaScript and without: tabs are links, the heart and the
// job alert offer (decision 157) are plain form posts.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolationsSignedIn } from './axe.ts'
import {
	DEMO,
	PASSWORD,
	registerSeeker,
	signIn,
	registerEmployer,
	submitSignIn,
	toast,
	uniqueEmail,
} from './helpers.ts'

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' })
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) })
const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`)

test('a new job seeker sees the profile alert and empty tabs', async ({ page }, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'dashboard-new'))
	await page.goto('/employee-dashboard')
	await expect(page.getByRole('heading', { level: 1, name: 'Job Seeker Dashboard' })).toBeVisible()
	await expect(stat(page, 'Applications')).toHaveText('0')
	await expect(stat(page, 'Saved Jobs')).toHaveText('0')
	await expect(stat(page, 'Recommendations')).toHaveText('0')
	// A name and an email only: 40%.
	await expect(stat(page, 'Profile Complete')).toHaveText('40%')

	await expect(page.getByRole('heading', { name: 'Your profile is 40% complete' })).toBeVisible()
	await expect(page.getByText('Add your CV and Quick Apply profile')).toBeVisible()
	const progress = page.getByRole('progressbar', { name: 'Profile completeness' })
	await expect(progress).toHaveAttribute('aria-valuenow', '40')
	await expect(page.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/profile')
	await expect(page.getByRole('main').getByRole('link', { name: 'Quick Apply Setup' })).toHaveAttribute(
		'href',
		'/quick-apply-setup',
	)
	await expect(page.getByRole('main').getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile')

	await expect(tab(page, 'My Applications')).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible()
	await tab(page, 'Saved Jobs').click()
	await expect(page).toHaveURL('/employee-dashboard?tab=saved')
	await expect(tab(page, 'Saved Jobs')).toHaveAttribute('aria-current', 'page')
	await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible()
	await tab(page, 'Recommendations').click()
	await expect(page).toHaveURL('/employee-dashboard?tab=recommendations')
	await expect(page.getByRole('heading', { name: 'No recommendations yet' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Set Job Preferences' })).toHaveAttribute('href', '/preferences')
})

test('the demo job seeker sees applications with every badge, saved jobs and recommendations', async ({ page }) => {
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.goto('/employee-dashboard')
	await expect(page.getByText(`Welcome back, ${DEMO.seeker.firstName}.`)).toBeVisible()

	const applications = page
		.getByRole('main')
		.getByRole('listitem')
		.filter({ has: page.locator('[data-badge]') })
	await expect(
		applications.filter({ hasText: 'Support Worker (Learning Disabilities)' }).locator('[data-badge]'),
	).toHaveText('Under Review')
	await expect(applications.filter({ hasText: 'Domiciliary Care Worker' }).locator('[data-badge]')).toHaveText(
		'Pending',
	)
	await expect(applications.filter({ hasText: 'Engineering Apprentice' }).locator('[data-badge]')).toHaveText(
		'Just Applied',
	)
	const link = applications
		.filter({ hasText: 'Domiciliary Care Worker' })
		.getByRole('link', { name: 'Domiciliary Care Worker' })
	await expect(link).toHaveAttribute('href', /^\/jobs\/\d+$/)
	await link.click()
	await expect(page.getByRole('heading', { level: 1, name: 'Domiciliary Care Worker' })).toBeVisible()

	await page.goto('/employee-dashboard?tab=saved')
	await expect(page.getByRole('button', { name: 'Remove Warehouse Team Leader from saved jobs' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Remove Senior Care Assistant from saved jobs' })).toBeVisible()

	await tab(page, 'Recommendations').click()
	await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible()
	const recommended = page.getByRole('main').getByRole('article')
	await expect(recommended.first()).toBeVisible()
	expect(await recommended.count()).toBeLessThanOrEqual(5)
	await expect(page.getByRole('link', { name: 'See All recommendations' })).toHaveAttribute('href', '/recommendations')
})

test('a saved job is removed with its heart, and the tab empties', async ({ page }, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'dashboard-heart'))
	await page.goto('/?search=housekeeper')
	await page.getByRole('button', { name: 'Save Housekeeper', exact: true }).click()
	await expect(toast(page, 'Job saved!')).toBeVisible()

	await page.goto('/employee-dashboard?tab=saved')
	await expect(stat(page, 'Saved Jobs')).toHaveText('1')
	await expect(page.getByRole('main').getByRole('link', { name: 'Housekeeper', exact: true })).toBeVisible()
	await page.getByRole('button', { name: 'Remove Housekeeper from saved jobs' }).click()
	await expect(toast(page, 'Job removed')).toBeVisible()
	await expect(page).toHaveURL('/employee-dashboard?tab=saved')
	await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible()
	await expect(stat(page, 'Saved Jobs')).toHaveText('0')
})

test('a search linked from a marketing page shows matching jobs at the top', async ({ page }, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'dashboard-search'))
	await page.goto('/employee-dashboard?search=support+worker&location=warrington')
	const results = page.getByRole('region', { name: 'Jobs matching “support worker” in Warrington' })
	await expect(results).toBeVisible()
	await expect(results.getByRole('link', { name: 'Support Worker (Learning Disabilities)', exact: true })).toBeVisible()
	expect(await results.getByRole('article').count()).toBeLessThanOrEqual(5)
	await expect(
		results.getByRole('link', { name: /^(See all \d+ jobs|Open this search in the jobs listing)$/ }),
	).toHaveAttribute('href', '/?search=support+worker')

	// The tabs keep the search.
	await tab(page, 'Saved Jobs').click()
	await expect(page).toHaveURL('/employee-dashboard?search=support+worker&location=warrington&tab=saved')
	await expect(results).toBeVisible()
})

test('the job alert offer makes an alert for the category (decision 157)', async ({ page }, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'dashboard-alert'))
	await page.goto('/employee-dashboard?alerts=true&category=cleaning')
	await expect(
		page.getByRole('heading', { name: 'Job alerts: All jobs in Warrington (Cleaning Services)' }),
	).toBeVisible()
	await page.getByLabel('Email me').selectOption('weekly')
	await page.getByRole('button', { name: 'Create Job Alert' }).click()
	await expect(toast(page, 'Job alert created')).toBeVisible()
	await expect(page).toHaveURL('/employee-dashboard?tab=alerts')
	await expect(tab(page, 'Job Alerts')).toHaveText('Job Alerts (1)')
	const card = page.getByRole('article').filter({ hasText: 'All jobs in Warrington (Cleaning Services)' })
	await expect(card.getByLabel('How often', { exact: true })).toHaveValue('weekly')
})

test('signed out, the dashboard asks for sign-in and comes back; an employer is sent to their own dashboard', async ({
	page,
}, testInfo) => {
	await page.goto('/employee-dashboard?tab=saved')
	await page.waitForURL((url) => url.pathname === '/auth')
	expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/employee-dashboard?tab=saved')
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.waitForURL('/employee-dashboard?tab=saved')
	await expect(tab(page, 'Saved Jobs')).toHaveAttribute('aria-current', 'page')

	await page.context().clearCookies()
	await registerEmployer(page, { email: uniqueEmail(testInfo, 'dashboard-employer'), password: PASSWORD })
	await page.goto('/employee-dashboard')
	await expect(page).toHaveURL('/employer-dashboard')
	await expect(toast(page, 'Job seekers only')).toBeVisible()
})

test('/employee-dashboard has no serious or critical axe violations', async ({ browser }, testInfo) => {
	// Four axe runs in a second browser session.
	test.slow()
	const paths = [
		'/employee-dashboard',
		'/employee-dashboard?tab=saved',
		'/employee-dashboard?tab=recommendations',
		'/employee-dashboard?search=cleaning&location=warrington&alerts=true&category=support-worker',
	]
	expect(await seriousViolationsSignedIn(browser, testInfo, DEMO.seeker, paths)).toEqual(
		Object.fromEntries(paths.map((path) => [path, []])),
	)
})
