// The jobs listing at `/`: search, filters, sorting, paging and opening a job, with JavaScript
// (results update in place) and without it (the same GET form, sent by its buttons). Each test
// lists jobs of its own, found by a made-up word no other job carries (the seed lists many).
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import { open, queryE2eDatabase, uniqueWord } from './helpers.ts'
import { HOUR, listJobs } from './listed-jobs.ts'

const results = (page: Page) => page.locator('#jobs')
const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Job Results \(/ })
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 3 })
const isNoJs = (testInfo: TestInfo) => testInfo.project.name === 'no-js'

/** Without JavaScript a button sends the form; with it, the change alone already has. */
async function sendWithoutJs(page: Page, testInfo: TestInfo, button: 'Apply filters' | 'Sort') {
	if (isNoJs(testInfo)) await page.getByRole('button', { name: button, exact: true }).click()
}

test('a word typed in the search box finds the jobs that carry it', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Qor')
	await listJobs([
		{ title: `${word} Shop Assistant`, company: 'Golden Square Fashion' },
		{ title: 'Store Supervisor', description: `Lead the ${word} team at our Golden Square store.` },
	])
	await open(page, '/')
	await page.getByRole('searchbox', { name: 'Job title, keywords or company' }).fill(word)
	await page.getByRole('searchbox', { name: 'Job title, keywords or company' }).press('Enter')

	await expect(page).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`))
	await expect(resultsHeading(page)).toHaveText('Job Results (2)')
	await expect(cardTitles(page)).toHaveText([`${word} Shop Assistant`, 'Store Supervisor'])
	const card = results(page)
		.getByRole('article')
		.filter({ hasText: `${word} Shop Assistant` })
	await expect(card).toContainText('Golden Square Fashion')
	await expect(card).toContainText('Birchwood')
	await expect(card).toContainText('£24,000')
	await expect(card).toContainText('1 hour ago')
})

test('the not-found page’s popular search link runs that search, and /jobs keeps its query', async ({
	page,
}, testInfo) => {
	const word = uniqueWord(testInfo, 'Qor')
	await listJobs([{ title: `${word} Warehouse Operative` }])
	await open(page, `/?search=${word}`)
	await expect(resultsHeading(page)).toHaveText('Job Results (1)')
	await expect(page.getByRole('searchbox', { name: 'Job title, keywords or company' })).toHaveValue(word)

	await open(page, `/jobs?search=${word}`)
	await expect(page).toHaveURL(`/?search=${word}`)
	await expect(cardTitles(page)).toHaveText([`${word} Warehouse Operative`])
})

test('filters by area and by two job types at once', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Qor')
	await listJobs([
		{ title: `${word} Full-time in Birchwood`, location: 'Birchwood', jobType: 'Full-time' },
		{ title: `${word} Part-time in Birchwood`, location: 'Birchwood', jobType: 'Part-time', age: 2 * HOUR },
		{ title: `${word} Contract in Birchwood`, location: 'Birchwood', jobType: 'Contract' },
		{ title: `${word} Full-time in Great Sankey`, location: 'Great Sankey', jobType: 'Full-time' },
	])
	await open(page, `/?search=${word}`)
	await expect(resultsHeading(page)).toHaveText('Job Results (4)')

	await page.getByLabel('Area').selectOption('Birchwood')
	if (!isNoJs(testInfo)) await expect(page).toHaveURL(/location=Birchwood/)
	const jobType = page.getByRole('group', { name: 'Job Type' })
	await jobType.getByRole('checkbox', { name: 'Full-time' }).check()
	await jobType.getByRole('checkbox', { name: 'Part-time' }).check()
	await sendWithoutJs(page, testInfo, 'Apply filters')

	await expect(page).toHaveURL(/location=Birchwood/)
	await expect(page).toHaveURL(/jobType=Full-time&jobType=Part-time/)
	await expect(resultsHeading(page)).toHaveText('Job Results (2)')
	await expect(cardTitles(page)).toHaveText([`${word} Full-time in Birchwood`, `${word} Part-time in Birchwood`])
	// The controls show the search the URL describes.
	await expect(jobType.getByRole('checkbox', { name: 'Full-time' })).toBeChecked()
	await expect(jobType.getByRole('checkbox', { name: 'Contract' })).not.toBeChecked()
	await expect(page.getByLabel('Area')).toHaveValue('Birchwood')
})

test('sorts by date', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Qor')
	// Relevance ranks a title match first; the newest job only mentions the word.
	await listJobs([
		{ title: `${word} Senior Developer`, industry: 'Technology', age: 5 * 24 * HOUR },
		{
			title: 'Junior Developer',
			description: `Help build the ${word} booking platform.`,
			industry: 'Technology',
			age: 2 * HOUR,
		},
	])
	await open(page, `/?search=${word}`)
	await expect(cardTitles(page)).toHaveText([`${word} Senior Developer`, 'Junior Developer'])

	await page.getByLabel('Sort by').selectOption('date')
	await sendWithoutJs(page, testInfo, 'Sort')

	await expect(page).toHaveURL(/sort=date/)
	await expect(cardTitles(page)).toHaveText(['Junior Developer', `${word} Senior Developer`])
	await expect(page.getByLabel('Sort by')).toHaveValue('date')
})

test('pages through the results 20 at a time, keeping the search', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Qor')
	await listJobs(
		Array.from({ length: 21 }, (_, index) => ({ title: `${word} Picker ${index + 1}`, age: (index + 1) * 60_000 })),
	)
	await open(page, `/?search=${word}&sort=date`)
	await expect(resultsHeading(page)).toHaveText('Job Results (21)')
	await expect(cardTitles(page)).toHaveCount(20)
	const pagination = page.getByRole('navigation', { name: 'Pagination' })
	await expect(pagination).toContainText('Page 1 of 2')

	await pagination.getByRole('link', { name: 'Next' }).click()
	await expect(page).toHaveURL(new RegExp(`\\?search=${word}&sort=date&page=2#jobs$`))
	await expect(cardTitles(page)).toHaveText([`${word} Picker 21`])
	await expect(pagination).toContainText('Page 2 of 2')

	await pagination.getByRole('link', { name: 'Previous' }).click()
	await expect(cardTitles(page)).toHaveCount(20)
	await expect(pagination).toContainText('Page 1 of 2')
})

