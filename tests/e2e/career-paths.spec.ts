// Career paths (docs/product.md §15, decisions 151 and 152) on a phone: with JavaScript Create Path
// opens a dialog, without it the page /career-paths/new; ticking a milestone is a plain form post
// either way, and moves the path's status. The tabs are links. A path generated from the advisor's
// assessment steps to work that shares the current job's skills (decision 202).
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolationsSignedIn } from './axe.ts'
import { DEMO, queryE2eDatabase, registerSeeker, signInForm, submitSignIn, toast, uniqueEmail } from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Career paths sections' })
const pathCard = (page: Page, name: string) =>
	page.locator('li[id^="path-"]').filter({ has: page.getByRole('heading', { name }) })

/** Where the new-path form opened: the dialog with JavaScript, the page it leads to without. */
function formScope(page: Page, testInfo: TestInfo) {
	return testInfo.project.name === 'js' ? page.getByRole('dialog') : page.getByRole('main')
}

test('a job seeker creates a path, ticks a milestone, sees the status move and the Progress Overview, adds a step', async ({
	page,
}, testInfo) => {
	const js = testInfo.project.name === 'js'
	await registerSeeker(page, uniqueEmail(testInfo, 'paths'))
	await page.goto('/career-paths')
	await expect(page.getByRole('heading', { name: 'No career paths yet' })).toBeVisible()
	// With JavaScript the dialog is in the page once it has hydrated.
	if (js) await expect(page.locator('dialog').first()).toBeAttached()

	await page.getByRole('link', { name: 'Create Path', exact: true }).click()
	if (!js) await expect(page).toHaveURL('/career-paths/new')
	const form = formScope(page, testInfo)
	await form.getByLabel('Current role').fill('Warehouse Operative')
	await form.getByLabel('Target role').fill('Care Assistant')
	await form.getByLabel('Current salary, £ a year (optional)').fill('23,400')
	await form.getByLabel('Timeframe').selectOption({ label: '1 year' })
	await form.getByLabel('Required skills (optional, separated by commas)').fill('Care,  First aid , care')
	await form.getByRole('button', { name: 'Create Path' }).click()
	await expect(toast(page, 'Career path created')).toBeVisible()

	const card = pathCard(page, 'Warehouse Operative → Care Assistant')
	await expect(card).toContainText('Planning')
	await expect(card).toContainText('£23,400 a year')
	await expect(card).toContainText('Milestones (0 of 3 done)')
	await expect(card.getByRole('listitem').filter({ hasText: 'Apply for Care Assistant roles' })).toBeVisible()

	await card.getByRole('button', { name: 'Mark done: Gain: Care' }).click()
	await expect(toast(page, 'Milestone done')).toBeVisible()
	await expect(card).toContainText('In progress')
	await expect(card).toContainText('Milestones (1 of 3 done)')
	await expect(card.getByRole('button', { name: 'Mark not done: Gain: Care' })).toBeVisible()

	await tabs(page).getByRole('link', { name: 'Progress Overview' }).click()
	await expect(page).toHaveURL('/career-paths?tab=progress')
	await expect(tabs(page).getByRole('link', { name: 'Progress Overview' })).toHaveAttribute('aria-current', 'page')
	const tile = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
	await expect(tile('Total paths')).toHaveText('1')
	await expect(tile('Active paths')).toHaveText('1')
	await expect(tile('Completed paths')).toHaveText('0')
	await expect(tile('Skills gained')).toHaveText('1')
	await expect(page.getByText('1 of 3 milestones done (33%)')).toBeVisible()

	// A milestone of their own, on the path's page, goes before "Apply for … roles".
	await page.getByRole('link', { name: 'Care Assistant' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Operative → Care Assistant' })).toBeVisible()
	const add = page.getByRole('region', { name: 'Add a milestone' })
	await add.getByLabel('Milestone').fill('Shadow a shift at a care home')
	await add.getByRole('button', { name: 'Add Milestone' }).click()
	await expect(toast(page, 'Milestone added')).toBeVisible()
	await expect(page.getByRole('main').locator('ol > li')).toHaveText([
		/Gain: Care/,
		/Gain: First aid/,
		/Shadow a shift at a care home/,
		/Apply for Care Assistant roles/,
	])
	await expect(page.getByRole('button', { name: 'Remove: Shadow a shift at a care home' })).toBeVisible()
})

test('a warehouse operative generates a path from the assessment: a next step in the trade, never software', async ({
	page,
}, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'generate'))
	await page.goto('/career-advisor')
	await page.getByLabel('Your current or most recent job (optional)').fill('Warehouse Operative')
	await page.getByRole('radio', { name: /^Entry level/ }).check()
	await page.getByRole('button', { name: 'Continue' }).click()
	await page.getByLabel('Add other skills').fill('Stock rotation')
	await page.getByRole('button', { name: 'Continue' }).click()
	await page.getByRole('checkbox', { name: 'Warehouse & Logistics' }).check()
	await page.getByRole('button', { name: 'See My Results' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'Your career matches' })).toBeVisible()

	await page.goto('/career-paths')
	await page.getByRole('button', { name: 'Generate a path from my assessment' }).click()
	await expect(toast(page, 'Career path created')).toBeVisible()
	// Next steps share most of a warehouse worker's skills (decision 202): stock control, driving, forklift, supervising.
	const card = page.locator('li[id^="path-"]').first()
	const heading = card.getByRole('heading').first()
	await expect(heading).toHaveText(/^Warehouse Operative → /)
	await expect(heading).not.toHaveText(/developer|software|engineer/i)
	await expect(card.getByRole('listitem').filter({ hasText: 'Gain: ' }).first()).toBeVisible()
})

test('signed out, /career-paths asks for sign-in and comes back: the demo seeker’s path, its market and details', async ({
	page,
}) => {
	await page.goto('/career-paths?tab=market')
	await expect(page).toHaveURL(/\/auth\?redirectTo=/)
	await expect(signInForm(page)).toBeVisible()
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await expect(page).toHaveURL('/career-paths?tab=market')
	await expect(tabs(page).getByRole('link', { name: 'Market Insights' })).toHaveAttribute('aria-current', 'page')
	const market = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Care Assistant' }) })
	await expect(market).toContainText('Openings on the board now')
	await expect(market.getByRole('link', { name: /\d+ jobs?/ })).toBeVisible()

	await tabs(page).getByRole('link', { name: 'My Career Paths' }).click()
	await page.getByRole('link', { name: 'View details of Warehouse Operative → Care Assistant' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Operative → Care Assistant' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText('In progress')
	// Each recommended course links to its page in the catalogue (/training/{id}) once that is built.
	await expect(page.getByRole('main')).toContainText('The Care Certificate')
})

test('/career-paths, its three tabs, the new-path page and a path’s page: no serious axe findings', async ({
	browser,
}, testInfo) => {
	const [demoPath] = await queryE2eDatabase<{ id: number }>(
		'select p.id from career_path p join "user" u on u.id = p.user_id where u.email = $1 order by p.id limit 1',
		[DEMO.seeker.email],
	)
	const paths = [
		'/career-paths',
		'/career-paths?tab=progress',
		'/career-paths?tab=market',
		'/career-paths/new',
		`/career-paths/${demoPath!.id}`,
	]
	const found = await seriousViolationsSignedIn(browser, testInfo, DEMO.seeker, paths)
	expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])))
})
