// Password recovery end to end: the request, the mailed link (read from the local outbox),
// the new password, and the link working only once.
import { expect, test } from '@playwright/test'
import {
	countMail,
	expectSignedIn,
	latestMail,
	linkIn,
	registerSeeker,
	signInThroughForm,
	signInForm,
	submitSignIn,
	uniqueEmail,
} from './helpers.ts'

const LINK_SENT = "If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour."
const INVALID_LINK = 'Invalid reset link. Please request a new password reset.'

test('a forgotten password is reset through the mailed link, once', async ({ page }, testInfo) => {
	const email = uniqueEmail(testInfo, 'reset')
	await registerSeeker(page, email, 'the-old-password')
	await page.context().clearCookies()

	await page.goto('/auth')
	await signInForm(page).getByRole('link', { name: 'Forgot your password?' }).click()
	await expect(page).toHaveURL('/forgot-password')
	await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible()
	await page.getByLabel('Email').fill(email)
	await page.getByRole('button', { name: 'Send Reset Link' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible()

	const mail = await latestMail(email)
	expect(mail.subject).toBe('Reset your Warrington Jobs password')
	const link = linkIn(mail.text, '/reset-password')
	expect(new URL(link).origin).toBe(new URL(page.url()).origin)

	await page.goto(link)
	await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible()
	await page.getByLabel('New Password').fill('the-new-password')
	await page.getByLabel('Confirm Password').fill('the-new-password')
	await page.getByRole('button', { name: 'Reset Password' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Successful' })).toBeVisible()
	await expect(
		page.getByRole('status').filter({ hasText: 'You can now sign in with your new password.' }),
	).toBeVisible()
	// The page stays until the reader moves on (no meta refresh: axe's meta-refresh rule).
	await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
	await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click()
	await expect(page).toHaveURL('/auth')

	await submitSignIn(page, email, 'the-old-password')
	await expect(page.getByRole('alert')).toContainText(
		'Invalid email or password. Please check your credentials and try again.',
	)
	await signInThroughForm(page, email, 'the-new-password')
	await expect(page).toHaveURL('/')
	await expectSignedIn(page, '/employee-dashboard')

	await page.goto(link)
	await expect(page.getByRole('alert')).toContainText(INVALID_LINK)
	await expect(page.getByLabel('New Password')).toHaveCount(0)
})

test('a reset request for an unknown email gets the same answer and sends nothing', async ({ page }, testInfo) => {
	const email = uniqueEmail(testInfo, 'nobody')
	await page.goto('/forgot-password')
	await page.getByLabel('Email').fill(email)
	await page.getByRole('button', { name: 'Send Reset Link' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible()
	expect(await countMail(email)).toBe(0)
})

test('a made-up reset link is refused', async ({ page }) => {
	await page.goto('/reset-password?token=not-a-real-token')
	await expect(page.getByRole('alert')).toContainText(INVALID_LINK)
	await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')
})
