// Menus and buttons for who you are (decision 116): on a phone, the menu shows a signed-in job
// seeker only the seeker's links and an employer only the employer's; employers get no Quick Apply
// nor save heart on jobs; each kind of account opening the other's pages gets a 403 page that says
// who the page is for and leads to their own dashboard. The menu is a <details>: it works without
// JavaScript too. It is the header's one navigation, standing open as a row on wide screens (decision 169).
import { expect, type Page, test } from '@playwright/test'
import { inAxeContext, seriousViolations, seriousViolationsSignedIn } from './axe.ts'
import { DEMO, header, signIn, submitSignIn, uniqueWord } from './helpers.ts'
import { listJob } from './listed-jobs.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

/** Opens the small-screen menu; the navigation inside it. */
async function openMenu(page: Page) {
	await header(page).getByText('Menu', { exact: true }).click()
	const menu = page.getByRole('navigation', { name: 'Main' })
	await expect(menu).toBeVisible()
	return menu
}

const link = (scope: ReturnType<Page['getByRole']>, name: string) => scope.getByRole('link', { name, exact: true })

test('signed out, the phone menu offers both groups, as before', async ({ page }) => {
	await page.goto('/')
	const menu = await openMenu(page)
	await expect(menu.getByText('For Employees', { exact: true })).toBeVisible()
	await expect(menu.getByText('For Employers', { exact: true })).toBeVisible()
	await expect(link(menu, 'Employer Sign In')).toHaveAttribute('href', '/auth?employer=true')
	await expect(link(menu, 'Sign In')).toHaveAttribute('href', '/auth')
	await expect(link(header(page), 'Post Job')).toBeVisible()
})

test('a job seeker’s phone menu holds the seeker’s links, and none for employers', async ({ page }) => {
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.goto('/')
	const menu = await openMenu(page)
	for (const [name, href] of [
		['Find Jobs', '/'],
		['Dashboard', '/employee-dashboard'],
		['My Applications', '/employee-dashboard?tab=applications'],
		['Saved Jobs', '/employee-dashboard?tab=saved'],
		['Recommendations', '/recommendations'],
		['Quick Apply Setup', '/quick-apply-setup'],
		['Job Preferences', '/preferences'],
		['My Profile', '/profile'],
	]) {
		await expect(link(menu, name!)).toHaveAttribute('href', href!)
	}
	await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible()
	await expect(menu.getByText(/For Employers/)).toHaveCount(0)
	for (const gone of ['Employer Sign In', 'Sign In', 'Post Jobs in Warrington', 'Employer Dashboard', 'Pricing']) {
		await expect(link(menu, gone)).toHaveCount(0)
	}
	await expect(header(page).locator('a[href="/post-job"]')).toHaveCount(0)

	await link(menu, 'Saved Jobs').click()
	await expect(page).toHaveURL('/employee-dashboard?tab=saved')
})

test('an employer’s phone menu holds the employer’s links, and none of the seeker’s', async ({ page }) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/')
	const menu = await openMenu(page)
	for (const [name, href] of [
		['Dashboard', '/employer-dashboard'],
		['Post a Job', '/post-job'],
		['Pricing', '/pricing'],
	]) {
		await expect(link(menu, name!)).toHaveAttribute('href', href!)
	}
	await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible()
	for (const gone of [
		'Employer Sign In',
		'Sign In',
		'Recommendations',
		'Quick Apply Setup',
		'Job Preferences',
		'My Profile',
	]) {
		await expect(link(menu, gone)).toHaveCount(0)
	}
	await expect(menu.getByText('For Employees', { exact: true })).toHaveCount(0)
	await expect(header(page).locator('a[href="/employee-dashboard"]')).toHaveCount(0)

	await link(menu, 'Post a Job').click()
	await expect(page).toHaveURL('/post-job')
	await expect(page.getByRole('heading', { name: 'Post a Job', level: 1 })).toBeVisible()
})

