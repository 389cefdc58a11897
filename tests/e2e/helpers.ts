// Shared steps for the browser specs: accounts, signing in, the site header and the mail outbox.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import pg from 'pg'
import { e2eDatabaseUrl } from './environment.ts'

/** The seeded demo accounts (app/seed/seed.server.ts). */
export const DEMO = {
	seeker: { email: 'seeker@demo.warringtonjobs.co.uk', password: 'warrington-demo', firstName: 'James' },
	employer: { email: 'employer@demo.warringtonjobs.co.uk', password: 'warrington-demo', firstName: 'Sarah' },
	admin: { email: 'admin@demo.warringtonjobs.co.uk', password: 'warrington-admin', firstName: 'Priya' },
} as const

export const PASSWORD = 'stockton-heath-2026'

let counter = 0
/** An address no other test (nor the other project, nor an earlier run) uses. */
export function uniqueEmail(testInfo: TestInfo, label: string) {
	counter += 1
	return `${label}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}-${counter}@example.co.uk`
}

/** The site header (the page's banner landmark), where the account links live. */
export function header(page: Page) {
	return page.getByRole('banner')
}

/** The header's link to a path, whatever its wording; hidden copies (a closed mobile menu) are skipped. */
export function headerLink(page: Page, href: string) {
	return header(page).locator(`a[href="${href}"]`).filter({ visible: true })
}

export async function expectSignedOut(page: Page) {
	await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible()
	await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0)
}

export async function expectSignedIn(page: Page, dashboard: '/employee-dashboard' | '/employer-dashboard') {
	await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
	await expect(headerLink(page, dashboard)).toBeVisible()
	await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0)
}

/** The notification shown after a redirect (a flash message): a status, or an alert for errors. */
export function toast(page: Page, title: string) {
	const region = page.getByRole('region', { name: /^Notifications/ })
	return region.getByRole('status').or(region.getByRole('alert')).filter({ hasText: title })
}

export function signInForm(page: Page) {
	return page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign In', exact: true }) })
}

export function registrationForm(page: Page) {
	return page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Account', exact: true }) })
}

/** Fills in and sends the sign-in form on the page already open at /auth. */
export async function submitSignIn(page: Page, email: string, password: string) {
	const form = signInForm(page)
	await form.getByLabel('Email').fill(email)
	await form.getByLabel('Password').fill(password)
	await form.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/**
 * Posts the /auth form's fields as the browser's form would, from our own origin, and expects the
 * redirect that signs in or registers; the session cookie lands in the page's context. Neither /auth
 * nor the page the redirect names is rendered: a journey goes on to the page it is about.
 */
async function postAuthForm(page: Page, form: Record<string, string>) {
	const origin = test.info().project.use.baseURL!
	const response = await page.request.post('/auth', { form, headers: { Origin: origin }, maxRedirects: 0 })
	if (response.status() < 300 || response.status() >= 400) {
		throw new Error(`POST /auth (${form.intent}) for ${form.email} answered ${response.status()}, not a redirect`)
	}
}

/**
 * Signs in with the form's own post, leaving the page where it was (the next `goto` finds the
 * session). A test about signing in itself goes through the page with `signInThroughForm`.
 */
export async function signIn(page: Page, email: string, password: string) {
	await postAuthForm(page, { intent: 'signin', email, password })
}

/** Signs in through the form on /auth and waits until the app has left it. */
export async function signInThroughForm(page: Page, email: string, password: string) {
	await page.goto('/auth')
	await submitSignIn(page, email, password)
	await page.waitForURL((url) => url.pathname !== '/auth')
}

export type NewAccount = {
	email: string
	password?: string
	firstName?: string
	lastName?: string
	userType?: 'Job Seeker' | 'Employer'
}

/** Fills in and sends the registration form on the page already open at /auth?tab=register. */
export async function submitRegistration(page: Page, account: NewAccount) {
	const form = registrationForm(page)
	await form.getByLabel('First Name').fill(account.firstName ?? 'Emma')
	await form.getByLabel('Last Name').fill(account.lastName ?? 'Stockton')
	await form.getByLabel('Email').fill(account.email)
	if (account.userType) await form.getByRole('radio', { name: account.userType }).check()
	await form.getByLabel('Password').fill(account.password ?? PASSWORD)
	await form.getByRole('button', { name: 'Create Account', exact: true }).click()
}

/** Registers an account with the registration form's own post (signed in, the page left where it was). */
async function register(page: Page, account: NewAccount, userType: 'employee' | 'employer') {
	await postAuthForm(page, {
		intent: 'register',
		firstName: account.firstName ?? 'Emma',
		lastName: account.lastName ?? 'Stockton',
		email: account.email,
		password: account.password ?? PASSWORD,
		userType,
	})
}

/**
 * Registers a job seeker (signed in afterwards; the page is left where it was: `goto` next). The
 * address is then marked verified in the database, as if the mailed link had been followed, unless
 * `verified: false`: an unverified account gets no mail but that link (decision 183). The
 * registration screen itself is auth.spec's, through `submitRegistration`.
 */
export async function registerSeeker(
	page: Page,
	email: string,
	password = PASSWORD,
	{ verified = true }: { verified?: boolean } = {},
) {
	await register(page, { email, password }, 'employee')
	if (verified) await markVerified(email)
}

/**
 * Registers an employer as registerSeeker registers a seeker; the account. Verified as
 * registerSeeker's is, unless `verified: false`.
 */
export async function registerEmployer(page: Page, account: NewAccount & { verified?: boolean }) {
	await register(page, account, 'employer')
	if (account.verified !== false) await markVerified(account.email)
	return { email: account.email, password: account.password ?? PASSWORD }
}

/** Marks an account's address verified, as following its verification link does. */
export async function markVerified(email: string) {
	await queryE2eDatabase('update "user" set email_verified_at = now() where email = $1', [email.toLowerCase()])
}

export type OutboxMessage = { subject: string; text: string; createdAt: Date }

/** The newest message in the app's local mail outbox for `to`, waiting a little for it to arrive. */
export async function latestMail(to: string, options: { after?: Date } = {}): Promise<OutboxMessage> {
	let found: OutboxMessage | undefined
	await expect
		.poll(
			async () => {
				found = await newestOutboxMessage(to)
				return found && (!options.after || found.createdAt >= options.after) ? 'arrived' : 'not yet'
			},
			{ message: `a mail to ${to} in the outbox`, timeout: 10_000 },
		)
		.toBe('arrived')
	return found!
}

/** How many messages the outbox holds for `to`. */
export async function countMail(to: string) {
	const result = await queryE2eDatabase<{ count: string }>('select count(*) from mail_outbox where "to" = $1', [to])
	return Number(result[0]?.count ?? 0)
}

async function newestOutboxMessage(to: string): Promise<OutboxMessage | undefined> {
	const rows = await queryE2eDatabase<{ subject: string; text: string; created_at: Date }>(
		'select subject, text, created_at from mail_outbox where "to" = $1 order by created_at desc, id desc limit 1',
		[to],
	)
	const row = rows[0]
	return row ? { subject: row.subject, text: row.text, createdAt: row.created_at } : undefined
}

/** Runs one statement against the e2e database (tests prepare and check data with it). */
export async function queryE2eDatabase<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
	const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
	await client.connect()
	try {
		return (await client.query<Row>(sql, values)).rows
	} finally {
		await client.end()
	}
}

