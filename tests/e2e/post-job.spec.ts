// Posting a job in the browser, with JavaScript on (`js`) and off (`no-js`): the form is a plain
// form post, the confirmation stays until the employer chooses where to go. The paid plans
// lead to /payment: tests/e2e/payment.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolationsSignedIn } from './axe.ts'
import { DEMO, signIn, submitSignIn, toast } from './helpers.ts'

let counter = 0
function uniqueTitle(projectName: string) {
	counter += 1
	return `Forklift Driver ${projectName} ${Date.now()}-${counter}`
}

async function fillJob(page: Page, job: { title: string; salary?: string }) {
	await page.getByLabel('Job Title').fill(job.title)
	await page.getByLabel('Company Name').fill('Birchwood Freight Ltd')
	await page.getByLabel('Location').selectOption('Birchwood Business Park')
	await page.getByLabel('Salary (optional)').fill(job.salary ?? '£26,000 - £29,000 per year')
	await page.getByLabel('Job Type').selectOption('Full-time')
	await page.getByLabel('Industry').selectOption('Manufacturing')
	await page
		.getByLabel('Job Description')
		.fill('Counterbalance and reach truck work on early shifts at our Birchwood Park depot.')
	await page.getByLabel('Contact Email').fill('recruitment@birchwoodfreight.co.uk')
}

test('the demo employer posts a free job and the confirmation stays until they choose where to go', async ({
	page,
	browser,
}, testInfo) => {
	// Two pages, an axe run and a deliberate wait, on a machine the other workers share.
	test.slow()
	await page.setViewportSize({ width: 390, height: 844 })
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/post-job')
	await expect(page).toHaveTitle('Post a Job | Warrington Jobs')
	await expect(page.getByRole('radio', { name: 'Free Posting' })).toBeChecked()
	// The paid plans are on offer (the browser tests' server has test-mode Stripe keys); free is the default.
	await expect(page.getByRole('radio', { name: /Featured Job/ })).toBeEnabled()
	await expect(page.getByRole('radio', { name: /Premium Sponsored/ })).not.toBeChecked()

	const title = uniqueTitle(testInfo.project.name)
	await fillJob(page, { title })
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()

	await page.waitForURL(/\/post-job\?posted=\d+$/)
	await expect(page).toHaveTitle('Job posted successfully! | Warrington Jobs')
	await expect(page.getByRole('heading', { name: 'Job posted successfully!' })).toBeVisible()
	await expect(
		page.getByRole('main').getByText('Your job listing is now live and visible to job seekers.'),
	).toBeVisible()
	// One message: no toast and no banner repeating the heading, and no timed move away (axe's meta-refresh).
	await expect(toast(page, 'Job posted successfully!')).toHaveCount(0)
	await expect(page.getByText('Job posted successfully!')).toHaveCount(1)
	await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
	const jobId = new URL(page.url()).searchParams.get('posted')
	const posted = `/post-job?posted=${jobId}`
	expect(await seriousViolationsSignedIn(browser, testInfo, DEMO.employer, [posted])).toEqual({ [posted]: [] })
	await expect(page.getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/')
	await expect(page.getByRole('link', { name: 'Post Another Job' })).toHaveAttribute('href', '/post-job')
	await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/employer-dashboard')
	// A slow reader is still on the page a few seconds later, and can tap View Job.
	await page.waitForTimeout(3_000)
	await expect(page).toHaveURL(`/post-job?posted=${jobId}`)
	await page.getByRole('link', { name: 'View Job' }).click()
	await expect(page).toHaveURL(`/jobs/${jobId}`)
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

	await page.goBack()
	await page.getByRole('link', { name: 'Go to Dashboard' }).click()
	await expect(page).toHaveURL('/employer-dashboard')
	await expect(page.getByRole('article', { name: title })).toBeVisible()
})

test('a salary with no amount gets a hint that it stays out of pay filters; "30k" is read as £30,000', async ({
	page,
}, testInfo) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/post-job')
	await expect(page.getByLabel('Salary (optional)')).toHaveAccessibleDescription(
		/Text without an amount, such as “Competitive”, is shown as written but the job will not appear in pay filters/,
	)
	const title = uniqueTitle(testInfo.project.name)
	await fillJob(page, { title, salary: 'Competitive' })
	const note =
		'We cannot read an amount in this salary, so the job will not appear when job seekers filter or sort by pay.'
	// With JavaScript the note comes as soon as the employer leaves the field.
	if (testInfo.project.name === 'js') await expect(page.getByRole('status').filter({ hasText: note })).toBeVisible()
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()
	await page.waitForURL(/\/post-job\?posted=\d+$/)
	await expect(page.getByRole('main')).toContainText(
		'The salary “Competitive” has no amount we can read, so this job will not appear when job seekers filter or sort by pay.',
	)

	await page.goto('/post-job')
	const readable = uniqueTitle(testInfo.project.name)
	await fillJob(page, { title: readable, salary: '30k' })
	await page.getByLabel('Job Title').click()
	await expect(page.getByText(note)).toHaveCount(0)
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()
	await page.waitForURL(/\/post-job\?posted=\d+$/)
	await expect(page.getByText('has no amount we can read')).toHaveCount(0)
	// Read as £30,000 a year, the job is found with a £30,000 minimum.
	await page.goto(`/?search=${encodeURIComponent(readable)}&salaryMin=30000`)
	await expect(page.getByRole('heading', { name: readable })).toBeVisible()
	await page.goto(`/?search=${encodeURIComponent(title)}&salaryMin=15000`)
	await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
})

