// Salary benchmarking (docs/product.md §11, decision 132): an employer on a phone sees the whole
// board's benchmark, filters it with the plain GET form (JavaScript on or off), reads the median,
// quartiles and both charts (with their tables), and is told when a match is too small and
// widened to its industry. Anyone else sees Access Restricted. Axe-clean both ways.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations, seriousViolationsAt, inAxeContext } from './axe.ts'
import { expectAccessRestricted } from './insights.ts'
import { DEMO, signIn, uniqueWord } from './helpers.ts'
import { listJob } from './listed-jobs.ts'

test.use({ viewport: { width: 390, height: 844 } })

async function filter(page: Page, fields: { jobTitle?: string; industry?: string; experienceLevel?: string }) {
	const form = page.getByRole('form', { name: 'Benchmark filters' })
	await form.getByLabel('Job title').fill(fields.jobTitle ?? '')
	await form.getByLabel('Industry').selectOption(fields.industry ?? '')
	await form.getByLabel('Experience level').selectOption(fields.experienceLevel ?? '')
	await form.getByRole('button', { name: 'Show benchmark' }).click()
}

const tile = (page: Page, label: string) =>
	page
		.locator('div')
		.filter({ has: page.getByText(label, { exact: true }) })
		.last()

test('an employer benchmarks a job title: median, quartiles, the charts, and the whole board with no filters', async ({
	page,
}, testInfo) => {
	const word = uniqueWord(testInfo, 'Sal')
	for (const pounds of [22_000, 23_000, 24_000, 25_000, 26_000])
		await listJob({
			title: `${word} Picker`,
			industry: 'Warehouse & Logistics',
			location: pounds < 25_000 ? 'Winwick' : 'Croft',
			salary: `£${pounds.toLocaleString('en-GB')}`,
		})
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/salary-benchmarking')
	await expect(page.getByRole('heading', { level: 1, name: 'Salary Benchmarking' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'All jobs on the board' })).toBeVisible()
	await expect(tile(page, 'Median salary')).toContainText('£')
	await expect(page.getByRole('img', { name: /Salary distribution/ })).toBeVisible()
	await expect(
		page.getByText('Hourly pay is counted as 37.5 hours a week for 52 weeks', { exact: false }),
	).toBeVisible()

	await filter(page, { jobTitle: `${word} pickers`, industry: 'Warehouse & Logistics', experienceLevel: 'mid' })
	await expect(page).toHaveURL(/jobTitle=.*&industry=Warehouse\+%26\+Logistics&experienceLevel=mid/)
	await expect(
		page.getByRole('heading', {
			level: 2,
			name: `Jobs matching ‘${word} pickers’ at mid level in Warehouse & Logistics`,
		}),
	).toBeVisible()
	await expect(page.getByText('5 jobs with a salary, listed in the last 90 days.')).toBeVisible()
	await expect(tile(page, 'Median salary')).toContainText('£24,000')
	await expect(tile(page, 'Lower quartile')).toContainText('£23,000')
	await expect(tile(page, 'Upper quartile')).toContainText('£25,000')
	await expect(page.getByTestId('benchmark-notice')).toHaveCount(0)
	// The form keeps what was asked.
	await expect(page.getByLabel('Industry')).toHaveValue('Warehouse & Logistics')

	const distribution = page.getByRole('figure').filter({ hasText: 'Salary distribution' })
	await distribution.getByText('Show the figures as a table').click()
	await expect(distribution.getByRole('row', { name: '£20,000 to £24,999 3 jobs' })).toBeVisible()
	await expect(distribution.getByRole('row', { name: '£25,000 to £29,999 2 jobs' })).toBeVisible()
	// Three in Winwick and two in Croft: each under 5, so counted together as Other areas.
	const areas = page.getByRole('figure').filter({ hasText: 'Median salary by area' })
	await areas.getByText('Show the figures as a table').click()
	await expect(areas.getByRole('row', { name: 'Other areas £24,000 (5)' })).toBeVisible()
	await expect(areas.getByRole('row', { name: /Winwick|Croft/ })).toHaveCount(0)

	await page.getByRole('main').getByRole('link', { name: 'Post a job', exact: true }).click()
	await expect(page).toHaveURL('/post-job')
})

test('too few matches: the page says so and shows the industry; still too few: not enough data yet', async ({
	page,
}, testInfo) => {
	const word = uniqueWord(testInfo, 'Sal')
	for (const pounds of [21_000, 27_000])
		await listJob({ title: `${word} Loader`, industry: 'Warehouse & Logistics', salary: `£${pounds}` })
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/salary-benchmarking')
	await filter(page, { jobTitle: `${word} loader` })
	await expect(page.getByTestId('benchmark-notice')).toHaveText(
		`Only 2 jobs with a salary matched ‘${word} loader’; showing all Warehouse & Logistics jobs.`,
	)
	await expect(page.getByRole('heading', { level: 2, name: 'All Warehouse & Logistics jobs' })).toBeVisible()
	await expect(tile(page, 'Median salary')).toContainText('£')

	await filter(page, { jobTitle: `${word} nobody` })
	await expect(page.getByTestId('benchmark-notice')).toContainText(`No jobs with a salary matched ‘${word} nobody’`)
	await expect(page.getByText('Not enough data yet', { exact: true })).toBeVisible()
})

test('signed out, and as a job seeker: Access Restricted', async ({ page }) => {
	await expectAccessRestricted(page, '/salary-benchmarking?industry=Retail', (shown) =>
		shown.getByText('Median salary'),
	)
})

test('axe: the benchmark and the restricted page', async ({ page, browser }, testInfo) => {
	// A second browser session, a sign-in and two axe runs.
	test.slow()
	expect(await seriousViolationsAt(page, browser, testInfo, '/salary-benchmarking')).toEqual([])
	const violations = await inAxeContext(browser, testInfo, async (signedIn) => {
		await signIn(signedIn, DEMO.employer.email, DEMO.employer.password)
		await signedIn.goto('/salary-benchmarking?industry=Social+Care')
		await expect(signedIn.getByRole('heading', { level: 2, name: 'All Social Care jobs' })).toBeVisible()
		return seriousViolations(signedIn)
	})
	expect(violations).toEqual([])
})

test('while new figures load, placeholders stand in their place (JavaScript)', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'placeholders are drawn by the script while it fetches')
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/salary-benchmarking')
	await expect(page.getByRole('heading', { level: 1, name: 'Salary Benchmarking' })).toBeVisible()
	// Hold the filter's data request, so that the loading state can be seen.
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/salary-benchmarking.data*', async (route) => {
		await held
		await route.continue()
	})
	await filter(page, { industry: 'Healthcare' })
	const busy = page.locator('[aria-busy="true"]')
	await expect(busy).toBeVisible()
	await expect(busy.getByRole('status')).toHaveText('Loading figures…')
	release()
	await expect(busy).toHaveCount(0)
	await expect(page).toHaveURL(/industry=Healthcare/)
})
