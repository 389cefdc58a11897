// Applying from the job page, with JavaScript (the custom application in a dialog, fetchers) and
// without it (the page /jobs/{id}/apply, plain form posts). Each test lists its own job for a
// new employer, so the employer's dashboard shows only that test's applications.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { seriousViolations } from './axe.ts'
import {
	latestMail,
	registerEmployer,
	registerSeeker,
	signIn,
	toast,
	uniqueEmail,
	uniqueWord,
	queryE2eDatabase as query,
	hydrated,
} from './helpers.ts'
import { listJob } from './listed-jobs.ts'

const CV_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Priya Sankey, care assistant, CV\n%%EOF\n'

async function applicationCount(jobId: number) {
	const [row] = await query<{ count: string }>('select count(*) from application where job_id = $1', [jobId])
	return Number(row?.count)
}

/** A new employer (registered through the form, then signed out) and a job of theirs listed straight in the database. */
async function employerWithJob(page: Page, testInfo: TestInfo) {
	const employer = await registerEmployer(page, {
		email: uniqueEmail(testInfo, 'hiring'),
		firstName: 'Gareth',
		lastName: 'Birchwood',
	})
	await page.context().clearCookies()
	const title = `${uniqueWord(testInfo, 'Apl')} Care Assistant`
	const id = await listJob(
		{
			title,
			company: 'Sankey Brook Care',
			location: 'Great Sankey',
			description: 'Supporting older people in their own homes around Great Sankey and Penketh.',
			industry: 'Healthcare',
			contactEmail: 'jobs@sankeybrookcare.co.uk',
		},
		employer.email,
	)
	return { employer, job: { id, title } }
}

/** A complete Quick Apply profile for the account with this email, stored straight in the database. */
async function quickApplyProfile(email: string) {
	await query(
		`insert into quick_apply_profile (user_id, full_name, phone, city, postcode, current_job_title, years_experience, skills, qualifications,
			default_cover_letter, availability_notice, created_at, updated_at)
		 select u.id, 'Priya Sankey', '07700 900123', 'Warrington', 'WA5 1AA', 'Senior Carer', 6, '{"Dementia care","Medication rounds"}',
			'{"NVQ Level 3"}', 'Six years of caring for older people in Great Sankey.', '1month', now(), now()
		 from "user" u where u.email = $1`,
		[email],
	)
}

/** Opens "Apply with Custom Details": the dialog with JavaScript, the apply page without. */
async function openCustomApplication(page: Page, testInfo: TestInfo, jobId: number) {
	await hydrated(page)
	await page.getByRole('link', { name: 'Apply with Custom Details' }).click()
	if (testInfo.project.name === 'js') {
		const dialog = page.getByRole('dialog', { name: 'Apply with Custom Details' })
		await expect(dialog).toBeVisible()
		await expect(dialog.getByLabel('Full Name')).toBeFocused()
		return dialog
	}
	await page.waitForURL(`/jobs/${jobId}/apply`)
	await expect(page.getByRole('heading', { level: 1, name: 'Apply with Custom Details' })).toBeVisible()
	return page.locator('main')
}

async function fillApplication(
	form: ReturnType<Page['locator']>,
	fields: { name?: string; email?: string; withCv?: boolean },
) {
	if (fields.name !== undefined) await form.getByLabel('Full Name').fill(fields.name)
	if (fields.email !== undefined) await form.getByLabel('Email Address').fill(fields.email)
	await form.getByLabel('Message (optional)').fill('I can start straight away and drive.')
	await form
		.getByLabel('Covering Letter (optional)')
		.fill('Dear Sankey Brook Care, I have six years of home care experience.')
	if (fields.withCv)
		await form
			.getByLabel('CV (optional)')
			.setInputFiles({ name: 'Priya Sankey CV.pdf', mimeType: 'application/pdf', buffer: Buffer.from(CV_TEXT) })
}

