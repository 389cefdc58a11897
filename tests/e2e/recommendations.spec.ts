// Recommendations and job preferences: signed out, nothing yet, then preferences set (in the
// dialog with JavaScript, on /preferences without) change what comes first; saving from the list;
// skeletons while loading; axe on /recommendations and /preferences.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations, seriousViolationsSignedIn } from './axe.ts'
import {
	header,
	open,
	PASSWORD,
	registerSeeker,
	toast,
	uniqueEmail,
	uniqueWord,
	queryE2eDatabase as query,
} from './helpers.ts'
import { listJob } from './listed-jobs.ts'

/** A job of the seeded demo employer, in this industry. */
async function listJobIn(title: string, industry: string) {
	await listJob({
		title,
		industry,
		company: 'Padgate Services Ltd',
		location: 'Padgate',
		salary: '£23,000',
		description: 'A friendly local team in Padgate looking for someone reliable to join us.',
		jobType: 'Part-time',
		contactEmail: 'jobs@padgateservices.co.uk',
	})
}

/** A Quick Apply profile with one skill, stored for the account with this email. */
async function giveSkill(email: string, skill: string) {
	await query(
		`insert into quick_apply_profile (user_id, full_name, skills, years_experience, availability_notice, created_at, updated_at)
		select u.id, 'Emma Stockton', array[$2::text], 0, '2weeks', now(), now() from "user" u where u.email = $1`,
		[email, skill],
	)
}

const matches = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article')
const topMatch = (page: Page) => matches(page).first()

/** Opens the preferences (dialog or page), ticks and unticks industries, saves, and waits for the list. */
async function setIndustries(page: Page, tick: string[], untick: string[], js: boolean) {
	await page.getByRole('main').getByRole('link', { name: 'Job Preferences' }).click()
	const form = js ? page.getByRole('dialog', { name: 'Job Preferences' }) : page.getByRole('main')
	if (js) await expect(form).toBeVisible()
	else await page.waitForURL((url) => url.pathname === '/preferences')
	const industries = form.getByRole('group', { name: 'Industries' })
	for (const name of tick) await industries.getByRole('checkbox', { name, exact: true }).check()
	for (const name of untick) await industries.getByRole('checkbox', { name, exact: true }).uncheck()
	await form.getByRole('button', { name: 'Save Preferences' }).click()
	await expect(toast(page, 'Preferences saved!')).toBeVisible()
	await expect(page).toHaveURL('/recommendations')
	if (js) await expect(page.getByRole('dialog', { name: 'Job Preferences' })).toBeHidden()
}

test('signed out: "Unable to load recommendations" with a Sign In link', async ({ page }) => {
	const response = await page.goto('/recommendations')
	expect(response?.status()).toBe(401)
	await expect(page.getByRole('heading', { level: 1, name: 'Unable to load recommendations' })).toBeVisible()
	const signIn = page.getByRole('main').getByRole('link', { name: 'Sign In' })
	await expect(signIn).toHaveAttribute('href', '/auth?redirectTo=%2Frecommendations')
	await signIn.click()
	await page.waitForURL((url) => url.pathname === '/auth')
})

test('preferences change what is recommended first; a match can be saved', async ({ page }, testInfo) => {
	const js = testInfo.project.name === 'js'
	const word = uniqueWord(testInfo, 'Rec')
	const care = `${word} Care Assistant`
	const shop = `${word} Shop Assistant`
	await listJobIn(care, 'Healthcare')
	await listJobIn(shop, 'Retail')
	const email = uniqueEmail(testInfo, 'recommended')
	await registerSeeker(page, email)

	await page.goto('/recommendations')
	await expect(page.getByRole('heading', { name: 'No recommendations yet' })).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Set Job Preferences' })).toHaveAttribute(
		'href',
		'/preferences?redirectTo=%2Frecommendations',
	)

	// The Quick Apply profile names the test's word as a skill: both jobs are in, among many others.
	await giveSkill(email, word)
	await page.reload()
	await expect(matches(page).filter({ hasText: care })).toContainText(`Matches your skills: ${word}`)
	// The card names the skills it matched (a word the taxonomy does not know counts in the title only).
	await expect(matches(page).filter({ hasText: care })).toContainText(new RegExp(`Your skills it asks for:\\s*${word}`))
	await expect(matches(page).filter({ hasText: shop })).toBeVisible()

	await setIndustries(page, ['Healthcare'], [], js)
	await expect(topMatch(page)).toContainText('Top Match')
	await expect(topMatch(page).getByRole('heading')).toHaveText(care)
	await expect(topMatch(page)).toContainText('Matches your preferred industry: Healthcare')
	await expect(page.getByText('Top Match')).toHaveCount(1)

	await setIndustries(page, ['Retail'], ['Healthcare'], js)
	await expect(topMatch(page).getByRole('heading')).toHaveText(shop)
	await expect(topMatch(page)).toContainText('Matches your preferred industry: Retail')
	await expect(topMatch(page).getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', /^\/jobs\/\d+$/)

	// Saved, it stays in the list (other jobs like it may now come first).
	await topMatch(page)
		.getByRole('button', { name: `Save ${shop}` })
		.click()
	await expect(toast(page, 'Job saved!')).toBeVisible()
	await expect(page).toHaveURL('/recommendations')
	const savedCard = matches(page).filter({ has: page.getByRole('heading', { name: shop, exact: true }) })
	await expect(savedCard.getByRole('button', { name: `Remove ${shop} from saved jobs` })).toHaveAttribute(
		'aria-pressed',
		'true',
	)
	await page.reload()
	await expect(savedCard.getByRole('button', { name: `Remove ${shop} from saved jobs` })).toHaveAttribute(
		'aria-pressed',
		'true',
	)
})

