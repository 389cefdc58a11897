// The employer dashboard in the browser, with JavaScript on (`js`) and off (`no-js`). Each test
// registers a new employer, so the counts start from nothing.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { seriousViolationsSignedIn } from './axe.ts'
import {
	registerEmployer,
	registerSeeker,
	toast,
	uniqueEmail,
	queryE2eDatabase as query,
	postFreeJob as postJob,
} from './helpers.ts'

/** A new employer, signed in on `page`; the account. */
function newEmployer(page: Page, testInfo: TestInfo) {
	return registerEmployer(page, {
		email: uniqueEmail(testInfo, 'dashboard'),
		firstName: 'Gareth',
		lastName: 'Birchwood',
	})
}

function stat(page: Page, label: string) {
	return page.locator(`[data-stat="${label}"]`)
}

function tab(page: Page, name: RegExp) {
	return page.getByRole('navigation', { name: 'Job status' }).getByRole('link', { name })
}

const CV_TEXT = '%PDF-1.4\n% Priya Shah, joiner, CV\n%%EOF\n'

/** An application to the job, with a stored CV, written straight into the database as the apply form would. */
async function insertApplication(jobId: number) {
	const [file] = await query<{ id: string }>(
		`insert into stored_file (id, file_name, mime_type, size, data, created_at) values (gen_random_uuid(), $1, 'application/pdf', $2, $3, now()) returning id`,
		['Priya Shah CV.pdf', Buffer.byteLength(CV_TEXT), Buffer.from(CV_TEXT)],
	)
	await query(
		`insert into application (job_id, applicant_name, applicant_email, message, covering_letter, cv_file_id, cv_file_name, cv_mime_type, applied_at)
		 values ($1, 'Priya Shah', 'priya.shah@example.co.uk', 'Ten years of site joinery around Warrington.', 'Dear hiring manager, I would like to apply.', $2, 'Priya Shah CV.pdf', 'application/pdf', now())`,
		[jobId, file!.id],
	)
}

test('a new employer starts from nothing, posts a job, deactivates and reactivates it', async ({ page }, testInfo) => {
	await newEmployer(page, testInfo)
	await page.goto('/employer-dashboard')
	await expect(page.getByRole('heading', { name: 'Employer Dashboard', level: 1 })).toBeVisible()
	await expect(stat(page, 'Total Jobs')).toHaveText('0')
	await expect(stat(page, 'Avg per Job')).toHaveText('0')
	await expect(page.getByRole('heading', { name: 'No Active Jobs' })).toBeVisible()
	await expect(page.getByRole('main').locator('a[href="/post-job"]').first()).toBeVisible()

	const title = `Site Joiner ${testInfo.project.name} ${Date.now()}`
	await postJob(page, title)
	await expect(stat(page, 'Total Jobs')).toHaveText('1')
	await expect(stat(page, 'Active Jobs')).toHaveText('1')
	await expect(tab(page, /^Active Jobs \(1\)$/)).toHaveAttribute('aria-current', 'page')
	const card = page.getByRole('article', { name: title })
	await expect(card).toContainText('Latchford')
	await expect(card).toContainText('0 applications')

	await card.getByRole('button', { name: /^Deactivate/ }).click()
	await expect(toast(page, 'Job Updated')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'No Active Jobs' })).toBeVisible()
	await expect(stat(page, 'Active Jobs')).toHaveText('0')
	await tab(page, /^Inactive Jobs \(1\)$/).click()
	await expect(page).toHaveURL('/employer-dashboard?tab=inactive')
	await expect(card.getByText('Inactive', { exact: true })).toBeVisible()

	await card.getByRole('button', { name: /^Activate/ }).click()
	await expect(toast(page, 'Job Updated')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'No Inactive Jobs' })).toBeVisible()
	await tab(page, /^Active Jobs \(1\)$/).click()
	await expect(card).toBeVisible()
	await expect(stat(page, 'Active Jobs')).toHaveText('1')
})

test('deleting a job asks first: Cancel keeps it, confirming deletes it', async ({ page }, testInfo) => {
	await newEmployer(page, testInfo)
	const title = `Shopfitter ${testInfo.project.name} ${Date.now()}`
	await postJob(page, title)
	const card = page.getByRole('article', { name: title })

	await card.getByRole('link', { name: /^Delete/ }).click()
	await expect(page).toHaveURL(/confirmDelete=\d+/)
	await expect(card.getByRole('heading', { name: 'Delete this job?' })).toBeVisible()
	await card.getByRole('link', { name: 'Cancel' }).click()
	await expect(card.getByRole('heading', { name: 'Delete this job?' })).toHaveCount(0)
	await expect(stat(page, 'Total Jobs')).toHaveText('1')

	await card.getByRole('link', { name: /^Delete/ }).click()
	await card.getByRole('button', { name: 'Yes, Delete Job' }).click()
	await expect(toast(page, 'Job Deleted')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'No Active Jobs' })).toBeVisible()
	await expect(stat(page, 'Total Jobs')).toHaveText('0')
})

