// Limits that fit real use (decision 195), in the browser: a password easy to guess is refused on
// registration with the reason beside the field, with JavaScript on (`js`) and off (`no-js`).
import { expect, test } from '@playwright/test'
import { expectSignedOut, registrationForm, submitRegistration, uniqueEmail } from './helpers.ts'

test('registration refuses "warrington" as a password, saying why, and takes a strong one', async ({
	page,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'weak-password')
	await page.goto('/auth?tab=register')
	await submitRegistration(page, { email, password: 'warrington' })

	const password = registrationForm(page).getByLabel('Password')
	await expect(password).toHaveAccessibleDescription(
		'This password is too easy to guess. It uses your name, your email address or the name of this site. Add more words that are less common.',
	)
	await expect(password).toHaveAttribute('aria-invalid', 'true')
	await expect(page).toHaveURL(/\/auth/)
	await expectSignedOut(page)

	await submitRegistration(page, { email, password: 'Sankey Brook towpath 7' })
	await page.waitForURL('/')
})
