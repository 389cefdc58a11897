// A signed-in person's listing and job pages, made from the page every visitor shares with their
// own parts put in (decision 239): their header and saved hearts, with JavaScript (hydrated as
// drawn: no redraw, no error) and without, and after signing out the anonymous page again.
import { expect, test, type Page } from '@playwright/test'
import {
	DEMO,
	expectSignedIn,
	expectSignedOut,
	header,
	hydrated,
	registerSeeker,
	signIn,
	toast,
	uniqueEmail,
	uniqueWord,
} from './helpers.ts'
import { listCareJobTitled } from './listed-jobs.ts'

const card = (page: Page, title: string) => page.locator('#jobs').getByRole('article').filter({ hasText: title })
const heart = (page: Page, title: string) =>
	card(page, title).getByRole('button', { name: new RegExp(`^(Save ${title}|Remove ${title} from saved jobs)$`) })

/** Errors the page reports: a hydration mismatch, a script the CSP refused. */
function pageErrors(page: Page) {
	const errors: string[] = []
	page.on('pageerror', (error) => errors.push(error.message))
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	return errors
}

test('a seeker sees their header and saved hearts on the listing and a job page, and the anonymous page once signed out', async ({
	page,
}, testInfo) => {
	const errors = pageErrors(page)
	const word = uniqueWord(testInfo, 'Own')
	const title = `${word} Care Assistant`
	const id = await listCareJobTitled(title)
	await registerSeeker(page, uniqueEmail(testInfo, 'own-pages'))

	// The first visit renders the shared page and keeps it (in the background); a later one is made
	// from the kept page, unless a job written meanwhile (another test's) has retired it.
	await expect
		.poll(
			async () => {
				const listing = await page.goto(`/?search=${word}`)
				expect(listing?.headers()['cache-control']).toBe('private, no-store')
				return listing?.headers()['x-shared-render']
			},
			{ timeout: 30_000 },
		)
		.toBe('hit')
	await hydrated(page)
	await expectSignedIn(page, '/employee-dashboard')
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false')

	await heart(page, title).click()
	await expect(toast(page, 'Job saved!')).toBeVisible()
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true')
	await page.reload()
	await hydrated(page)
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true')
	await expectSignedIn(page, '/employee-dashboard')

	const jobPage = await page.goto(`/jobs/${id}`)
	expect(jobPage?.headers()['x-shared-render']).toMatch(/^(hit|miss)$/)
	await hydrated(page)
	await expectSignedIn(page, '/employee-dashboard')
	await expect(page.getByRole('button', { name: `Remove ${title} from saved jobs` })).toHaveText('Saved')

	await page.goto(`/?search=${word}`)
	await hydrated(page)
	await heart(page, title).click()
	await expect(toast(page, 'Job removed')).toBeVisible()
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false')

	await header(page).getByRole('button', { name: 'Sign Out' }).click()
	// Signed out before the next visit: with JavaScript the header holds the form until its code is
	// there (decision 252), and a visit started sooner would leave the session as it was.
	await expect(toast(page, 'Logged out')).toBeVisible()
	await page.goto(`/?search=${word}`)
	await expectSignedOut(page)
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false')
	expect(errors).toEqual([])
})

test("an employer's header is the employer's", async ({ page }) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/')
	await hydrated(page)
	await expectSignedIn(page, '/employer-dashboard')
	await expect(page.locator('#jobs').getByRole('button', { name: /^Save / })).toHaveCount(0)
})