test('the preferences form refuses a maximum under the minimum, keeping what was typed', async ({ page }, testInfo) => {
	const js = testInfo.project.name === 'js'
	await registerSeeker(page, uniqueEmail(testInfo, 'salary'))
	await page.goto('/recommendations')
	await page.getByRole('main').getByRole('link', { name: 'Job Preferences' }).first().click()
	const form = js ? page.getByRole('dialog', { name: 'Job Preferences' }) : page.getByRole('main')
	if (!js) await page.waitForURL((url) => url.pathname === '/preferences')
	await form.getByLabel('Minimum salary').fill('30000')
	await form.getByLabel('Maximum salary').fill('20000')
	await form.getByRole('button', { name: 'Save Preferences' }).click()
	await expect(form.getByText('Maximum salary must be at least the minimum salary')).toBeVisible()
	await expect(form.getByLabel('Minimum salary')).toHaveValue('30000')
	if (!js)
		await expect(
			form.getByRole('alert').filter({ hasText: 'Failed to save preferences. Please try again.' }),
		).toBeVisible()
	await form.getByLabel('Maximum salary').fill('35000')
	await form.getByRole('button', { name: 'Save Preferences' }).click()
	await expect(toast(page, 'Preferences saved!')).toBeVisible()
	await page.goto('/preferences')
	await expect(page.getByLabel('Minimum salary')).toHaveValue('30000')
	await expect(page.getByLabel('Maximum salary')).toHaveValue('35000')
})

test('five skeletons show while recommendations load', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'skeletons are drawn by JavaScript while it fetches')
	await registerSeeker(page, uniqueEmail(testInfo, 'skeletons'))
	await open(page, '/')
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	// Only the page's own list is held back (its client loader asks the server for it alone);
	// the rest of the navigation's data comes at once.
	await page.route('**/recommendations.data*', async (route) => {
		if (new URL(route.request().url()).searchParams.get('_routes')?.includes('routes/recommendations')) await held
		await route.continue()
	})
	await header(page).getByRole('link', { name: 'Recommendations' }).first().click()
	const skeletons = page.getByTestId('recommendation-skeletons')
	await expect(skeletons.locator('> div')).toHaveCount(5)
	release()
	await expect(page.getByRole('heading', { name: 'No recommendations yet' })).toBeVisible()
	await expect(skeletons).toHaveCount(0)
})

test('no serious accessibility violations on /recommendations and /preferences', async ({
	page,
	browser,
}, testInfo) => {
	test.setTimeout(60_000)
	const word = uniqueWord(testInfo, 'Rax')
	await listJobIn(`${word} Receptionist`, 'Healthcare')
	const email = uniqueEmail(testInfo, 'axe-recs')
	await registerSeeker(page, email)
	if (testInfo.project.name === 'no-js') {
		// axe needs JavaScript: the helper blocks the app's own scripts instead.
		await giveSkill(email, word)
		const found = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, [
			'/recommendations',
			'/preferences',
		])
		expect(found).toEqual({ '/recommendations': [], '/preferences': [] })
		return
	}
	await page.goto('/recommendations')
	await expect(page.getByRole('heading', { name: 'No recommendations yet' })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await giveSkill(email, word)
	await page.goto('/recommendations')
	await expect(topMatch(page)).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await page.goto('/preferences')
	expect(await seriousViolations(page)).toEqual([])
})

test('no serious accessibility violations in the preferences dialog and signed out', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'the dialog needs JavaScript; /preferences is checked without it above')
	test.setTimeout(60_000)
	await registerSeeker(page, uniqueEmail(testInfo, 'axe-dialog'))
	await page.goto('/recommendations')
	await page.getByRole('main').getByRole('link', { name: 'Job Preferences' }).first().click()
	await expect(page.getByRole('dialog', { name: 'Job Preferences' })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await page.keyboard.press('Escape')
	await page.context().clearCookies()
	await page.goto('/recommendations')
	await expect(page.getByRole('heading', { name: 'Unable to load recommendations' })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
})
