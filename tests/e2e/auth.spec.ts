// Accounts in the browser: registering, signing in and out, and where each one lands.
// Runs with JavaScript on (`js`) and off (`no-js`): every form here is a plain form post.
import { expect, test } from '@playwright/test'
import {
	DEMO,
	expectSignedIn,
	expectSignedOut,
	header,
	registerSeeker,
	registrationForm,
	signIn,
	signInThroughForm,
	signInForm,
	submitRegistration,
	submitSignIn,
	toast,
	uniqueEmail,
} from './helpers.ts'

test('a job seeker registers and lands on the jobs listing, signed in', async ({ page }, testInfo) => {
	await page.goto('/auth?tab=register')
	await expect(page.getByRole('radio', { name: 'Job Seeker' })).toBeChecked()
	await submitRegistration(page, { email: uniqueEmail(testInfo, 'seeker'), firstName: 'Amira', lastName: 'Latchford' })

	await page.waitForURL('/')
	await expect(toast(page, 'Welcome, Amira!')).toBeVisible()
	await expectSignedIn(page, '/employee-dashboard')
})

test('an employer registers from the employer link and lands on the employer dashboard', async ({ page }, testInfo) => {
	await page.goto('/auth?tab=register&type=employer')
	await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked()
	await submitRegistration(page, {
		email: uniqueEmail(testInfo, 'employer'),
		firstName: 'Gareth',
		lastName: 'Birchwood',
	})

	await page.waitForURL('/employer-dashboard')
	// The dashboard is not built yet; the session must be there all the same.
	await page.goto('/')
	await expectSignedIn(page, '/employer-dashboard')
})

test('the demo job seeker signs in and is welcomed back', async ({ page }) => {
	await page.goto('/auth')
	await expectSignedOut(page)
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)

	await page.waitForURL('/')
	await expect(toast(page, `Welcome back, ${DEMO.seeker.firstName}!`)).toBeVisible()
	await expectSignedIn(page, '/employee-dashboard')
})

test('the demo employer signs in and goes to the employer dashboard', async ({ page }) => {
	await signInThroughForm(page, DEMO.employer.email, DEMO.employer.password)
	await expect(page).toHaveURL('/employer-dashboard')
	await page.goto('/')
	await expectSignedIn(page, '/employer-dashboard')
})

test('signing out from the header ends the session', async ({ page }, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'signout'))
	await page.goto('/')
	await expectSignedIn(page, '/employee-dashboard')

	await header(page).getByRole('button', { name: 'Sign Out' }).click()

	await expect(toast(page, 'Logged out')).toBeVisible()
	await expect(page).toHaveURL('/')
	await expectSignedOut(page)
	// Really gone on the server too, not only on this page.
	await page.reload()
	await expectSignedOut(page)
})

test('a wrong password is refused with a clear message', async ({ page }) => {
	await page.goto('/auth')
	await submitSignIn(page, DEMO.seeker.email, 'not-the-password')

	const alert = page.getByRole('alert')
	await expect(alert).toContainText('Sign in failed')
	await expect(alert).toContainText('Invalid email or password. Please check your credentials and try again.')
	await expect(page).toHaveURL(/\/auth/)
	await expectSignedOut(page)
})

test('registering an email that already has an account shows a field error', async ({ page }, testInfo) => {
	const email = uniqueEmail(testInfo, 'twice')
	await registerSeeker(page, email)
	await page.context().clearCookies()

	await page.goto('/auth?tab=register')
	await submitRegistration(page, { email })

	const emailField = registrationForm(page).getByLabel('Email')
	await expect(emailField).toHaveAccessibleDescription('An account with this email already exists')
	await expect(emailField).toHaveAttribute('aria-invalid', 'true')
	await expect(page).toHaveURL(/\/auth/)
	await expectSignedOut(page)
})

test('a signed-in user who opens /auth is sent to the jobs listing', async ({ page }) => {
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.goto('/auth')
	await expect(page).toHaveURL('/')
	await expectSignedIn(page, '/employee-dashboard')
})

test('after sign-in the user returns to the local page given in redirectTo', async ({ page }) => {
	await page.goto(`/auth?redirectTo=${encodeURIComponent('/?search=warehouse')}`)
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)

	await page.waitForURL('/?search=warehouse')
	await expect(page.getByRole('searchbox', { name: 'Job title, keywords or company' })).toHaveValue('warehouse')
	await expectSignedIn(page, '/employee-dashboard')
})

test('a redirectTo pointing at another site is ignored', async ({ page }) => {
	await page.goto(`/auth?redirectTo=${encodeURIComponent('//example.com/phish')}`)
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)

	await page.waitForURL('/')
	await expectSignedIn(page, '/employee-dashboard')
})

// Issue 10: browsers drop a tab, CR or LF and read a backslash as a slash, so each of these
// would leave for evil.com if it reached the Location header as written.
for (const hostile of ['/\t/evil.com', '/\\evil.com', '/\r\n/evil.com']) {
	test(`a redirectTo of ${JSON.stringify(hostile)} keeps the user on this site`, async ({ page, baseURL }) => {
		await page.goto(`/auth?redirectTo=${encodeURIComponent(hostile)}`)
		await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)
		await page.waitForURL('/')
		expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? page.url()).origin)
		await expectSignedIn(page, '/employee-dashboard')

		// Signed in already, the same address still ends here.
		await page.goto(`/auth?redirectTo=${encodeURIComponent(hostile)}`)
		await expect(page).toHaveURL('/')
	})
}

test('with no connection, the sign-in form stays and says so', async ({ page, context }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'without JavaScript the browser shows its own offline page')
	await page.goto('/auth')
	await context.setOffline(true)
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)

	const alert = page.getByRole('alert')
	await expect(alert).toContainText('Sign in failed')
	await expect(alert).toContainText('Connection problem. Please check your internet and try again.')
	await expect(signInForm(page).getByLabel('Email')).toHaveValue(DEMO.seeker.email)
	await context.setOffline(false)
})
