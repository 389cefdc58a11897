// Company reviews (docs/product.md §12, decision 120): a job seeker on a phone writes a review
// with a plain form post (JavaScript on or off), sees it on /company-reviews and on the company's
// page, which shows the averages and the open jobs and is linked from the job page. Writing needs
// sign-in. A script in a review is shown as text.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations, seriousViolationsAt, inAxeContext } from './axe.ts'
import { hydrated, registerSeeker, toast, uniqueEmail, uniqueWord } from './helpers.ts'
import { listJob } from './listed-jobs.ts'

test.use({ viewport: { width: 390, height: 844 } })

async function writeReview(page: Page, fields: { companyName: string; reviewTitle: string; reviewText: string }) {
	await page.goto('/company-reviews')
	await page.getByRole('link', { name: 'Write Review' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Write a Company Review' })).toBeVisible()
	const form = page.locator('form#write-review')
	await form.getByLabel('Company name').fill(fields.companyName)
	await form.getByLabel('Your job title (optional)').fill('Production Operative')
	await expect(
		form.getByRole('group', { name: 'Overall rating' }).getByRole('radio', { name: '5 stars' }),
	).toBeChecked()
	await expect(form.getByRole('group', { name: 'Culture' }).getByRole('radio', { name: '4 stars' })).toBeChecked()
	await form.getByRole('group', { name: 'Overall rating' }).getByRole('radio', { name: '4 stars' }).check()
	await form.getByLabel('Review title').fill(fields.reviewTitle)
	await form.getByLabel('Your review').fill(fields.reviewText)
	await form.getByLabel('Pros (optional)').fill('Free parking and a canteen')
	await form.getByRole('group', { name: 'Management' }).getByRole('radio', { name: '3 stars' }).check()
	await form.getByLabel('I currently work here').check()
	await form.getByRole('button', { name: 'Submit Review' }).click()
}

test('a job seeker writes a review and sees it on /company-reviews and on the company page', async ({
	page,
}, testInfo) => {
	const word = uniqueWord(testInfo, 'Rev')
	const companyName = `${word} Foods Ltd`
	const jobId = await listJob({ title: `${word} Production Operative`, company: companyName, location: 'Winwick' })
	await registerSeeker(page, uniqueEmail(testInfo, 'reviewer'))

	const reviewTitle = 'Friendly line, early starts'
	const reviewText = 'Good team on the packing line. <script>window.pwned = true</script> Starts at 6am, though.'
	await writeReview(page, { companyName, reviewTitle, reviewText })

	await expect(toast(page, 'Review submitted!')).toBeVisible()
	await expect(page).toHaveURL('/company-reviews')
	const card = page.getByRole('article').filter({ hasText: reviewTitle }).first()
	await expect(card).toContainText(companyName)
	await expect(card).toContainText(reviewText)
	await expect(card).toContainText('Today')
	expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined()

	await card.getByRole('link', { name: companyName }).click()
	await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible()
	await expect(page.getByText('from 1 review')).toBeVisible()
	await expect(page.getByRole('region', { name: 'Ratings' })).toContainText('4.0')
	await expect(page.getByRole('region', { name: 'Ratings' })).toContainText('Management3.0 / 5')
	await expect(page.getByRole('article').filter({ hasText: reviewTitle })).toBeVisible()
	await expect(page.getByRole('link', { name: `${word} Production Operative` })).toHaveAttribute(
		'href',
		`/jobs/${jobId}`,
	)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
	expect(jsonLd).toMatchObject({ '@type': 'EmployerAggregateRating', ratingValue: 4, ratingCount: 1 })

	// The job page names the company with a link to its page.
	await page.goto(`/jobs/${jobId}`)
	await page.getByRole('link', { name: companyName }).click()
	await expect(page).toHaveURL(new RegExp(`/companies/${word.toLowerCase()}-foods-ltd$`))

	// A second review of the same company within a year is refused with the reason.
	await writeReview(page, { companyName, reviewTitle: 'Changed my mind', reviewText: 'x'.repeat(40) })
	await expect(page.getByRole('alert').filter({ hasText: 'already reviewed' })).toBeVisible()

	// The search finds the company's reviews.
	await page.goto('/company-reviews')
	await page.getByRole('searchbox', { name: 'Search companies' }).fill(word)
	await page.getByRole('button', { name: 'Search' }).click()
	await expect(page.getByRole('heading', { name: `Reviews matching "${word}" (1)` })).toBeVisible()
})

test('signed out, Write Review asks for sign-in; no reviews shows Write First Review', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Nor')
	await page.goto(`/company-reviews?company=${word}`)
	await expect(page.getByText('No reviews yet')).toBeVisible()
	await page.getByRole('link', { name: 'Write First Review' }).click()
	await expect(page.getByRole('heading', { name: 'Authentication required' })).toBeVisible()
	await expect(page.getByText('Please sign in to submit a company review.')).toBeVisible()
	await page.getByRole('link', { name: 'Sign In' }).click()
	await page.waitForURL((url) => url.pathname === '/auth')
	expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/company-reviews/new?company=${word}`)
})

test('axe: the reviews list, a company page and the write-review page', async ({ page, browser }, testInfo) => {
	expect(await seriousViolationsAt(page, browser, testInfo, '/company-reviews')).toEqual([])
	expect(await seriousViolationsAt(page, browser, testInfo, '/companies/whitecross-engineering')).toEqual([])
	const email = uniqueEmail(testInfo, 'axe-reviewer')
	const found = await inAxeContext(browser, testInfo, async (signedIn) => {
		await registerSeeker(signedIn, email)
		await signedIn.goto('/company-reviews/new')
		return seriousViolations(signedIn)
	})
	expect(found).toEqual([])
})

test('while a search loads, five review-shaped placeholders show (JavaScript)', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'placeholders are drawn by the script while it fetches')
	await page.goto('/company-reviews')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await hydrated(page)
	// Hold the search's data request, so that the loading state can be seen.
	let release: () => void = () => {}
	const held = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/company-reviews.data*', async (route) => {
		await held
		await route.continue()
	})
	await page.getByLabel('Search companies').fill('Omega')
	await page.getByRole('button', { name: 'Search' }).click()
	const placeholders = page.locator('[aria-busy="true"] > div')
	await expect(placeholders).toHaveCount(5)
	release()
	await expect(placeholders).toHaveCount(0)
	await expect(page.getByRole('heading', { level: 2, name: /Reviews matching "Omega"/ })).toBeVisible()
})
