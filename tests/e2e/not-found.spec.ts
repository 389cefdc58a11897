// An unknown address: a real 404 status and a page that helps the visitor on.
import { expect, test } from '@playwright/test'

test('an unknown path answers 404 with ways back into the site', async ({ page }) => {
	const response = await page.goto('/jobs-in-runcorn-that-do-not-exist')
	expect(response?.status()).toBe(404)

	const main = page.getByRole('main')
	await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
	await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
	await expect(main.getByRole('link', { name: 'Search Jobs' })).toBeVisible()
	await expect(main.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job')

	await expect(main.getByRole('heading', { name: 'Popular searches' })).toBeVisible()
	for (const term of ['Warehouse', 'Retail', 'Healthcare', 'Engineering', 'Office', 'Driver']) {
		await expect(main.getByRole('link', { name: term, exact: true })).toHaveAttribute('href', `/?search=${term}`)
	}
})

test('a popular search from the 404 page opens the jobs listing with that search', async ({ page }) => {
	await page.goto('/no-such-page')
	await page.getByRole('main').getByRole('link', { name: 'Warehouse', exact: true }).click()
	await expect(page).toHaveURL('/?search=Warehouse')
	await expect(page.getByRole('searchbox', { name: 'Job title, keywords or company' })).toHaveValue('Warehouse')
})