/** The first link in a mail's text that points into the app. */
export function linkIn(text: string, pathname: string) {
	const match = text.match(new RegExp(`https?://[^\\s<>]+${pathname.replaceAll('/', '\\/')}[^\\s<>]*`))
	if (!match) throw new Error(`No ${pathname} link in this mail:\n${text}`)
	return match[0]
}

let wordCounter = 0
/** A letters-only search word (one term) that no other test, project or run uses, starting with `prefix`. */
export function uniqueWord(testInfo: TestInfo, prefix: string) {
	wordCounter += 1
	const letters = (value: number) =>
		value
			.toString(26)
			.split('')
			.map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
			.join('')
	return `${prefix}${letters(Date.now())}${testInfo.project.name === 'js' ? 'j' : 'n'}${letters(testInfo.workerIndex)}x${letters(wordCounter)}`
}

/**
 * Posts a free job through /post-job as the signed-in employer (a joinery job in Latchford), reads
 * its id from the confirmation and goes on to the dashboard by its link; the job's id.
 */
export async function postFreeJob(page: Page, title: string) {
	await page.goto('/post-job')
	await page.getByLabel('Job Title').fill(title)
	await page.getByLabel('Company Name').fill('Latchford Joinery Ltd')
	await page.getByLabel('Location').selectOption('Latchford')
	await page.getByLabel('Salary (optional)').fill('£13.50 per hour')
	await page.getByLabel('Job Type').selectOption('Full-time')
	await page.getByLabel('Industry').selectOption('Construction')
	await page
		.getByLabel('Job Description')
		.fill('Bench and site joinery for local homes and shops, own transport needed.')
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()
	await page.waitForURL(/\/post-job\?posted=\d+$/, { timeout: 15_000 })
	const id = Number(new URL(page.url()).searchParams.get('posted'))
	await page.getByRole('link', { name: 'Go to Dashboard' }).click()
	await page.waitForURL('/employer-dashboard')
	return id
}

/** Marks the account's My Profile welcome as dismissed, for specs about something else on that page. */
export async function skipProfileWelcome(email: string) {
	await queryE2eDatabase('update "user" set profile_welcome_dismissed_at = now() where email = $1', [
		email.toLowerCase(),
	])
}

/**
 * With JavaScript, waits until the app has taken the page over (the root sets `data-hydrated`): an
 * anonymous page asks for its scripts only after its first paint, so a click right
 * after `page.goto` may still be an ordinary page load. Without JavaScript it returns at once.
 */
export async function hydrated(page: Page) {
	if (test.info().project.name === 'js') await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** Opens a page and, with JavaScript, waits for the app to take it over (`hydrated`). */
export async function open(page: Page, url: string) {
	await page.goto(url)
	await hydrated(page)
}