test('signed out, a job seeker applies with a CV and the employer reads it and downloads the CV', async ({
	page,
}, testInfo) => {
	test.slow()
	const { employer, job } = await employerWithJob(page, testInfo)
	const applicant = uniqueEmail(testInfo, 'priya')
	await page.goto(`/jobs/${job.id}`)
	const form = await openCustomApplication(page, testInfo, job.id)
	await fillApplication(form, { name: 'Priya Sankey', email: applicant, withCv: true })
	await form.getByRole('button', { name: 'Submit Application' }).click()

	await expect(toast(page, 'Application submitted!')).toContainText('Your application has been sent to the employer.')
	await expect(page).toHaveURL(`/jobs/${job.id}`)
	if (testInfo.project.name === 'js') {
		await expect(page.getByRole('dialog')).toBeHidden()
		await expect(page.getByRole('link', { name: 'Apply with Custom Details' })).toBeFocused()
	}

	// The employer is told by email, with a link to the dashboard.
	const [mail] = await query<{ subject: string; text: string }>(
		// Not the verification mail their registration sent.
		'select subject, text from mail_outbox where "to" = $1 and subject like \'New application%\'',
		[employer.email],
	)
	expect(mail?.subject).toBe(`New application for ${job.title}`)
	expect(mail?.text).toContain(applicant)
	expect(mail?.text).toContain('/employer-dashboard')

	await signIn(page, employer.email, employer.password)
	await page.goto(`/employer-dashboard?applications=${job.id}`)
	const applications = page.getByRole('region', { name: `Applications for ${job.title}` })
	await expect(applications).toContainText('Priya Sankey')
	await expect(applications).toContainText(applicant)
	await expect(applications).toContainText('I have six years of home care experience.')
	const downloading = page.waitForEvent('download')
	await applications.getByRole('link', { name: /Priya Sankey CV\.pdf/ }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe('Priya Sankey CV.pdf')
	expect(await readFile((await download.path())!, 'utf8')).toBe(CV_TEXT)
})

test('a signed-in seeker applies with their name and email filled in, then sees when they applied', async ({
	page,
}, testInfo) => {
	const { job } = await employerWithJob(page, testInfo)
	const email = uniqueEmail(testInfo, 'seeker')
	await registerSeeker(page, email)
	await page.goto(`/jobs/${job.id}`)
	const form = await openCustomApplication(page, testInfo, job.id)
	await expect(form.getByLabel('Full Name')).toHaveValue('Emma Stockton')
	await expect(form.getByLabel('Email Address')).toHaveValue(email)
	await fillApplication(form, { withCv: true })
	await form.getByRole('button', { name: 'Submit Application' }).click()

	await expect(toast(page, 'Application submitted!')).toBeVisible()
	const panel = page.getByRole('complementary', { name: 'Apply for this job' })
	await expect(panel).toContainText(/You applied on \d{1,2} [A-Z][a-z]+ \d{4}\./)
	await expect(panel.getByRole('button', { name: /Quick Apply/ })).toHaveCount(0)
	await expect(panel.getByRole('link', { name: 'Apply with Custom Details' })).toHaveCount(0)

	await page.goto(`/jobs/${job.id}/apply`)
	await expect(page.getByText(/You applied for this job on \d{1,2} [A-Z][a-z]+ \d{4}\./)).toBeVisible()
	await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0)
})

test('signed out, applying twice with the same email is answered as new; the first stands and the address is told', async ({
	page,
}, testInfo) => {
	const { job } = await employerWithJob(page, testInfo)
	const applicant = uniqueEmail(testInfo, 'twice')
	for (const attempt of [1, 2]) {
		await page.goto(`/jobs/${job.id}`)
		const form = await openCustomApplication(page, testInfo, job.id)
		await fillApplication(form, { name: attempt === 1 ? 'Tom Orford' : 'Someone Else', email: applicant })
		await form.getByRole('button', { name: 'Submit Application' }).click()
		// The same answer both times: the page never says whether, or when, this address applied.
		await expect(toast(page, 'Application submitted!')).toBeVisible()
		await expect(page).toHaveURL(`/jobs/${job.id}`)
	}
	await expect(page.getByText(/You applied/)).toHaveCount(0)
	expect(await applicationCount(job.id)).toBe(1)
	const mail = await latestMail(applicant)
	expect(mail.subject).toBe(`Your application for ${job.title}`)
	expect(mail.text).toMatch(/already applied for this job on \d{1,2} [A-Z][a-z]+ \d{4}\./)
})

