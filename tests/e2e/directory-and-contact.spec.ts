// The business directory, submitting a business (approved by an admin before it is listed), the
// contact form and the partnership enquiry, on a phone, with JavaScript and without.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { seriousViolationsAt, seriousViolationsSignedIn } from './axe.ts'
import { DEMO, queryE2eDatabase, registerSeeker, signIn, toast, uniqueEmail } from './helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

const INBOX = 'hello@warringtonjobs.co.uk'

/** The site inbox's mail with this subject, once it has arrived in the outbox. */
async function inboxMail(subject: string) {
	let text = ''
	await expect
		.poll(
			async () => {
				const rows = await queryE2eDatabase<{ text: string }>(
					'select text from mail_outbox where "to" = $1 and subject = $2',
					[INBOX, subject],
				)
				text = rows[0]?.text ?? ''
				return rows.length
			},
			{ message: `a mail "${subject}" to the site inbox`, timeout: 10_000 },
		)
		.toBe(1)
	return text
}

/** The demo admin's browser, as the project's (JavaScript on or off), on /admin. */
async function adminInbox(browser: Browser, testInfo: TestInfo) {
	const context = await browser.newContext({
		baseURL: testInfo.project.use.baseURL,
		viewport: { width: 390, height: 844 },
		javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true,
	})
	const page = await context.newPage()
	await signIn(page, DEMO.admin.email, DEMO.admin.password)
	await page.goto('/admin')
	await expect(page.getByRole('heading', { level: 1, name: 'Admin Inbox' })).toBeVisible()
	return page
}

/** One item of the admin inbox, by its heading. */
const inboxItem = (page: Page, heading: string) =>
	page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) })

function unique(testInfo: { project: { name: string } }) {
	return `${testInfo.project.name}-${Date.now()}`
}

async function noHorizontalScroll(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('a submitted business is listed in the directory once an admin approves it', async ({
	page,
	browser,
}, testInfo) => {
	const businessName = `Padgate Bike Repairs ${unique(testInfo)}`
	await page.goto('/business-directory')
	await expect(page.getByRole('heading', { level: 1, name: 'Warrington Business Directory' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Major Employers' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Stockton Heath Bakery' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Latchford Lock Café' })).toHaveCount(0)

	await page.getByRole('link', { name: 'Submit Your Business' }).first().click()
	await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/business-directory')

	await registerSeeker(page, uniqueEmail(testInfo, 'directory'))
	await page.goto('/submit-business')
	await page.getByLabel('Business name').fill(businessName)
	await page.getByLabel('Category').selectOption('Retail')
	await page.getByLabel('Description').fill('Bike servicing and repairs while you wait, near Padgate station.')
	await page.getByLabel('Address').fill('14 Station Road, Padgate, Warrington WA2 0QE')
	await page.getByLabel('Business email').fill('fix@padgatebikes.example')
	await page.getByLabel('Website (optional)').fill('https://padgatebikes.example')
	await page.getByLabel('Number of employees (optional)').selectOption('1-10')
	await page.getByRole('button', { name: 'Submit Business' }).click()

	const confirmation = page.getByRole('status').filter({ hasText: 'Business submitted successfully!' })
	await expect(confirmation).toBeVisible()
	await expect(confirmation).toContainText('2-3 business days')
	await noHorizontalScroll(page)

	await page.goto('/business-directory')
	await expect(page.getByRole('heading', { name: businessName })).toHaveCount(0)
	const admin = await adminInbox(browser, testInfo)
	await inboxItem(admin, businessName).getByRole('button', { name: 'Approve' }).click()
	await expect(toast(admin, 'Done')).toContainText(`${businessName} is now in the Business Directory.`)
	await expect(inboxItem(admin, businessName)).toHaveCount(0)
	await admin.context().close()
	await page.reload()
	const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: businessName }) })
	await expect(listed).toContainText('14 Station Road, Padgate')
	await expect(listed).toContainText('1-10')
	await expect(listed.getByRole('link', { name: 'padgatebikes.example' })).toBeVisible()
})