test('an employer sees no Quick Apply, Set up Quick Apply nor save heart on a job, nor a heart on its card', async ({
	page,
}, testInfo) => {
	const title = `${uniqueWord(testInfo, 'Mnu')} Warehouse Operative`
	const id = await listJob({ title, location: 'Birchwood', industry: 'Retail' })
	await signIn(page, DEMO.employer.email, DEMO.employer.password)

	await page.goto(`/jobs/${id}`)
	const panel = page.getByRole('complementary', { name: 'Apply for this job' })
	await expect(panel.getByRole('link', { name: 'Apply with Custom Details' })).toBeVisible()
	await expect(panel.getByRole('button', { name: /Quick Apply/ })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Set up Quick Apply' })).toHaveCount(0)
	await expect(page.getByRole('main').getByRole('button', { name: `Save ${title}` })).toHaveCount(0)

	await page.goto(`/?search=${encodeURIComponent(title)}`)
	const card = page.getByRole('article').filter({ hasText: title })
	await expect(card.getByRole('link', { name: /^View Job/ })).toHaveAttribute('href', `/jobs/${id}`)
	await expect(card.getByRole('link', { name: /^Apply Now/ })).toHaveCount(0)
	await expect(card.getByRole('button', { name: `Save ${title}` })).toHaveCount(0)
})

test('a job seeker still gets Quick Apply, its setup link and the save heart', async ({ page }, testInfo) => {
	const title = `${uniqueWord(testInfo, 'Mns')} Warehouse Operative`
	const id = await listJob({ title })
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.goto(`/jobs/${id}`)
	const panel = page.getByRole('complementary', { name: 'Apply for this job' })
	await expect(panel.getByRole('button', { name: /Quick Apply/ })).toBeVisible()
	await expect(panel.getByRole('link', { name: 'Set up Quick Apply' })).toHaveAttribute('href', '/quick-apply-setup')
	await expect(page.getByRole('main').getByRole('button', { name: `Save ${title}` })).toBeVisible()
})

for (const path of ['/quick-apply-setup', '/recommendations', '/preferences']) {
	test(`an employer opening ${path} gets a 403 page: for job seekers, and the way to the employer dashboard`, async ({
		page,
	}) => {
		await signIn(page, DEMO.employer.email, DEMO.employer.password)
		const response = await page.goto(path)
		expect(response?.status()).toBe(403)
		const main = page.getByRole('main')
		await expect(main.getByRole('heading', { name: 'For Job Seekers', level: 1 })).toBeVisible()
		await expect(main).toContainText('for job seekers')
		await expect(main).toContainText('You are signed in as an employer.')
		await expect(link(main, 'Go to your Employer Dashboard')).toHaveAttribute('href', '/employer-dashboard')
		await expect(page).toHaveTitle('For Job Seekers | Warrington Jobs')
	})
}

test('signing in as an employer from the recommendations prompt lands on the 403 page, not a failure', async ({
	page,
}) => {
	// With JavaScript the page after sign-in loads its list in the browser: the refusal must still show as such.
	await page.goto('/recommendations')
	await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
	await expect(page).toHaveURL('/auth?redirectTo=%2Frecommendations')
	await submitSignIn(page, DEMO.employer.email, DEMO.employer.password)
	await expect(page).toHaveURL('/recommendations')
	const main = page.getByRole('main')
	await expect(main.getByRole('heading', { name: 'For Job Seekers', level: 1 })).toBeVisible()
	await expect(link(main, 'Go to your Employer Dashboard')).toHaveAttribute('href', '/employer-dashboard')
	await expect(main.getByText('Unable to load recommendations')).toHaveCount(0)
})

test('a job seeker opening /post-job gets a 403 page: Employer Access Required, and the way to their dashboard', async ({
	page,
}) => {
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	const response = await page.goto('/post-job')
	expect(response?.status()).toBe(403)
	const main = page.getByRole('main')
	await expect(main.getByRole('heading', { name: 'Employer Access Required', level: 1 })).toBeVisible()
	await expect(main).toContainText('Only employers can post jobs.')
	await expect(main).toContainText('You are signed in as a job seeker.')
	await expect(link(main, 'Go to your Dashboard')).toHaveAttribute('href', '/employee-dashboard')
})

test('the 403 pages have no serious accessibility problems', async ({ browser }, testInfo) => {
	test.slow()
	const employerPages = await seriousViolationsSignedIn(browser, testInfo, DEMO.employer, [
		'/quick-apply-setup',
		'/recommendations',
		'/preferences',
	])
	const seekerPages = await seriousViolationsSignedIn(browser, testInfo, DEMO.seeker, ['/post-job'])
	expect({ ...employerPages, ...seekerPages }).toEqual({
		'/quick-apply-setup': [],
		'/recommendations': [],
		'/preferences': [],
		'/post-job': [],
	})
})

test('the open phone menu has no serious accessibility problems, for a seeker and for an employer', async ({
	browser,
}, testInfo) => {
	test.slow()
	const found: Record<string, unknown> = {}
	for (const [who, account] of [
		['seeker', DEMO.seeker],
		['employer', DEMO.employer],
	] as const) {
		found[who] = await inAxeContext(
			browser,
			testInfo,
			async (page) => {
				await signIn(page, account.email, account.password)
				await page.goto('/')
				await openMenu(page)
				return seriousViolations(page)
			},
			PHONE,
		)
	}
	expect(found).toEqual({ seeker: [], employer: [] })
})
