// A seeker's applications outlive the job (decision 114): the employer deletes one job and
// deactivates another, and the seeker's My Applications still lists both, from the applications'
// own copies, with no link to a page that is gone. On a phone, with JavaScript and without.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { inAxeContext, scansWithAxe, seriousViolations } from './axe.ts'
import {
	PASSWORD,
	registerEmployer,
	registerSeeker,
	signIn,
	toast,
	uniqueEmail,
	postFreeJob as postJob,
} from './helpers.ts'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE })

const COMPANY = 'Latchford Joinery Ltd'

/** A new seeker in a browser of their own (the project's JavaScript setting) who applies to each job on its apply page. */
async function seekerWhoApplied(browser: Browser, testInfo: TestInfo, jobIds: number[]) {
	const { baseURL, javaScriptEnabled } = testInfo.project.use
	const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE })
	const page = await context.newPage()
	const email = uniqueEmail(testInfo, 'history-seeker')
	await registerSeeker(page, email)
	for (const jobId of jobIds) {
		await page.goto(`/jobs/${jobId}/apply`)
		const form = page.locator('main')
		await form.getByLabel('Message (optional)').fill('Ten years of site joinery around Warrington.')
		await form.getByRole('button', { name: 'Submit Application' }).click()
		await expect(toast(page, 'Application submitted!')).toBeVisible()
		await page.waitForURL(`/jobs/${jobId}`)
	}
	return { context, page, account: { email, password: PASSWORD } }
}

/** The serious and critical axe violations on `path`, on a phone, for this account (see inAxeContext). */
function violationsOn(
	browser: Browser,
	testInfo: TestInfo,
	account: { email: string; password: string },
	path: string,
) {
	if (!scansWithAxe(testInfo)) return Promise.resolve([])
	return inAxeContext(
		browser,
		testInfo,
		async (page) => {
			await signIn(page, account.email, account.password)
			await page.goto(path)
			return seriousViolations(page)
		},
		PHONE,
	)
}

function card(page: Page, title: string) {
	return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
}

test("a deleted and a deactivated job stay in the seeker's My Applications, marked no longer available", async ({
	page,
	browser,
}, testInfo) => {
	// Two accounts, two jobs, two applications, then axe on three screens.
	test.slow()
	const employer = await registerEmployer(page, {
		email: uniqueEmail(testInfo, 'history-employer'),
		firstName: 'Gareth',
		lastName: 'Birchwood',
	})
	const stamp = `${testInfo.project.name} ${Date.now()}`
	const deletedTitle = `Site Joiner ${stamp}`
	const hiddenTitle = `Bench Joiner ${stamp}`
	const deletedId = await postJob(page, deletedTitle)
	const hiddenId = await postJob(page, hiddenTitle)
	const seeker = await seekerWhoApplied(browser, testInfo, [deletedId, hiddenId])

	try {
		// The employer's question says what the applicant will still see.
		await page.goto('/employer-dashboard')
		const deleted = page.getByRole('article', { name: deletedTitle })
		await expect(deleted).toContainText('1 application')
		await deleted.getByRole('link', { name: /^Delete/ }).click()
		const question = deleted.getByRole('region', { name: 'Delete this job?' })
		await expect(question).toContainText('you will no longer see its application or any CVs attached')
		await expect(question).toContainText(
			'Applicants with an account will still see in My Applications that they applied: the job’s title, company and the date they applied, marked “This job is no longer available”.',
		)
		expect(await violationsOn(browser, testInfo, employer, `/employer-dashboard?confirmDelete=${deletedId}`)).toEqual(
			[],
		)
		await question.getByRole('button', { name: 'Yes, Delete Job' }).click()
		await expect(toast(page, 'Job Deleted')).toBeVisible()
		await page
			.getByRole('article', { name: hiddenTitle })
			.getByRole('button', { name: /^Deactivate/ })
			.click()
		await expect(toast(page, 'Job Updated')).toBeVisible()

		// The seeker still has both, from the applications' own copies, with the date and no link to a 404.
		const { page: seekerPage } = seeker
		await seekerPage.goto('/employee-dashboard')
		await expect(seekerPage.locator('[data-stat="Applications"]')).toHaveText('2')
		const today = new Intl.DateTimeFormat('en-GB', {
			day: 'numeric',
			month: 'long',
			year: 'numeric',
			timeZone: 'Europe/London',
		}).format(new Date())
		for (const title of [deletedTitle, hiddenTitle]) {
			const application = card(seekerPage, title)
			await expect(application).toBeVisible()
			await expect(application).toContainText(COMPANY)
			await expect(application).toContainText(`Applied ${today}`)
			await expect(application).toContainText('This job is no longer available.')
			await expect(application.getByRole('link')).toHaveCount(0)
		}
		await expect(seekerPage.locator(`main a[href="/jobs/${deletedId}"]`)).toHaveCount(0)
		await expect(seekerPage.locator(`main a[href="/jobs/${hiddenId}"]`)).toHaveCount(0)

		// The API says the same.
		const listed = await seekerPage.request.get('/api/user/applications')
		expect(listed.status()).toBe(200)
		const body = (await listed.json()) as { job: { id: number | null; title: string; isListed: boolean } }[]
		expect(body.map(({ job }) => job)).toEqual([
			expect.objectContaining({ id: hiddenId, title: hiddenTitle, company: COMPANY, isListed: false }),
			expect.objectContaining({ id: null, title: deletedTitle, company: COMPANY, isListed: false }),
		])

		expect(await violationsOn(browser, testInfo, seeker.account, '/employee-dashboard')).toEqual([])
	} finally {
		await seeker.context.close()
	}
})
