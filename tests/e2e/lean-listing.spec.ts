// The leaner listing (issue 16, decision 169): the header's navigation is drawn once for every
// width, and the listing's HTML and JavaScript stay within byte budgets (decision 170). Both ways,
// with and without JavaScript.
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { header } from './helpers.ts'

/**
 * The listing `/` with the demo data was 89 KB before decision 169, 53 KB after it and 44.3 KB after
 * decision 176 (about 41 KB here, with the jobs other specs add): issue 16's target, under 45 KB.
 */
const LISTING_HTML_BUDGET = 45 * 1024
/**
 * The listing's JavaScript, each module gzipped alone as the bench weighs it: 150 KB with zod in it
 * before decision 170, 120 KB after, 117.4 KB after decision 176 (React, React DOM and React Router
 * alone are 107.6 KB). Issue 16's 110 KB is not met (decision 176 says why); this catches zod or a
 * few kilobytes of new code on `/`.
 */
const LISTING_JS_BUDGET = 120 * 1024

test('the listing’s HTML and JavaScript stay within their budgets; one header navigation', async ({ request }) => {
	const html = await (await request.get('/')).text()
	expect(html.length).toBeLessThan(LISTING_HTML_BUDGET)
	const banner = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
	expect(banner.match(/<nav\b/g)).toEqual(['<nav'])
	expect(html.match(/<nav aria-label="Main"/g)).toHaveLength(1)
	// Twenty cards, each looked by its short classes rather than Tailwind lists (app.css).
	expect(html.match(/<article class="job-card[ "]/g)).toHaveLength(20)

	const modules = new Set(
		[...html.matchAll(/(?:href=|import\(?\s*)"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
	)
	// As sent to a browser that takes gzip: the build's Zopfli file where there is one (decision 179),
	// otherwise what compression() makes of it (a module under 1 KB).
	let javascript = 0
	for (const module of modules) {
		const response = await request.get(module, { headers: { 'Accept-Encoding': 'gzip' } })
		const headers = response.headers()
		javascript +=
			headers['content-encoding'] === 'gzip' && headers['content-length']
				? Number(headers['content-length'])
				: gzipSync(await response.body()).length
	}
	expect(modules.size).toBeGreaterThan(3)
	expect(javascript).toBeLessThan(LISTING_JS_BUDGET)
	// The largest module, to a browser that takes Brotli: the build's .br, whole and decoded.
	const largest = [...modules].find((module) => module.includes('/framework-'))!
	const brotli = await request.get(largest, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
	expect(brotli.headers()['content-encoding']).toBe('br')
	expect(brotli.headers().vary).toBe('Accept-Encoding')
	expect((await brotli.text()).length).toBeGreaterThan(Number(brotli.headers()['content-length']) * 2)
})

test('on a wide screen the navigation is a row of links; on a phone the same one opens from Menu', async ({ page }) => {
	await page.goto('/')
	const nav = header(page).getByRole('navigation', { name: 'Main' })
	await expect(header(page).getByText('Menu', { exact: true })).toBeHidden()
	await nav.getByRole('link', { name: 'Company Reviews' }).click()
	await expect(page).toHaveURL('/company-reviews')
	await expect(nav.getByRole('link', { name: 'Company Reviews' })).toHaveAttribute('aria-current', 'page')

	await page.setViewportSize({ width: 360, height: 800 })
	await page.goto('/')
	await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden()
	await header(page).getByText('Menu', { exact: true }).click()
	await expect(nav.getByText('For Employers', { exact: true })).toBeVisible()
	await nav.getByRole('link', { name: 'Blog' }).click()
	await expect(page).toHaveURL('/blog')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
