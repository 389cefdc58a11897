// The admin inbox on a phone, with JavaScript and without: hiding a review with a reason (it then
// leaves the company's page), who may open it, and axe. Approving a business and handling a
// contact message through it: tests/e2e/directory-and-contact.spec.ts.
import { expect, test } from '@playwright/test'
import { seriousViolationsSignedIn } from './axe.ts'
import { DEMO, queryE2eDatabase, signIn, toast } from './helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

/** A review of a company of its own, written by the demo job seeker; the company's name and the review's title. */
async function storedReview(projectName: string) {
	const company = `Fearnhead Freight ${projectName} ${Date.now()}`
	const key = company.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')
	const title = 'Long shifts and no breaks'
	await queryE2eDatabase(
		`insert into company_review (user_id, company_name, company_key, rating, review_title, review_text,
			work_life_balance, management, culture, created_at)
		 select id, $1, $2, 1, $3, 'The manager shouts at drivers by name in front of everyone, every single shift.', 1, 1, 1, now()
		 from "user" where email = $4`,
		[company, key, title, DEMO.seeker.email],
	)
	return { company, key, title }
}

test('an admin hides a review with a reason, and it leaves the company’s page', async ({ page }, testInfo) => {
	const review = await storedReview(testInfo.project.name)
	await page.goto(`/companies/${review.key}`)
	await expect(page.getByRole('main')).toContainText(review.title)

	await signIn(page, DEMO.admin.email, DEMO.admin.password)
	await page.goto('/admin')
	const item = page
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: `${review.company}: ${review.title}` }) })
	await item.locator('summary', { hasText: 'Hide Review' }).click()
	await item.getByLabel('Why is it hidden?').fill('Names and blames a member of staff')
	await item.getByRole('button', { name: 'Hide Review' }).click()
	await expect(toast(page, 'Done')).toContainText(`The review of ${review.company} is hidden.`)
	await expect(page.getByRole('heading', { name: `${review.company}: ${review.title}` })).toHaveCount(0)

	await page.goto(`/companies/${review.key}`)
	await expect(page.getByRole('main')).not.toContainText(review.title)
	const [stored] = await queryE2eDatabase<{ hidden: boolean; hidden_reason: string }>(
		'select hidden, hidden_reason from company_review where company_name = $1',
		[review.company],
	)
	expect(stored).toEqual({ hidden: true, hidden_reason: 'Names and blames a member of staff' })
})

test('signed out, /admin asks to sign in; a job seeker gets 403', async ({ page }) => {
	await page.goto('/admin')
	await expect(page).toHaveURL('/auth?redirectTo=%2Fadmin')
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	const response = await page.goto('/admin')
	expect(response?.status()).toBe(403)
	await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
})

test('/admin has no serious or critical axe violations', async ({ browser }, testInfo) => {
	test.slow()
	expect(await seriousViolationsSignedIn(browser, testInfo, DEMO.admin, ['/admin'])).toEqual({ '/admin': [] })
})