test('field errors keep everything typed', async ({ page }) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/post-job')
	await fillJob(page, { title: 'Night Shift Picker' })
	await page.getByLabel('Job Description').fill('Too short')
	// The browser's own check (minlength) would stop a form without JavaScript first: the
	// server's answer is what this test is about.
	await page.locator('form#post-job').evaluate((form: HTMLFormElement) => (form.noValidate = true))
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()

	await expect(page.getByLabel('Job Description')).toHaveAccessibleDescription(
		/Description must be at least 30 characters/,
	)
	await expect(page.getByLabel('Job Title')).toHaveValue('Night Shift Picker')
	await expect(page.getByLabel('Location')).toHaveValue('Birchwood Business Park')
	await expect(page.getByLabel('Industry')).toHaveValue('Manufacturing')
	await expect(page.getByLabel('Job Description')).toHaveValue('Too short')
	await expect(page).toHaveURL('/post-job')
})

test('hourly pay below the minimum wage is published only after the employer confirms it', async ({
	page,
}, testInfo) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/post-job')
	const title = uniqueTitle(testInfo.project.name)
	await fillJob(page, { title, salary: '£6.50 per hour' })
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()

	const warning = page.getByRole('alert').filter({ hasText: 'This pay is below the UK minimum wage' })
	await expect(warning).toContainText('£6.50 an hour is less than the lowest rate in force')
	await expect(warning).toContainText('21 and over (National Living Wage): £12.71 an hour')
	await expect(warning).toContainText('Confirm that this pay is lawful before publishing, or change the salary.')
	await expect(page).toHaveURL('/post-job')
	await expect(page.getByLabel('Job Title')).toHaveValue(title)

	await page.getByRole('checkbox', { name: /I confirm this pay is lawful/ }).check()
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Job posted successfully!' })).toBeVisible()
})

test('?plan=sponsored-7 and ?plan=sponsored-30 from the pricing pages preselect that plan', async ({ page }) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/post-job?plan=sponsored-30')
	await expect(page.getByRole('radio', { name: /Premium Sponsored/ })).toBeChecked()
	await expect(page.getByRole('radio', { name: 'Free Posting' })).not.toBeChecked()
	await page.goto('/post-job?plan=sponsored-7')
	await expect(page.getByRole('radio', { name: /Featured Job/ })).toBeChecked()
})

test('a job seeker gets a 403 saying Employer Access Required, with the way to their own dashboard', async ({
	page,
}) => {
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	const response = await page.goto('/post-job')
	expect(response?.status()).toBe(403)
	await expect(page.getByRole('heading', { name: 'Employer Access Required' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText('You are signed in as a job seeker.')
	await expect(page.getByRole('main').getByRole('link', { name: 'Go to your Dashboard' })).toHaveAttribute(
		'href',
		'/employee-dashboard',
	)
	await expect(page.getByRole('button', { name: 'Post Job', exact: true })).toHaveCount(0)
})

test('a signed-out visitor is offered sign-in that comes back to the form', async ({ page }) => {
	await page.goto('/post-job')
	await expect(page.getByRole('heading', { name: 'Employer Access Required' })).toBeVisible()
	await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
	await expect(page).toHaveURL('/auth?redirectTo=%2Fpost-job')
})

test('a plan chosen on /pricing by a signed-out employer is still chosen after signing in', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/post-job?plan=sponsored-30')
	await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
	await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent('/post-job?plan=sponsored-30')}`)
	await submitSignIn(page, DEMO.employer.email, DEMO.employer.password)
	await expect(page).toHaveURL('/post-job?plan=sponsored-30')
	await expect(page.getByRole('radio', { name: /Premium Sponsored/ })).toBeChecked()
})

test('/post-job has no serious or critical axe violations', async ({ browser }, testInfo) => {
	// A browser session of its own, signed in, and an axe run.
	test.slow()
	expect(await seriousViolationsSignedIn(browser, testInfo, DEMO.employer, ['/post-job'])).toEqual({ '/post-job': [] })
})