test('the form refuses a file that is not a CV, keeping what was typed', async ({ page }, testInfo) => {
	const { job } = await employerWithJob(page, testInfo)
	await page.goto(`/jobs/${job.id}`)
	const form = await openCustomApplication(page, testInfo, job.id)
	await fillApplication(form, { name: 'Tom Orford', email: uniqueEmail(testInfo, 'notcv') })
	await form
		.getByLabel('CV (optional)')
		.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') })
	await form.getByRole('button', { name: 'Submit Application' }).click()
	await expect(form.getByText('Invalid file type. Please upload a PDF, DOC, or DOCX file.')).toBeVisible()
	await expect(form.getByLabel('Full Name')).toHaveValue('Tom Orford')
	expect(await applicationCount(job.id)).toBe(0)
})

test('Quick Apply: signed out it leads to sign-in, without a profile it asks for one, with a profile it applies', async ({
	page,
}, testInfo) => {
	test.slow()
	const { employer, job } = await employerWithJob(page, testInfo)
	await page.goto(`/jobs/${job.id}`)
	await page.getByRole('button', { name: /Quick Apply/ }).click()
	await page.waitForURL((url) => url.pathname === '/auth')
	expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/jobs/${job.id}`)

	const email = uniqueEmail(testInfo, 'quick')
	await registerSeeker(page, email)
	await page.goto(`/jobs/${job.id}`)
	await expect(page.getByRole('link', { name: 'Set up Quick Apply' })).toHaveAttribute('href', '/quick-apply-setup')
	await page.getByRole('button', { name: /Quick Apply/ }).click()
	await expect(toast(page, 'Set up Quick Apply first')).toContainText('complete your profile')

	await quickApplyProfile(email)
	await page.reload()
	await page.getByRole('button', { name: /Quick Apply/ }).click()
	await expect(toast(page, 'Application Submitted! ⚡')).toContainText(
		'Your application was submitted instantly using your profile information.',
	)
	await expect(page.getByRole('complementary', { name: 'Apply for this job' })).toContainText(/You applied on /)

	// The employer sees what the profile said.
	await page.context().clearCookies()
	await signIn(page, employer.email, employer.password)
	await page.goto(`/employer-dashboard?applications=${job.id}`)
	const applications = page.getByRole('region', { name: `Applications for ${job.title}` })
	await expect(applications).toContainText('Priya Sankey')
	await expect(applications).toContainText('Quick Apply')
	await expect(applications).toContainText('07700 900123')
	await expect(applications).toContainText('Senior Carer')
	await expect(applications).toContainText('Dementia care, Medication rounds')
	await expect(applications).toContainText('1 month notice')
})

test('the job page with its apply panel and the apply page have no serious accessibility violations', async ({
	page,
	browser,
}, testInfo) => {
	test.slow()
	const { job } = await employerWithJob(page, testInfo)
	// axe runs inside the page, so it needs JavaScript: without it, the app's own scripts are
	// blocked instead, so that axe sees the pages exactly as the server sent them.
	const { baseURL, viewport, userAgent } = testInfo.project.use
	const context =
		testInfo.project.name === 'js'
			? page.context()
			: await browser.newContext({ baseURL, viewport, userAgent, javaScriptEnabled: true })
	try {
		if (testInfo.project.name === 'no-js') {
			await context.route('**/*', (route) =>
				route.request().resourceType() === 'script' ? route.abort() : route.continue(),
			)
		}
		const screen = testInfo.project.name === 'js' ? page : await context.newPage()
		await screen.goto(`/jobs/${job.id}`)
		expect(await seriousViolations(screen)).toEqual([])
		if (testInfo.project.name === 'js') {
			await screen.getByRole('link', { name: 'Apply with Custom Details' }).click()
			await expect(screen.getByRole('dialog')).toBeVisible()
			expect(await seriousViolations(screen)).toEqual([])
			await screen.keyboard.press('Escape')
			await expect(screen.getByRole('dialog')).toBeHidden()
			await expect(screen.getByRole('link', { name: 'Apply with Custom Details' })).toBeFocused()
		}
		await screen.goto(`/jobs/${job.id}/apply`)
		expect(await seriousViolations(screen)).toEqual([])
		// With the server's field errors shown too (the browser lets "a@b" through as an email).
		await screen.getByLabel('Full Name').fill('A')
		await screen.getByLabel('Email Address').fill('a@b')
		await screen.getByRole('button', { name: 'Submit Application' }).click()
		await expect(screen.getByText('Please enter a valid email address')).toBeVisible()
		expect(await seriousViolations(screen)).toEqual([])
	} finally {
		if (context !== page.context()) await context.close()
	}
})
