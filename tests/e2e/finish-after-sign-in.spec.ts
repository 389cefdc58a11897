// Finishing what a signed-out visitor started (decision 112), on a phone, with JavaScript on and
// off: the heart or Quick Apply leads to /auth, which says why; signing in or registering there
// saves the job or sends the application, and the visitor is back where they were, told so.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import {
	DEMO,
	PASSWORD,
	queryE2eDatabase as query,
	registerSeeker,
	submitRegistration,
	submitSignIn,
	toast,
	uniqueEmail,
	uniqueWord,
} from './helpers.ts'
import { listJob } from './listed-jobs.ts'

test.use({ viewport: { width: 390, height: 844 } })
// Each test registers an account or two, and signs in twice with axe between: slow on a busy machine.
test.beforeEach(() => test.slow())

/** A care job of the seeded demo employer, titled with a word no other test uses; its id and title. */
async function careJob(testInfo: TestInfo, prefix: string, role: string) {
	const word = uniqueWord(testInfo, prefix)
	const title = `${word} ${role}`
	const id = await listJob({
		title,
		company: 'Penketh Home Care',
		location: 'Penketh',
		description: 'Visiting older people in their own homes around Penketh and Great Sankey.',
		industry: 'Healthcare',
		contactEmail: 'jobs@penkethhomecare.co.uk',
	})
	return { id, title, word }
}

/** A job seeker registered through the form, then signed out again; their email. */
async function seekerSignedOut(page: Page, testInfo: TestInfo, label: string) {
	const email = uniqueEmail(testInfo, label)
	await registerSeeker(page, email)
	await page.context().clearCookies()
	return email
}

const cardHeart = (page: Page, title: string) =>
	page
		.locator('#jobs')
		.getByRole('article')
		.filter({ hasText: title })
		.getByRole('button', { name: new RegExp(`^(Save ${title}|Remove ${title} from saved jobs)$`) })
const pageHeart = (page: Page, title: string) =>
	page.getByRole('main').getByRole('button', { name: new RegExp(`^(Save ${title}|Remove ${title} from saved jobs)$`) })

async function savedCount(email: string, jobId: number) {
	const [row] = await query<{ count: string }>(
		'select count(*) from saved_job s join "user" u on u.id = s.user_id where u.email = $1 and s.job_id = $2',
		[email, jobId],
	)
	return Number(row?.count)
}

async function expectOnAuthFor(page: Page, heading: string, jobTitle: string) {
	await page.waitForURL((url) => url.pathname === '/auth')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
	await expect(page.getByRole('main')).toContainText(jobTitle)
}

test('signed out, the listing’s heart: sign in, and the job is saved back on the same search', async ({
	page,
	browser,
}, testInfo) => {
	const job = await careJob(testInfo, 'Fin', 'Care Assistant')
	const email = await seekerSignedOut(page, testInfo, 'fin-listing')
	await page.goto(`/?search=${job.word}`)
	await cardHeart(page, job.title).click()

	await expectOnAuthFor(page, 'Sign in to save this job', job.title)
	const authPath = page.url().replace(/^https?:\/\/[^/]+/, '')
	expect(await seriousViolationsAt(page, browser, testInfo, authPath)).toEqual([])
	// A wrong password first: nothing is saved, and the page still says why the visitor is there.
	await submitSignIn(page, email, 'not-the-password')
	await expect(page.getByRole('alert')).toContainText('Sign in failed')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to save this job')
	expect(await savedCount(email, job.id)).toBe(0)
	await submitSignIn(page, email, PASSWORD)

	await page.waitForURL(`/?search=${job.word}`)
	await expect(toast(page, 'Job saved')).toContainText('Welcome back')
	await expect(cardHeart(page, job.title)).toHaveAttribute('aria-pressed', 'true')
	expect(await savedCount(email, job.id)).toBe(1)
})

test('signed out, the job page’s heart: register, and the job is saved back on the job', async ({ page }, testInfo) => {
	const job = await careJob(testInfo, 'Fin', 'Night Carer')
	await page.goto(`/jobs/${job.id}`)
	await pageHeart(page, job.title).click()
	await expectOnAuthFor(page, 'Sign in to save this job', job.title)

	await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Create Account' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account to save this job')
	const email = uniqueEmail(testInfo, 'fin-register')
	await submitRegistration(page, { email, firstName: 'Quentin', lastName: 'Penketh' })

	await page.waitForURL(`/jobs/${job.id}`)
	await expect(toast(page, 'Job saved')).toContainText('Welcome, Quentin!')
	await expect(pageHeart(page, job.title)).toHaveAttribute('aria-pressed', 'true')
	expect(await savedCount(email, job.id)).toBe(1)
	// A new account is welcomed, not welcomed back, on its dashboard too.
	await page.goto('/employee-dashboard')
	await expect(page.getByText('Welcome, Quentin. Track your applications')).toBeVisible()
})

