// The guides, legal and employer pages on a 360 px phone, with and without JavaScript: their
// content, one interview question open at a time, the links the specification names, the
// footer's links to them, and no serious axe findings on any of them.
import { expect, test } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'

const PHONE = { width: 360, height: 800 }
test.use({ viewport: PHONE })

const PAGES = [
	{ path: '/career-advice', heading: 'Career Advice for Warrington Job Seekers', text: 'Six tips for your job search' },
	{ path: '/living-in-warrington', heading: 'Living and Working in Warrington', text: 'Where the work is' },
	{
		path: '/recruitment-solutions',
		heading: 'Recruitment Solutions for Warrington Employers',
		text: 'Employer Dashboard:',
	},
	{ path: '/hiring-resources', heading: 'Hiring Resources for Employers', text: 'Minimum wage rates' },
	{ path: '/privacy', heading: 'Privacy Policy', text: 'How to get a copy or delete your account' },
	{ path: '/terms', heading: 'Terms of Service', text: 'Acceptable use' },
	{ path: '/cookies', heading: 'Cookies', text: 'Cookies we set' },
	{ path: '/job-post-warrington', heading: 'Post a Job in Warrington', text: 'What employers say' },
] as const

for (const content of PAGES) {
	test(`${content.path}: its content, title and description, phone-wide, axe clean`, async ({
		page,
		browser,
	}, testInfo) => {
		await page.goto(content.path)
		await expect(page.getByRole('heading', { level: 1, name: content.heading })).toBeVisible()
		await expect(page.getByText(content.text).first()).toBeVisible()
		await expect(page).toHaveTitle(`${content.heading} | Warrington Jobs`)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
		expect(await seriousViolationsAt(page, browser, testInfo, content.path, { viewport: PHONE })).toEqual([])
	})
}

test('career advice: interview questions open one at a time; calls to browse jobs and set up Quick Apply', async ({
	page,
}) => {
	await page.goto('/career-advice')
	const questions = page.locator('details[name="interview-questions-questions"]')
	await expect(questions).toHaveCount(5)
	await questions.nth(0).locator('summary').click()
	await expect(questions.nth(0).getByText('Two minutes:')).toBeVisible()
	await questions.nth(2).locator('summary').click()
	await expect(questions.nth(2).getByText('Use STAR')).toBeVisible()
	await expect(questions.nth(0).getByText('Two minutes:')).toBeHidden()
	await expect(page.getByRole('link', { name: 'Browse Jobs' }).first()).toHaveAttribute('href', '/')
	await page.getByRole('link', { name: 'Set Up Quick Apply' }).click()
	await expect(page).toHaveURL(/\/(quick-apply-setup|auth)/)
})

test('job post landing page: three plans and the calls to post, price and register', async ({ page }) => {
	await page.goto('/job-post-warrington')
	await expect(page.locator('[data-plan]')).toHaveCount(3)
	await expect(page.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing')
	await expect(page.getByRole('link', { name: 'Create an Employer Account' })).toHaveAttribute(
		'href',
		'/auth?tab=register&type=employer',
	)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
	expect(jsonLd['@type']).toBe('Service')
	await page.getByRole('link', { name: 'Post a Job Free' }).click()
	await expect(page).toHaveURL(/\/(post-job|auth)/)
})

test('the footer links the legal pages, and they open', async ({ page }) => {
	await page.goto('/')
	const legal = page.getByRole('navigation', { name: 'Legal' })
	for (const [name, path, heading] of [
		['Privacy Policy', '/privacy', 'Privacy Policy'],
		['Terms of Service', '/terms', 'Terms of Service'],
		['Cookies', '/cookies', 'Cookies'],
	] as const) {
		await legal.getByRole('link', { name }).click()
		await expect(page).toHaveURL(path)
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
	}
	const footer = page.getByRole('navigation', { name: 'Footer' })
	await footer.getByRole('link', { name: 'Cleaning Jobs' }).click()
	await expect(page).toHaveURL('/cleaning-jobs')
})
