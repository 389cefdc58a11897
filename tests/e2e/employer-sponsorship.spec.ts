// Sponsorship on the employer dashboard, with JavaScript on (`js`) and off (`no-js`): each job's
// sponsorship and its end date, and "Sponsor this job" leading to /payment. Each test registers
// its own employer and writes its jobs straight into the e2e database.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolations, seriousViolationsSignedIn } from './axe.ts'
import { registerEmployer, uniqueEmail, queryE2eDatabase as query } from './helpers.ts'
import { DAY, listJob, type ListedJob } from './listed-jobs.ts'

const longDate = new Intl.DateTimeFormat('en-GB', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	timeZone: 'Europe/London',
})

/** A new employer, signed in on `page`; the account. */
function newEmployer(page: Page, testInfo: TestInfo) {
	return registerEmployer(page, {
		email: uniqueEmail(testInfo, 'sponsor'),
		firstName: 'Helen',
		lastName: 'Grappenhall',
	})
}

/** A live job of this employer, listed as the post form would list it, with the sponsorship given; its id. */
function listedJob(email: string, title: string, sponsorship: ListedJob['sponsorship']) {
	return listJob(
		{
			title,
			sponsorship,
			company: 'Grappenhall Veterinary Surgery',
			location: 'Grappenhall',
			salary: null,
			description: 'Reception and client care at a busy village veterinary practice.',
			industry: 'Healthcare',
			contactEmail: 'jobs@grappenhallvets.co.uk',
			age: 0,
		},
		email,
	)
}

test('each job shows its sponsorship and when it ends, or when it ended', async ({ page }, testInfo) => {
	const account = await newEmployer(page, testInfo)
	const stamp = `${testInfo.project.name} ${Date.now()}`
	const runsUntil = new Date(Date.now() + 5 * DAY)
	const endedOn = new Date(Date.now() - 3 * DAY)
	await listedJob(account.email, `Veterinary Receptionist ${stamp}`, { type: '30days', endsAt: runsUntil })
	await listedJob(account.email, `Kennel Assistant ${stamp}`, { type: '7days', endsAt: endedOn })
	await listedJob(account.email, `Practice Cleaner ${stamp}`, null)
	await page.goto('/employer-dashboard')

	const live = page.getByRole('article', { name: `Veterinary Receptionist ${stamp}` })
	await expect(live).toContainText(`Premium Sponsored until ${longDate.format(runsUntil)}`)
	await expect(live.getByText('Sponsored', { exact: true })).toBeVisible()

	const ended = page.getByRole('article', { name: `Kennel Assistant ${stamp}` })
	await expect(ended).toContainText(`Sponsorship ended on ${longDate.format(endedOn)}`)
	await expect(ended.getByText('Sponsored', { exact: true })).toHaveCount(0)

	const never = page.getByRole('article', { name: `Practice Cleaner ${stamp}` })
	await expect(never.locator('[data-sponsorship]')).toHaveCount(0)

	// Buying again while a sponsorship runs extends it, and the panel says so.
	await live.getByText('Sponsor this job').click()
	await expect(live).toContainText(
		`runs until ${longDate.format(runsUntil)}: buying again adds the new plan’s days to that date.`,
	)
})

test('the dashboard with sponsored jobs has no serious accessibility violations', async ({
	page,
	browser,
}, testInfo) => {
	test.slow()
	const account = await newEmployer(page, testInfo)
	const stamp = `${testInfo.project.name} ${Date.now()}`
	await listedJob(account.email, `Veterinary Receptionist ${stamp}`, {
		type: '30days',
		endsAt: new Date(Date.now() + 5 * DAY),
	})
	await listedJob(account.email, `Kennel Assistant ${stamp}`, { type: '7days', endsAt: new Date(Date.now() - 3 * DAY) })
	const violations = await seriousViolationsSignedIn(browser, testInfo, account, ['/employer-dashboard'])
	expect(violations).toEqual({ '/employer-dashboard': [] })
})

test('Sponsor this job: choosing a plan leads to /payment for that job and plan', async ({ page }, testInfo) => {
	const account = await newEmployer(page, testInfo)
	const title = `Veterinary Nurse ${testInfo.project.name} ${Date.now()}`
	const jobId = await listedJob(account.email, title, null)
	await page.goto('/employer-dashboard')
	const card = page.getByRole('article', { name: title })

	await card.getByText('Sponsor this job').click()
	const plans = card.getByRole('group', { name: 'Choose a plan' })
	await expect(plans.getByRole('radio')).toHaveCount(2)
	// axe needs JavaScript in the page: with it on, the open panel and its form are checked too.
	if (testInfo.project.name === 'js') expect(await seriousViolations(page)).toEqual([])
	await plans.getByRole('radio', { name: /Featured Job £4\.99 for 7 days/ }).check()
	await card.getByRole('button', { name: 'Continue to Payment' }).click()

	await page.waitForURL(/\/payment\?/)
	const url = new URL(page.url())
	expect(url.searchParams.get('jobId')).toBe(String(jobId))
	expect(url.searchParams.get('sponsorshipType')).toBe('7days')
	expect(url.searchParams.get('clientSecret')).toMatch(/^pi_\w+_secret_\w+$/)
	await expect(page.getByRole('main')).toContainText('Featured Job')
	await expect(page.getByRole('main')).toContainText('£4.99')
	const [payment] = await query<{ amount_pence: number; status: string }>(
		'select amount_pence, status from sponsorship_payment where job_id = $1',
		[jobId],
	)
	expect(payment).toEqual({ amount_pence: 499, status: 'pending' })
})
