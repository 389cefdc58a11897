// "Your data, your choice" (decisions 163, 164) on a phone, with JavaScript and without: a job
// seeker downloads their data (a ZIP with the JSON inside and their CV) from My Profile, then
// deletes their account (a wrong password first) and cannot sign in again; an employer deletes
// theirs from the dashboard and their job is gone.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { pdfBytes } from '../fixtures/files.ts'
import { seriousViolationsSignedIn } from './axe.ts'
import {
	PASSWORD,
	postFreeJob,
	registerEmployer,
	registerSeeker,
	signInForm,
	skipProfileWelcome,
	submitSignIn,
	toast,
	uniqueEmail,
} from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' })

/** Deletes the signed-in account from the page open at /account/delete: a wrong password first, then the right one. */
async function deleteAccount(page: Page) {
	await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeVisible()
	await page.getByLabel('Your password').fill('not my password')
	await page.getByRole('button', { name: 'Delete my account' }).click()
	await expect(page.getByText('That password is not right')).toBeVisible()
	await page.getByLabel('Your password').fill(PASSWORD)
	await page.getByRole('button', { name: 'Delete my account' }).click()
	await page.waitForURL('/')
	await expect(toast(page, 'Account deleted')).toBeVisible()
	// Signed out: My Profile asks to sign in.
	await page.goto('/profile')
	await expect(page.getByRole('heading', { name: 'Sign in required' })).toBeVisible()
}

async function cannotSignIn(page: Page, email: string) {
	await page.goto('/auth')
	await submitSignIn(page, email, PASSWORD)
	await expect(signInForm(page).getByText(/Invalid email or password/)).toBeVisible()
}

test('a job seeker downloads their data as a ZIP, then deletes their account and cannot sign in', async ({
	page,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'mydata')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/profile')
	const cvCard = page.getByRole('region', { name: 'CV / Resume' })
	await cvCard.getByLabel('Upload your CV').setInputFiles({
		name: 'Emma Stockton CV.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from(pdfBytes('Emma Stockton')),
	})
	await cvCard.getByRole('button', { name: 'Upload CV' }).click()
	await expect(toast(page, 'CV uploaded successfully!')).toBeVisible()

	const downloading = page.waitForEvent('download')
	await yourData(page).getByRole('link', { name: 'Download my data' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toMatch(/^warrington-jobs-data-\d{4}-\d{2}-\d{2}\.zip$/)
	const zip = await readFile((await download.path())!)
	expect(zip.subarray(0, 2).toString()).toBe('PK')
	const entries = unzipSync(new Uint8Array(zip))
	const data = JSON.parse(new TextDecoder().decode(entries['warrington-jobs-data.json']))
	expect(data.account).toMatchObject({ email, firstName: 'Emma', lastName: 'Stockton', userType: 'employee' })
	expect(JSON.stringify(data)).not.toMatch(/argon2/)
	expect(entries['files/cv/Emma Stockton CV.pdf']).toEqual(pdfBytes('Emma Stockton'))

	await yourData(page).getByRole('link', { name: 'Delete my account' }).click()
	await page.waitForURL('/account/delete')
	await deleteAccount(page)
	await cannotSignIn(page, email)
})

test('an employer deletes their account from the dashboard and their job goes with it', async ({ page }, testInfo) => {
	const email = uniqueEmail(testInfo, 'employergone')
	await registerEmployer(page, { email })
	const jobId = await postFreeJob(page, 'Bench Joiner')
	await yourData(page).getByRole('link', { name: 'Delete my account' }).click()
	await page.waitForURL('/account/delete')
	await expect(page.getByText(/your jobs: they close at once/)).toBeVisible()
	await deleteAccount(page)
	expect((await page.goto(`/jobs/${jobId}`))?.status()).toBe(404)
	await cannotSignIn(page, email)
})

test('My Profile’s data section and /account/delete have no serious axe findings', async ({
	page,
	browser,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'mydataaxe')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	const found = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, [
		'/profile',
		'/account/delete',
	])
	expect(found).toEqual({ '/profile': [], '/account/delete': [] })
})