test('an employer who signs in to save a job is told saving is for job seekers', async ({ page }, testInfo) => {
	const job = await careJob(testInfo, 'Fin', 'Senior Carer')
	await page.goto(`/jobs/${job.id}`)
	await pageHeart(page, job.title).click()
	await expectOnAuthFor(page, 'Sign in to save this job', job.title)
	await submitSignIn(page, DEMO.employer.email, DEMO.employer.password)

	await page.waitForURL(`/jobs/${job.id}`)
	await expect(toast(page, 'Only job seekers can save jobs')).toBeVisible()
	expect(await savedCount(DEMO.employer.email, job.id)).toBe(0)
})

/** A complete Quick Apply profile for the account with this email, stored straight in the database. */
async function quickApplyProfile(email: string) {
	await query(
		`insert into quick_apply_profile (user_id, full_name, phone, city, postcode, current_job_title, years_experience, skills,
			qualifications, default_cover_letter, availability_notice, created_at, updated_at)
		 select u.id, 'Priya Sankey', '07700 900123', 'Warrington', 'WA5 1AA', 'Senior Carer', 6, '{"Dementia care"}',
			'{"NVQ Level 3"}', 'Six years of caring for older people in Penketh.', '1month', now(), now()
		 from "user" u where u.email = $1`,
		[email],
	)
}

const quickApplyButton = (page: Page) => page.getByRole('button', { name: /Quick Apply/ })

test('signed out, Quick Apply: sign in, and the application is sent from the job page', async ({
	page,
	browser,
}, testInfo) => {
	const job = await careJob(testInfo, 'Fqa', 'Care Assistant')
	const email = await seekerSignedOut(page, testInfo, 'fin-apply')
	await quickApplyProfile(email)
	await page.goto(`/jobs/${job.id}`)
	await quickApplyButton(page).click()

	await expectOnAuthFor(page, 'Sign in to apply', job.title)
	expect(await seriousViolationsAt(page, browser, testInfo, page.url().replace(/^https?:\/\/[^/]+/, ''))).toEqual([])
	await submitSignIn(page, email, PASSWORD)

	await page.waitForURL(`/jobs/${job.id}`)
	await expect(toast(page, 'Application Submitted!')).toContainText(job.title)
	await expect(page.getByText(/^You applied on /)).toBeVisible()
})

test('signed out, Quick Apply: register, set up Quick Apply, and back on the job apply in one press', async ({
	page,
}, testInfo) => {
	const job = await careJob(testInfo, 'Fqa', 'Night Carer')
	await page.goto(`/jobs/${job.id}`)
	await quickApplyButton(page).click()
	await expectOnAuthFor(page, 'Sign in to apply', job.title)

	await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Create Account' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account to apply')
	await submitRegistration(page, { email: uniqueEmail(testInfo, 'fin-apply-new'), firstName: 'Quentin' })

	await page.waitForURL(`/quick-apply-setup?redirectTo=${encodeURIComponent(`/jobs/${job.id}`)}`)
	await expect(toast(page, 'Set up Quick Apply first')).toContainText(job.title)

	// Saving the profile (the account's name is enough) goes back to the job for one more press.
	await expect(page.getByLabel('Full Name')).toHaveValue('Quentin Stockton')
	await page.getByRole('button', { name: 'Save Profile' }).filter({ visible: true }).click()
	await page.waitForURL(`/jobs/${job.id}`)
	await expect(toast(page, 'Profile Updated!')).toContainText('Press Quick Apply')
	await quickApplyButton(page).click()
	await expect(toast(page, 'Application Submitted!')).toBeVisible()
	await expect(page.getByText(/^You applied on /)).toBeVisible()
})

test('the registration form’s radios each have their own id, and axe finds nothing serious', async ({
	page,
	browser,
}, testInfo) => {
	await page.goto('/auth?tab=register')
	const ids = await page.locator('input[type="radio"]').evaluateAll((radios) => radios.map((radio) => radio.id))
	expect(ids).toHaveLength(2)
	expect(new Set(ids).size).toBe(2)
	await page.getByText('Employer', { exact: true }).click()
	await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked()
	expect(await seriousViolationsAt(page, browser, testInfo, '/auth?tab=register')).toEqual([])
})

test('a page that asks for sign-in is named on /auth, and comes back after', async ({ page }, testInfo) => {
	const email = await seekerSignedOut(page, testInfo, 'fin-page')
	await page.goto('/quick-apply-setup')
	await page.waitForURL((url) => url.pathname === '/auth')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to set up Quick Apply')
	await submitSignIn(page, email, PASSWORD)
	await page.waitForURL('/quick-apply-setup')
	await expect(toast(page, 'Welcome back, Emma!')).toBeVisible()
})
