// The rendered-page cache (decision 167) in the browser, with JavaScript on (`js`) and off (`no-js`):
// an anonymous visitor is served a job's page and a search from the cache, and still sees the
// employer's change the moment it is made.
import { expect, test, type Page } from '@playwright/test'
import { registerEmployer, toast, uniqueEmail, uniqueWord, postFreeJob } from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

/** Opens the page as a full document load; the server's X-Page-Cache answer for it. */
async function open(page: Page, path: string) {
	const response = await page.goto(path)
	return response?.headers()['x-page-cache'] ?? null
}

test('an anonymous visitor is served cached pages, and sees a job the employer takes down ended at once', async ({
	page,
	browser,
}, testInfo) => {
	await registerEmployer(page, {
		email: uniqueEmail(testInfo, 'page-cache'),
		firstName: 'Gareth',
		lastName: 'Birchwood',
	})
	const word = uniqueWord(testInfo, 'joinery')
	const title = `Bench Joiner ${word}`
	const jobId = await postFreeJob(page, title)

	const { baseURL, javaScriptEnabled } = testInfo.project.use
	const visitorBrowser = await browser.newContext({ baseURL, javaScriptEnabled, viewport: { width: 360, height: 800 } })
	try {
		const visitor = await visitorBrowser.newPage()
		// Stored by the first visit (in the background), then answered from the cache.
		for (const path of [`/jobs/${jobId}`, `/?search=${word}`]) {
			await expect.poll(() => open(visitor, path)).toBe('hit')
			await expect(visitor.getByRole('main')).toContainText(title)
		}
		// The employer's own pages never come from it.
		expect(await open(page, `/jobs/${jobId}`)).toBeNull()

		await page.goto('/employer-dashboard')
		await page
			.getByRole('article', { name: title })
			.getByRole('button', { name: /^Deactivate/ })
			.click()
		await expect(toast(page, 'Job Updated')).toBeVisible()

		// Its page stays (decision 209), no longer offering to apply.
		const jobPage = await visitor.goto(`/jobs/${jobId}`)
		expect(jobPage?.status()).toBe(200)
		await expect(visitor.getByText('This job is no longer taking applications')).toBeVisible()
		await expect(visitor.getByRole('main').getByRole('link', { name: /apply/i })).toHaveCount(0)
		expect(await open(visitor, `/?search=${word}`)).toBe('miss')
		await expect(visitor.getByRole('main')).not.toContainText(title)
	} finally {
		await visitorBrowser.close()
	}
})
