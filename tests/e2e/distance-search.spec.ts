// Distance search on the listing (decision 159), on a phone, with JavaScript and without: a
// postcode and a radius in the search form, the jobs within it with how far away each is, a sort
// by distance, and a postcode the site does not know said beside its field.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import { open, uniqueWord } from './helpers.ts'
import { HOUR, listJobs } from './listed-jobs.ts'

test.use({ viewport: { width: 360, height: 800 } })

const results = (page: Page) => page.locator('#jobs')
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Job Results \(/ })
const cards = (page: Page) => results(page).getByRole('article')
const isNoJs = (testInfo: TestInfo) => testInfo.project.name === 'no-js'

async function listNearWarrington(testInfo: TestInfo) {
	const word = uniqueWord(testInfo, 'Dis')
	// From WA4's centroid: Stockton Heath 0.6 miles, the town centre 2.0, Culcheth 6.4.
	await listJobs([
		{ title: `${word} Barista`, location: 'Stockton Heath', age: 2 * HOUR },
		{ title: `${word} Line Cook`, location: 'Warrington Town Centre', age: HOUR },
		{ title: `${word} Hall Porter`, location: 'Culcheth' },
	])
	return word
}

test('searches within 5 miles of a Warrington postcode and sorts the jobs by distance', async ({ page }, testInfo) => {
	const word = await listNearWarrington(testInfo)
	await open(page, `/?search=${word}`)
	await expect(resultsHeading(page)).toHaveText('Job Results (3)')

	await page.getByRole('textbox', { name: 'Postcode' }).fill('XX9 9XX')
	await page.getByRole('button', { name: 'Find Jobs' }).click()
	await expect(page.getByText("We don't know the postcode district XX9")).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('aria-invalid', 'true')
	await expect(resultsHeading(page)).toHaveText('Job Results (3)')

	await page.getByRole('textbox', { name: 'Postcode' }).fill('WA4 6PH')
	await page.getByLabel('Search radius').selectOption('5')
	await page.getByRole('button', { name: 'Find Jobs' }).click()
	await expect(page).toHaveURL(/near=WA4(\+|%20)6PH/)
	await expect(page).toHaveURL(/radius=5/)
	await expect(resultsHeading(page)).toHaveText('Job Results (2)')
	await expect(results(page).getByText('Within 5 miles of WA4 6PH')).toBeVisible()
	await expect(page.getByText("We don't know the postcode district")).toHaveCount(0)
	await expect(cards(page).filter({ hasText: `${word} Barista` })).toContainText('0.6 miles away')
	await expect(cards(page).filter({ hasText: `${word} Line Cook` })).toContainText('2.0 miles away')
	await expect(cards(page).filter({ hasText: `${word} Hall Porter` })).toHaveCount(0)

	await page.getByLabel('Sort by').selectOption('distance')
	if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Sort', exact: true }).click()
	await expect(page).toHaveURL(/sort=distance/)
	await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText([`${word} Barista`, `${word} Line Cook`])

	// A wider circle reaches Culcheth.
	await page.getByLabel('Search radius').selectOption('10')
	if (isNoJs(testInfo)) await page.getByRole('button', { name: 'Find Jobs' }).click()
	await expect(resultsHeading(page)).toHaveText('Job Results (3)')
	await expect(cards(page).filter({ hasText: `${word} Hall Porter` })).toContainText('6.4 miles away')
})

test('distance search has no serious axe findings', async ({ page, browser }, testInfo) => {
	const word = await listNearWarrington(testInfo)
	for (const query of [`?search=${word}&near=WA4+6PH&radius=5&sort=distance`, `?search=${word}&near=XX9&radius=7`]) {
		const violations = await seriousViolationsAt(page, browser, testInfo, `/${query}`, {
			ready: async (page) => await expect(resultsHeading(page)).toBeVisible(),
		})
		expect(violations, query).toEqual([])
	}
})
