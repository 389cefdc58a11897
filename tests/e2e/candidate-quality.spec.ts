// /candidate-quality on a phone, with JavaScript and without: the demo employer sees their
// applicants scored (tiles, the score distribution, each factor with its reason, the advert's skills
// matched and missing by name, experience not scored when the advert states no years), chooses a
// job and a sort with the plain GET form, and goes from a card to the application on their dashboard; a job
// that is not theirs is "not found"; a new employer sees the empty state; a job seeker and a
// signed-out visitor get Access Restricted; axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import { employerAxeFindings, expectAccessRestricted } from './insights.ts'
import { DEMO, registerEmployer, signIn, uniqueEmail } from './helpers.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

/** A summary tile's figure: the line under its label. */
const tile = (page: Page, label: string) =>
	page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 })

test('the demo employer sees scored applicants, filters and sorts without JavaScript, and opens an application', async ({
	page,
}) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/candidate-quality')
	await expect(page.getByRole('heading', { level: 1, name: 'Candidate Quality Scoring' })).toBeVisible()
	await expect(page).toHaveTitle('Candidate Quality Scoring | Warrington Jobs')

	await expect(tile(page, 'Applications scored')).toHaveText(/^\d{2,}$/)
	await expect(tile(page, 'Average score')).toHaveText(/^\d{1,3}\/100$/)
	await expect(tile(page, 'Excellent matches')).toHaveText(/^\d+$/)
	await expect(tile(page, 'Good matches')).toHaveText(/^\d+$/)
	await expect(page.getByRole('img', { name: /^Applications by score range/ })).toBeVisible()
	await page.getByText('Show the figures as a table').click()
	await expect(page.getByRole('table', { name: 'Applications by score range' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'How the score is worked out' })).toBeVisible()
	await expect(page.getByText('Excellent: 80-100')).toBeVisible()

	// One job, sorted two ways, through the GET form.
	const filters = page.getByRole('form', { name: 'Choose applications' })
	await filters.getByLabel('Job position').selectOption({ label: 'Accounts Assistant' })
	await filters.getByRole('button', { name: 'Show candidates' }).click()
	await expect(page).toHaveURL(/\/candidate-quality\?jobId=\d+&sort=overallScore$/)
	await expect(cardNames(page)).toHaveText(['Joanne Pritchard', 'Helen Marsh'])
	await expect(tile(page, 'Applications scored')).toHaveText('2')

	// The better match comes first, with each factor's score and reason. The advert says "You have
	// worked in an accounts office before" but states no years, so experience is not scored; the
	// skills reason and lists name the advert's skills matched and missing.
	const joanne = page.getByRole('article', { name: 'Joanne Pritchard' })
	await expect(joanne.getByText(/^\d{1,3}\/100$/)).toBeVisible()
	const breakdown = joanne.getByRole('table', { name: 'How Joanne Pritchard’s score was worked out' })
	for (const factor of ['Experience', 'Skills', 'Education', 'Communication', 'CV quality'])
		await expect(breakdown.getByRole('rowheader', { name: new RegExp(`^${factor}`) })).toBeVisible()
	const experience = breakdown.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Experience/ }) })
	await expect(experience).toContainText('No years stated in the advert, so experience is not scored')
	await expect(experience).toContainText('Not scored')
	await expect(breakdown).not.toContainText('asks for 1 year')
	const skills = breakdown.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Skills/ }) })
	await expect(skills).toContainText(/Has (all \d+ skills|the 1 skill|\d+ of the \d+ skills?) the advert asks for/)
	await expect(skills).toContainText(/Matched: .+\. Missing: .+/)
	// The title's words are never skills of their own.
	await expect(skills).not.toContainText(/(Matched|Missing): (?:[^.]*, )?(assistant|accounts)(?:,|\.|$)/i)
	const matched = joanne.getByRole('region', { name: 'Skills matched: Joanne Pritchard' })
	const missing = joanne.getByRole('region', { name: 'Skills missing: Joanne Pritchard' })
	await expect(matched).toBeVisible()
	await expect(missing).toBeVisible()
	// Every skill listed is one the reason names.
	for (const label of await matched.or(missing).getByRole('listitem').allInnerTexts())
		await expect(skills).toContainText(label.replace(/\s*\(essential\)$/, ''))

	await filters.getByLabel('Sort by').selectOption('Most recent')
	await filters.getByRole('button', { name: 'Show candidates' }).click()
	await expect(page).toHaveURL(/sort=mostRecent$/)
	await expect(filters.getByLabel('Sort by')).toHaveValue('mostRecent')
	await expect(cardNames(page)).toHaveText(['Helen Marsh', 'Joanne Pritchard'])

	// The card's link opens the application where the employer already reads it.
	await page
		.getByRole('article', { name: 'Joanne Pritchard' })
		.getByRole('link', { name: /^View Application\s?: Joanne Pritchard$/ })
		.click()
	await expect(page).toHaveURL(/\/employer-dashboard\?applications=\d+#application-\d+$/)
	const anchor = new URL(page.url()).hash
	await expect(page.locator(anchor)).toContainText('Joanne Pritchard')
	await expect(page.locator(anchor)).toContainText('Sage 200')
})

test('a job that is not the employer’s is not found; a new employer sees the empty state', async ({
	page,
}, testInfo) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	const response = await page.goto('/candidate-quality?jobId=1999999999')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('alert').getByText('Job not found')).toBeVisible()
	await expect(page.getByRole('article')).toHaveCount(0)

	await page.context().clearCookies()
	await registerEmployer(page, { email: uniqueEmail(testInfo, 'quality') })
	await page.goto('/candidate-quality')
	await expect(page.getByRole('heading', { name: 'No applications to score yet' })).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job')
	await expect(page.getByRole('article')).toHaveCount(0)
})

test('a job seeker and a signed-out visitor see Access Restricted', async ({ page }) => {
	await expectAccessRestricted(page, '/candidate-quality', (shown) => shown.getByRole('article'))
})

test('no serious axe findings on the scores, one job’s, a job not found, and Access Restricted', async ({
	page,
	browser,
}, testInfo) => {
	test.setTimeout(120_000)
	expect(await seriousViolationsAt(page, browser, testInfo, '/candidate-quality', { viewport: PHONE })).toEqual([])
	const paths = ['/candidate-quality', '/candidate-quality?sort=skillsMatch', '/candidate-quality?jobId=1999999999']
	const found = await employerAxeFindings(browser, testInfo, paths, PHONE)
	expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])))
})
