// A feed reader subscribes to a search: the listing names its search's RSS feed in the head and in
// a visible link, with JavaScript and without, and following the link gives that search's feed.
import { expect, test } from '@playwright/test'
import { parseRssFeed } from 'feedsmith'
import { open, uniqueWord } from './helpers.ts'
import { HOUR, listJobs } from './listed-jobs.ts'

test('the listing links the feed of its search, which holds that search’s jobs', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Feed')
	await listJobs([
		{ title: `${word} Barista`, location: 'Stockton Heath', age: 2 * HOUR },
		{ title: `${word} Hall Porter`, location: 'Culcheth', age: HOUR },
	])
	await open(page, `/?search=${word}&location=Culcheth&sort=salary`)

	const link = page.getByRole('link', { name: 'Feed for this search' })
	await expect(link).toBeVisible()
	const href = `/jobs.rss?search=${word}&location=Culcheth`
	await expect(link).toHaveAttribute('href', href)
	await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', href)

	// Followed, the browser loads it as a document of its own, not a screen of the app.
	const [response] = await Promise.all([
		page.waitForResponse((answer) => new URL(answer.url()).pathname === '/jobs.rss'),
		link.click(),
	])
	expect(response.request().resourceType()).toBe('document')
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
	const feed = parseRssFeed(await (await page.request.get(response.url())).text())
	expect(feed.items?.map((item) => item.title)).toEqual([`${word} Hall Porter`])
})