test('a card opens its job: by the title, by Apply Now, or anywhere on the card', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Qor')
	const [id] = await listJobs([
		{
			title: `${word} Receptionist`,
			industry: 'Healthcare',
			description: `Greet patients at our ${word} surgery. ${'Friendly and organised. '.repeat(10)}`,
		},
	])
	await open(page, `/?search=${word}`)
	const card = results(page)
		.getByRole('article')
		.filter({ hasText: `${word} Receptionist` })
	await expect(card.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', `/jobs/${id}`)
	await expect(card.getByText(/^Greet patients/)).toHaveText(/…$/)

	// The description is not itself a link: the title's link covers the card.
	await card.getByText(/^Greet patients/).click({ force: true })
	await expect(page).toHaveURL(`/jobs/${id}`)

	await open(page, `/?search=${word}`)
	await card.getByRole('link', { name: `${word} Receptionist`, exact: true }).click()
	await expect(page).toHaveURL(`/jobs/${id}`)
})

test('with JavaScript a card, its Apply Now and the footer open their pages without a new document', async ({
	page,
	context,
}, testInfo) => {
	test.skip(isNoJs(testInfo), 'without JavaScript they are plain links (the test above)')
	const word = uniqueWord(testInfo, 'Vel')
	const [id] = await listJobs([{ title: `${word} Porter`, industry: 'Retail', description: `Carry ${word} parcels.` }])
	// Hydrated, the listing's own code not yet loaded: its links navigate all the same.
	await open(page, `/?search=${word}`)
	await expect(page.getByRole('button', { name: 'Sort', exact: true })).toBeVisible()
	const documents: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'document') documents.push(request.url())
	})
	const card = results(page)
		.getByRole('article')
		.filter({ hasText: `${word} Porter` })
	await card.getByRole('link', { name: `${word} Porter`, exact: true }).click()
	await expect(page).toHaveURL(`/jobs/${id}`)
	await expect(page.getByRole('heading', { level: 1, name: `${word} Porter` })).toBeVisible()
	await page.goBack()
	await card.getByRole('link', { name: /^Apply Now/ }).click()
	await expect(page).toHaveURL(`/jobs/${id}`)
	await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Cleaning Jobs' }).click()
	await expect(page).toHaveURL('/cleaning-jobs')
	expect(documents).toEqual([])

	// A click with Control (a new tab) is the browser's own.
	await open(page, `/?search=${word}`)
	const [tab] = await Promise.all([
		context.waitForEvent('page'),
		card.getByRole('link', { name: `${word} Porter`, exact: true }).click({ modifiers: ['ControlOrMeta'] }),
	])
	await expect(tab).toHaveURL(`/jobs/${id}`)
	await expect(page).toHaveURL(`/?search=${word}`)
})

test('a search with no match says so', async ({ page }, testInfo) => {
	// A word with a digit is a code, never corrected: made-up letters alone could be "corrected"
	// to another test's made-up word.
	await open(page, `/?search=${uniqueWord(testInfo, 'Qor')}7`)
	await expect(resultsHeading(page)).toHaveText('Job Results (0)')
	await expect(results(page).getByRole('heading', { name: 'No jobs found' })).toBeVisible()
	await expect(results(page).getByText('Try adjusting your search criteria or filters')).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
})

test('a misspelt search offers "Did you mean" with the correction’s jobs, and the link runs it', async ({
	page,
}, testInfo) => {
	const word = uniqueWord(testInfo, 'Qor')
	await listJobs([{ title: `Upholsterer ${word}`, industry: 'Manufacturing' }])
	await open(page, '/?search=uphosterer')
	const didYouMean = results(page).getByTestId('did-you-mean')
	await expect(didYouMean).toContainText('No jobs found for “uphosterer”. Did you mean upholsterer?')
	await expect(cardTitles(page).filter({ hasText: `Upholsterer ${word}` })).toHaveCount(1)
	await didYouMean.getByRole('link', { name: 'upholsterer' }).click()
	await expect(page).toHaveURL(/[?&]search=upholsterer(&|$)/)
	await expect(results(page).getByTestId('did-you-mean')).toHaveCount(0)
	await expect(cardTitles(page).filter({ hasText: `Upholsterer ${word}` })).toHaveCount(1)
})