test('a contact message is confirmed on the page, mailed to the site inbox, and handled in the admin inbox', async ({
	page,
	browser,
}, testInfo) => {
	const subject = `Question about a warehouse job ${unique(testInfo)}`
	await page.goto('/contact')
	await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
	await expect(page.getByRole('link', { name: `Email ${INBOX}` })).toHaveAttribute('href', /^mailto:hello@/)

	await page.getByLabel('Name', { exact: true }).fill('A')
	await page.getByLabel('Email', { exact: true }).fill('ravi.patel@example.co.uk')
	await page.getByLabel('What is it about?').selectOption('job-seeker')
	await page.getByLabel('Subject').fill(subject)
	await page.getByLabel('Message', { exact: true }).fill('Is the night shift at Omega still open to new starters?')
	await page.getByRole('button', { name: 'Send Message' }).click()
	await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
	await page.getByLabel('Name', { exact: true }).fill('Ravi Patel')
	await page.getByRole('button', { name: 'Send Message' }).click()

	const sent = page.getByRole('status').filter({ hasText: 'Message sent!' })
	await expect(sent).toBeVisible()
	await expect(sent).toContainText('We typically reply within 24 hours')
	await noHorizontalScroll(page)
	const mail = await inboxMail(`Contact: ${subject}`)
	expect(mail).toContain('Ravi Patel <ravi.patel@example.co.uk>')
	expect(mail).toContain('Is the night shift at Omega still open to new starters?')

	const admin = await adminInbox(browser, testInfo)
	const item = inboxItem(admin, subject)
	await expect(item).toContainText('Ravi Patel, ravi.patel@example.co.uk')
	await item.getByRole('button', { name: 'Mark Handled' }).click()
	await expect(toast(admin, 'Done')).toContainText('The message is marked handled.')
	await expect(inboxItem(admin, subject)).toHaveCount(0)
	await admin.context().close()
})

test('a partnership enquiry is confirmed, the form is empty again, and the inbox gets it', async ({
	page,
}, testInfo) => {
	const companyName = `Woolston Logistics ${unique(testInfo)}`
	await page.goto('/employer-outreach')
	await expect(page.getByRole('heading', { level: 1, name: 'Partner with Warrington Jobs' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Pricing at a glance' })).toBeVisible()

	await page.getByLabel('Company name').fill(companyName)
	await page.getByLabel('Your name').fill('Dan Whittle')
	await page.getByLabel('Email', { exact: true }).fill('dan@woolstonlogistics.example')
	await page.getByLabel('Company size (optional)').selectOption('51-200')
	await page.getByLabel('How did you hear about us? (optional)').selectOption('linkedin')
	await page.getByLabel('How can we help? (optional)').fill('We need forklift drivers every month.')
	await page.getByRole('button', { name: 'Send Enquiry' }).click()

	await expect(page.getByRole('status').filter({ hasText: 'Enquiry sent!' })).toBeVisible()
	await expect(page.getByLabel('Company name')).toHaveValue('')
	const firstConfirmation = page.url()

	// A second enquiry from the confirmation empties the form again.
	await page.getByLabel('Company name').fill(`${companyName} Depot`)
	await page.getByLabel('Your name').fill('Dan Whittle')
	await page.getByLabel('Email', { exact: true }).fill('dan@woolstonlogistics.example')
	await page.getByRole('button', { name: 'Send Enquiry' }).click()
	await expect(page).not.toHaveURL(firstConfirmation)
	await expect(page.getByRole('status').filter({ hasText: 'Enquiry sent!' })).toBeVisible()
	await expect(page.getByLabel('Company name')).toHaveValue('')
	await noHorizontalScroll(page)
	const mail = await inboxMail(`Partnership enquiry: ${companyName}`)
	expect(mail).toContain('Dan Whittle <dan@woolstonlogistics.example>')
	expect(mail).toContain('Company size: 51-200')
})

const viewport = { width: 390, height: 844 }

for (const path of [
	'/business-directory',
	'/submit-business',
	'/contact',
	'/contact?sent=1',
	'/employer-outreach',
	'/employer-outreach?sent=1',
]) {
	test(`${path} passes axe`, async ({ page, browser }, testInfo) => {
		expect(await seriousViolationsAt(page, browser, testInfo, path, { viewport })).toEqual([])
	})
}

test('/submit-business, its form and its confirmation, pass axe signed in', async ({ browser }, testInfo) => {
	test.setTimeout(60_000)
	const signedIn = await seriousViolationsSignedIn(browser, testInfo, DEMO.seeker, [
		'/submit-business',
		'/submit-business?submitted=1',
	])
	expect(signedIn).toEqual({ '/submit-business': [], '/submit-business?submitted=1': [] })
})
