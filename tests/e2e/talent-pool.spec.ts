// /talent-pool on a phone, with JavaScript and without: the demo employer sees the seeded pool's
// tiles, sectors, charts and recommendations; the GET filters narrow it (a pool under 5 says "Not
// enough data yet"); a job seeker and a signed-out visitor get Access Restricted; axe finds nothing serious.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import { employerAxeFindings, expectAccessRestricted } from './insights.ts'
import { DEMO, signIn } from './helpers.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

/** A summary tile's figure: the line under its label. */
const tile = (page: Page, label: string) =>
	page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')

test('the demo employer sees the pool, filters it without JavaScript, and sees "Not enough data yet" for a thin filter', async ({
	page,
}) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/talent-pool')
	await expect(page.getByRole('heading', { level: 1, name: 'Local Talent Pool' })).toBeVisible()
	await expect(page).toHaveTitle('Local Talent Pool | Warrington Jobs')

	// Four tiles, each a computed figure from the seeded seekers.
	await expect(tile(page, 'Job seekers in the pool')).toHaveText(/^\d{2,}$/)
	await expect(tile(page, 'Active in the last 30 days')).toHaveText(/^\d{2,}$/)
	await expect(tile(page, 'Average experience')).toHaveText(/^\d+(\.\d)? years$/)
	await expect(tile(page, 'Listed jobs per seeker')).toHaveText(/^\d+(\.\d)?$/)

	// Sectors are the largest real groups; the charts carry the small-groups note and their tables.
	await expect(page.getByRole('heading', { name: 'Largest sectors' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 3, name: 'Warehouse & Logistics' })).toBeVisible()
	for (const title of [
		'Seekers by preferred industry',
		'Seekers by preferred area',
		'Seekers by skill category',
		'Salary expectations',
	]) {
		await expect(page.getByRole('img', { name: new RegExp(`^${title}`) })).toBeVisible()
	}
	await expect(page.getByText(/Groups of fewer than 5 people are not shown/).first()).toBeVisible()
	await page.getByText('Show the figures as a table').first().click()
	await expect(page.getByRole('table', { name: 'Seekers by preferred industry' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Hiring recommendations' })).toBeVisible()
	await expect(page.getByText(/^(Good supply of|Competition for) /).first()).toBeVisible()

	// The GET form: the filters go into the address, as a bookmark would keep them.
	const filters = page.getByRole('form', { name: 'Talent pool filters' })
	await filters.getByLabel('Industry').selectOption('Social Care')
	await filters.getByRole('button', { name: 'Show talent pool' }).click()
	await expect(page).toHaveURL(/\/talent-pool\?industry=Social\+Care&skillCategory=$/)
	await expect(filters.getByLabel('Industry')).toHaveValue('Social Care')
	await expect(tile(page, 'Job seekers in the pool')).toHaveText(/^\d+$/)
	await expect(page.getByRole('heading', { level: 3, name: 'Social Care' })).toBeVisible()

	await filters.getByLabel('Industry').selectOption('Agriculture & Farming')
	await filters.getByLabel('Skill category').selectOption('Software Development')
	await filters.getByRole('button', { name: 'Show talent pool' }).click()
	await expect(page).toHaveURL(/industry=Agriculture\+%26\+Farming&skillCategory=Software\+Development/)
	await expect(tile(page, 'Job seekers in the pool')).toHaveText('Not enough data yet')
	await expect(page.getByText(/Fewer than 5 job seekers match these filters/)).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Largest sectors' })).toHaveCount(0)

	await page.getByRole('link', { name: 'Clear filters' }).click()
	await expect(page).toHaveURL(/\/talent-pool$/)
	await expect(page.getByRole('heading', { name: 'Largest sectors' })).toBeVisible()
})

test('a job seeker and a signed-out visitor see Access Restricted', async ({ page }) => {
	await expectAccessRestricted(page, '/talent-pool', (shown) => shown.getByText('Largest sectors'))
})

test('no serious axe findings on the pool, a filtered pool, a thin one, and Access Restricted', async ({
	page,
	browser,
}, testInfo) => {
	test.setTimeout(120_000)
	expect(await seriousViolationsAt(page, browser, testInfo, '/talent-pool', { viewport: PHONE })).toEqual([])
	const paths = ['/talent-pool', '/talent-pool?industry=Retail', '/talent-pool?industry=Agriculture+%26+Farming']
	const found = await employerAxeFindings(browser, testInfo, paths, PHONE)
	expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])))
})
