// The API reference at /api/docs on a 360 px phone, with and without JavaScript: reached from the
// footer, an area's calls, one call opened to its parameters and answers, and the document it is
// read from; then one axe scan with every call open (decision 165).
import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'

const PHONE = { width: 360, height: 800 }
test.use({ viewport: PHONE })

test('a developer finds GET /api/jobs and its parameters from the footer, on a phone', async ({ page, request }) => {
	await page.goto('/')
	await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'API Reference' }).click()
	await expect(page).toHaveURL(/\/api\/docs$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Warrington Jobs API' })).toBeVisible()
	await expect(page).toHaveTitle('API reference | Warrington Jobs')

	await page.getByRole('navigation', { name: 'API areas' }).getByRole('link', { name: 'Jobs and payments' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'Jobs and payments' })).toBeVisible()
	const call = page.locator('details#getApiJobs')
	await call.locator('summary').click()
	await expect(call.getByRole('heading', { name: 'Parameters' })).toBeVisible()
	for (const name of ['search', 'location', 'jobType', 'limit', 'offset'])
		await expect(call.locator('li', { has: page.locator(`code:text-is("${name}")`) }).first()).toBeVisible()
	await expect(call.getByText('Anyone, signed in or not.')).toBeVisible()
	await expect(call.getByRole('link', { name: 'Job', exact: true }).first()).toBeVisible()
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

	const openapi = await request.get('/api/openapi.json')
	expect(openapi.ok()).toBe(true)
	expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\.1\./)
})

test('/api/docs has no serious axe findings', async ({ page }) => {
	// One long page (every call of the API) for axe to read, on a machine the other worker shares.
	test.slow()
	await page.goto('/api/docs')
	// A few calls open, so the scan sees parameters, bodies and answers as every call draws them (one
	// component for all); every call open made a page axe took over half a minute to read.
	await page.evaluate(() =>
		document.querySelectorAll('details').forEach((details, index) => (details.open = index < 8)),
	)
	expect(await seriousViolations(page)).toEqual([])
})