test('skeleton cards show while new results load', async ({ page }, testInfo) => {
	test.skip(isNoJs(testInfo), 'without JavaScript the browser itself loads the next page')
	const word = uniqueWord(testInfo, 'Qor')
	await listJobs([{ title: `${word} Barista`, industry: 'Hospitality' }])
	await open(page, `/?search=${word}`)
	await expect(cardTitles(page)).toHaveText([`${word} Barista`])
	// Hold the data request back so the loading state can be seen.
	let release = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\.data(\?|$)/, async (route) => {
		await held
		await route.continue()
	})
	await page.getByRole('group', { name: 'Industry' }).getByRole('checkbox', { name: 'Hospitality' }).check()
	await expect(results(page).getByRole('list', { name: 'Loading jobs' })).toBeVisible()
	release()
	await expect(cardTitles(page)).toHaveText([`${word} Barista`])
	await expect(page).toHaveURL(/industry=Hospitality/)
})

test('on a small screen the filters sit in a Filters disclosure', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await open(page, '/')
	const jobType = page.getByRole('group', { name: 'Job Type' })
	await expect(jobType).toBeHidden()
	await page.locator('summary', { hasText: 'Filters' }).click()
	await expect(jobType).toBeVisible()
})

test('anonymous visitors get a shared-cacheable page with an ETag, and 304 when they have it', async ({ request }) => {
	const first = await request.get('/')
	expect(first.status()).toBe(200)
	expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
	expect(first.headers()['vary']).toMatch(/Cookie/)
	expect(first.headers()['etag']).toMatch(/^W\/"/)
	// Other specs post jobs meanwhile, and a new job is a new page with a new ETag: asked again at
	// once with the ETag just given, the answer is 304 unless a job changed in between.
	await expect
		.poll(async () => {
			const etag = (await request.get('/')).headers()['etag']!
			return (await request.get('/', { headers: { 'If-None-Match': etag } })).status()
		})
		.toBe(304)
})

test('a card and the job page compare the pay with the local median and the minimum wage', async ({
	page,
}, testInfo) => {
	// Five hearse drivers' jobs at £13.50 an hour and one at £12.00: the median is £13.50 however many
	// runs (js, no-js, a retry) have listed theirs. Their occupation is set as the taxonomy would.
	const word = uniqueWord(testInfo, 'Pay')
	const ids = await listJobs([
		...Array.from({ length: 5 }, (_, index) => ({
			title: `${word} Hearse Driver ${index + 1}`,
			salary: '£13.50 per hour',
		})),
		{ title: `${word} Funeral Driver`, salary: '£12.00 per hour', age: 0 },
	])
	await queryE2eDatabase(
		`update job set occupation_id = (select id from occupation where label = 'hearse driver') where id = any($1)`,
		[ids],
	)
	await open(page, `/?search=${word}`)
	const card = results(page)
		.getByRole('article')
		.filter({ hasText: `${word} Funeral Driver` })
	await expect(card).toContainText('£1.50 an hour below the Warrington median for hearse drivers')
	await expect(card).toContainText('Below the National Minimum Wage for ages 21 and over')
	const atMedian = results(page)
		.getByRole('article')
		.filter({ hasText: `${word} Hearse Driver 1` })
	await expect(atMedian).toContainText('At the Warrington median for hearse drivers')

	await card.getByRole('link', { name: `${word} Funeral Driver`, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: `${word} Funeral Driver` })).toBeVisible()
	const pay = page.getByRole('region', { name: 'Pay compared' })
	await expect(pay).toContainText('£1.50 an hour below the Warrington median for hearse drivers')
	await expect(pay).toContainText(/median £13\.50 an hour from \d+ jobs here in the last 90 days/)
	await expect(pay).toContainText('The rate for ages 21 and over is £12.71 an hour from 1 April 2026.')
})

for (const viewport of [
	{ name: 'large screen', size: { width: 1280, height: 900 } },
	{ name: 'small screen', size: { width: 390, height: 844 } },
]) {
	test(`the listing has no serious or critical axe violations (${viewport.name})`, async ({
		page,
		browser,
	}, testInfo) => {
		// A full page of cards and every filter: axe takes a while over it.
		test.setTimeout(60_000)
		await listJobs([
			{ title: `${uniqueWord(testInfo, 'Qor')} Teaching Assistant`, industry: 'Education', salary: null, age: 0 },
		])
		const violations = await seriousViolationsAt(page, browser, testInfo, '/', {
			viewport: viewport.size,
			ready: async (page) => await expect(cardTitles(page).first()).toBeVisible(),
		})
		expect(violations).toEqual([])
	})
}
