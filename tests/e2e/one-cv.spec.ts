// One CV per job seeker (issue 15; decisions 110 and 111), on a phone, with JavaScript and without:
// a CV uploaded on Quick Apply setup is the one My Profile shows (and the other way round), the
// dashboard's completeness counts it, a custom application sends it without a file being chosen,
// and deleting it asks first.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolations, seriousViolationsSignedIn } from './axe.ts'
import {
	PASSWORD,
	queryE2eDatabase as query,
	registerSeeker,
	skipProfileWelcome,
	toast,
	uniqueEmail,
	uniqueWord,
	hydrated,
} from './helpers.ts'
import { listJob } from './listed-jobs.ts'

test.use({ viewport: { width: 390, height: 844 } })

const PDF_TEXT = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Emma Stockton, care assistant, CV\n%%EOF\n'
const cvFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(PDF_TEXT) })

const stat = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`)
const cvCard = (page: Page) => page.getByRole('region', { name: 'CV / Resume' })

async function listedJob(testInfo: TestInfo) {
	const title = `${uniqueWord(testInfo, 'Cv')} Care Assistant`
	const id = await listJob({
		title,
		company: 'Sankey Brook Care',
		location: 'Great Sankey',
		description: 'Supporting older people in their own homes around Great Sankey and Penketh.',
		industry: 'Healthcare',
		contactEmail: 'jobs@sankeybrookcare.co.uk',
	})
	return { id, title }
}

/** Opens "Apply with Custom Details": the dialog with JavaScript, the apply page without. */
async function openCustomApplication(page: Page, testInfo: TestInfo, jobId: number) {
	await page.goto(`/jobs/${jobId}`)
	await hydrated(page)
	await page.getByRole('link', { name: 'Apply with Custom Details' }).click()
	if (testInfo.project.name === 'js') {
		const dialog = page.getByRole('dialog', { name: 'Apply with Custom Details' })
		await expect(dialog).toBeVisible()
		return dialog
	}
	await page.waitForURL(`/jobs/${jobId}/apply`)
	return page.locator('main')
}

test('a new seeker uploads a CV on Quick Apply setup, sees it on My Profile, the dashboard counts it, and applies with it', async ({
	page,
	browser,
}, testInfo) => {
	test.slow()
	const email = uniqueEmail(testInfo, 'onecv')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/employee-dashboard')
	await expect(stat(page, 'Profile Complete')).toHaveText('40%')

	await page.goto('/quick-apply-setup')
	await page.getByLabel('Upload CV').setInputFiles(cvFile('Emma Stockton CV.pdf'))
	await page.getByRole('button', { name: 'Save Profile' }).last().click()
	await expect(toast(page, 'Profile Updated!')).toBeVisible()
	const setupCv = page.getByTestId('current-cv')
	await expect(setupCv).toContainText('Emma Stockton CV.pdf')
	await expect(setupCv).toContainText('same CV as on My Profile')

	await page.goto('/profile')
	await expect(cvCard(page).getByTestId('current-cv')).toContainText('Emma Stockton CV.pdf')

	// The CV (40) and the Quick Apply profile just saved (20) are counted: complete, so no alert.
	await page.goto('/employee-dashboard')
	await expect(stat(page, 'Profile Complete')).toHaveText('100%')
	await expect(page.getByRole('heading', { name: /Your profile is \d+% complete/ })).toHaveCount(0)

	const job = await listedJob(testInfo)
	const form = await openCustomApplication(page, testInfo, job.id)
	await expect(form.getByRole('radio', { name: /^Use my saved CV/ })).toBeChecked()
	await expect(form.getByTestId('saved-cv')).toContainText('Emma Stockton CV.pdf, uploaded ')
	await expect(form.getByRole('radio', { name: 'Upload a different CV' })).not.toBeChecked()
	await expect(form.getByRole('radio', { name: 'Apply without a CV' })).not.toBeChecked()
	if (testInfo.project.name === 'js') expect(await seriousViolations(page)).toEqual([])
	await form.getByRole('button', { name: 'Submit Application' }).click()
	await expect(toast(page, 'Application submitted!')).toBeVisible()
	await expect(page).toHaveURL(`/jobs/${job.id}`)

	// The application has its own copy of the saved CV.
	const [sent] = await query<{ cv_file_name: string; cv_file_id: string; saved_id: string; data: Buffer }>(
		`select a.cv_file_name, a.cv_file_id, u.cv_file_id as saved_id, f.data from application a
		 join "user" u on u.email = $1 join stored_file f on f.id = a.cv_file_id where a.job_id = $2`,
		[email, job.id],
	)
	expect(sent?.cv_file_name).toBe('Emma Stockton CV.pdf')
	expect(sent?.cv_file_id).not.toBe(sent?.saved_id)
	expect(sent?.data.toString()).toBe(PDF_TEXT)

	const another = await listedJob(testInfo)
	const found = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, [
		'/quick-apply-setup',
		'/profile',
		'/employee-dashboard',
		`/jobs/${another.id}/apply`,
	])
	expect(found).toEqual({
		'/quick-apply-setup': [],
		'/profile': [],
		'/employee-dashboard': [],
		[`/jobs/${another.id}/apply`]: [],
	})
})

test('a CV uploaded on My Profile shows on Quick Apply setup and counts on the dashboard; another file can still be sent', async ({
	page,
}, testInfo) => {
	const seekerEmail = uniqueEmail(testInfo, 'onecv-profile')
	await registerSeeker(page, seekerEmail)
	await skipProfileWelcome(seekerEmail)
	await page.goto('/profile')
	await cvCard(page).getByLabel('Upload your CV').setInputFiles(cvFile('Emma CV 2026.pdf'))
	await cvCard(page).getByRole('button', { name: 'Upload CV' }).click()
	await expect(toast(page, 'CV uploaded successfully!')).toBeVisible()

	await page.goto('/quick-apply-setup')
	await expect(page.getByTestId('current-cv')).toContainText('Emma CV 2026.pdf')
	await expect(page.getByLabel('Replace CV')).toBeVisible()

	await page.goto('/employee-dashboard')
	await expect(stat(page, 'Profile Complete')).toHaveText('80%')
	await expect(page.getByText('Add your Quick Apply profile')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/quick-apply-setup')

	// Choosing another file sends that one (without JavaScript, even with the default tick left).
	const job = await listedJob(testInfo)
	const form = await openCustomApplication(page, testInfo, job.id)
	if (testInfo.project.name === 'js') await form.getByRole('radio', { name: 'Upload a different CV' }).check()
	await form.getByLabel('CV file').setInputFiles(cvFile('Cover CV for care.pdf'))
	if (testInfo.project.name === 'js')
		await expect(form.getByRole('radio', { name: 'Upload a different CV' })).toBeChecked()
	await form.getByRole('button', { name: 'Submit Application' }).click()
	await expect(toast(page, 'Application submitted!')).toBeVisible()
	const [sent] = await query<{ cv_file_name: string }>('select cv_file_name from application where job_id = $1', [
		job.id,
	])
	expect(sent?.cv_file_name).toBe('Cover CV for care.pdf')
})

test('"Delete CV" asks first: Cancel keeps the CV, "Yes, delete my CV" deletes it', async ({
	page,
	browser,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'onecv-delete')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/profile')
	await cvCard(page).getByLabel('Upload your CV').setInputFiles(cvFile('Emma Stockton CV.pdf'))
	await cvCard(page).getByRole('button', { name: 'Upload CV' }).click()
	await expect(toast(page, 'CV uploaded successfully!')).toBeVisible()

	await cvCard(page).getByRole('link', { name: 'Delete CV' }).click()
	if (testInfo.project.name === 'js') {
		const dialog = page.getByRole('dialog', { name: 'Delete your CV?' })
		await expect(dialog).toBeVisible()
		await expect(dialog).toContainText('Emma Stockton CV.pdf')
		expect(await seriousViolations(page)).toEqual([])
		await dialog.getByRole('button', { name: 'Cancel' }).click()
		await expect(dialog).toBeHidden()
	} else {
		await expect(page).toHaveURL('/profile?confirm=delete-cv#delete-cv')
		const question = page.getByRole('region', { name: 'Delete your CV?' })
		await expect(question).toContainText('Emma Stockton CV.pdf')
		await question.getByRole('link', { name: 'Cancel' }).click()
		await expect(page).toHaveURL('/profile')
		await expect(page.getByRole('region', { name: 'Delete your CV?' })).toHaveCount(0)
	}
	await expect(cvCard(page).getByTestId('current-cv')).toContainText('Emma Stockton CV.pdf')

	await cvCard(page).getByRole('link', { name: 'Delete CV' }).click()
	await page.getByRole('button', { name: 'Yes, delete my CV' }).click()
	await expect(toast(page, 'CV deleted')).toBeVisible()
	await expect(cvCard(page)).toContainText('No CV uploaded yet')

	// The question as a page (without JavaScript) has no serious violations either.
	await page.goto('/profile')
	await cvCard(page).getByLabel('Upload your CV').setInputFiles(cvFile('Emma Stockton CV.pdf'))
	await cvCard(page).getByRole('button', { name: 'Upload CV' }).click()
	await expect(toast(page, 'CV uploaded successfully!')).toBeVisible()
	const found = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, [
		'/profile?confirm=delete-cv',
	])
	expect(found).toEqual({ '/profile?confirm=delete-cv': [] })
})
