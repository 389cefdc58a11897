// The site header's account links for each kind of visitor. Located by role, name and
// address rather than by styling, since the header's look is still changing.
import { expect, test } from '@playwright/test'
import { DEMO, header, headerLink, signIn } from './helpers.ts'

test('signed out, the header offers Sign In and Post Jobs', async ({ page }) => {
	await page.goto('/')
	const banner = header(page)
	await expect(banner.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/auth')
	await expect(banner.getByRole('link', { name: 'Post Jobs', exact: true })).toBeVisible()
	await expect(banner.getByRole('button', { name: 'Sign Out' })).toHaveCount(0)
	await expect(headerLink(page, '/employee-dashboard')).toHaveCount(0)
	await expect(headerLink(page, '/employer-dashboard')).toHaveCount(0)
})

test('signed in as a job seeker, the header links to the job seeker dashboard and has nothing for employers', async ({
	page,
}) => {
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.goto('/')
	await expect(headerLink(page, '/employee-dashboard')).toBeVisible()
	await expect(headerLink(page, '/profile')).toBeVisible()
	await expect(headerLink(page, '/recommendations')).toBeVisible()
	await expect(headerLink(page, '/employer-dashboard')).toHaveCount(0)
	await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
	await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0)
	// Posting jobs is for employers: no Post Job button, nor Post Jobs link.
	await expect(headerLink(page, '/post-job')).toHaveCount(0)
	await expect(headerLink(page, '/job-post-warrington')).toHaveCount(0)
})

test('signed in as an employer, the header links to the employer dashboard and has nothing for job seekers', async ({
	page,
}) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/')
	await expect(headerLink(page, '/employer-dashboard')).toBeVisible()
	await expect(headerLink(page, '/pricing')).toBeVisible()
	await expect(headerLink(page, '/post-job')).toBeVisible()
	await expect(headerLink(page, '/employee-dashboard')).toHaveCount(0)
	await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
	// Recommendations, Quick Apply and preferences are for job seekers.
	await expect(headerLink(page, '/recommendations')).toHaveCount(0)
	await expect(headerLink(page, '/profile')).toHaveCount(0)
})