test('an employer sees an application with its covering letter and downloads the CV', async ({ page }, testInfo) => {
	await newEmployer(page, testInfo)
	const title = `Bench Joiner ${testInfo.project.name} ${Date.now()}`
	const jobId = await postJob(page, title)
	const card = page.getByRole('article', { name: title })
	await card.getByRole('link', { name: /^View Applications \(0\)/ }).click()
	await expect(card.getByText('No Applications Yet')).toBeVisible()

	await insertApplication(jobId)
	await page.goto('/employer-dashboard')
	await expect(stat(page, 'Applications')).toHaveText('1')
	await expect(stat(page, 'Avg per Job')).toHaveText('1')
	await card.getByRole('link', { name: /^View Applications \(1\)/ }).click()
	const applications = card.getByRole('region', { name: `Applications for ${title}` })
	await expect(applications).toContainText('Priya Shah')
	await expect(applications.getByRole('link', { name: 'priya.shah@example.co.uk' })).toHaveAttribute(
		'href',
		'mailto:priya.shah@example.co.uk',
	)
	await expect(applications).toContainText('Ten years of site joinery around Warrington.')
	await expect(applications).toContainText('Dear hiring manager, I would like to apply.')

	const downloading = page.waitForEvent('download')
	await applications.getByRole('link', { name: /Priya Shah CV\.pdf/ }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe('Priya Shah CV.pdf')
	expect(await readFile((await download.path())!, 'utf8')).toBe(CV_TEXT)
	await expect(card.getByRole('link', { name: 'View Job' })).toHaveAttribute('href', `/jobs/${jobId}`)
})

test('another employer cannot open the CV', async ({ page, browser }, testInfo) => {
	// Two new accounts, a posted job and an application.
	test.slow()
	await newEmployer(page, testInfo)
	const jobId = await postJob(page, `Joiner ${testInfo.project.name} ${Date.now()}`)
	await insertApplication(jobId)
	const [row] = await query<{ id: number }>('select id from application where job_id = $1', [jobId])
	if (!row) throw new Error('The application was not stored')

	const { baseURL, javaScriptEnabled } = testInfo.project.use
	const otherBrowser = await browser.newContext({ baseURL, javaScriptEnabled })
	try {
		const other = await otherBrowser.newPage()
		await newEmployer(other, testInfo)
		const response = await other.request.get(`/api/applications/${jobId}/${row.id}/cv`)
		expect(response.status()).toBe(404)
		// The owner's own browser gets it.
		expect((await page.request.get(`/api/applications/${jobId}/${row.id}/cv`)).status()).toBe(200)
	} finally {
		await otherBrowser.close()
	}
})

test('a job seeker sees the employer-only message', async ({ page }, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'seeker-dashboard'))
	await page.goto('/employer-dashboard')
	await expect(page.getByText('You need to be logged in as an employer to access this dashboard.')).toBeVisible()
	await expect(page.getByText('You are signed in as a job seeker.')).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Go to your Dashboard' })).toHaveAttribute(
		'href',
		'/employee-dashboard',
	)
	await page.context().clearCookies()
	await page.goto('/employer-dashboard')
	await expect(page.getByText('You need to be logged in as an employer to access this dashboard.')).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
		'href',
		'/auth?redirectTo=%2Femployer-dashboard',
	)
})

test('/employer-dashboard has no serious or critical axe violations', async ({ page, browser }, testInfo) => {
	// A second browser session and three axe runs.
	test.slow()
	const account = await newEmployer(page, testInfo)
	const jobId = await postJob(page, `Joiner ${testInfo.project.name} ${Date.now()}`)
	await insertApplication(jobId)
	const paths = [
		'/employer-dashboard',
		`/employer-dashboard?applications=${jobId}`,
		`/employer-dashboard?confirmDelete=${jobId}`,
	]
	expect(await seriousViolationsSignedIn(browser, testInfo, account, paths)).toEqual(
		Object.fromEntries(paths.map((path) => [path, []])),
	)
})
