// Verifying an address end to end (decision 183): a new seeker's dashboard says their mail waits,
// a new link is asked for from it, the link is read from the local outbox, and its page's button
// verifies the address, once.
import { expect, test } from '@playwright/test'
import { hydrated, latestMail, linkIn, PASSWORD, registerSeeker, toast, uniqueEmail } from './helpers.ts'

test('a new seeker verifies their address with the mailed link', async ({ page }, testInfo) => {
	const email = uniqueEmail(testInfo, 'verify')
	await registerSeeker(page, email, PASSWORD, { verified: false })
	const first = await latestMail(email)
	expect(first.subject).toBe('Verify your email address for Warrington Jobs')

	await page.goto('/employee-dashboard?tab=alerts')
	const notice = page.getByRole('region', { name: `Please verify your email address, ${email}` })
	await expect(notice).toContainText('your job alerts wait')
	await hydrated(page)
	await notice.getByRole('button', { name: 'Send a new verification link' }).click()
	await expect(toast(page, 'Verification link sent')).toBeVisible()
	await expect(page).toHaveURL('/employee-dashboard?tab=alerts')

	const mail = await latestMail(email, { after: first.createdAt })
	const link = linkIn(mail.text, '/verify-email')
	expect(link).not.toBe(linkIn(first.text, '/verify-email'))
	expect(new URL(link).origin).toBe(new URL(page.url()).origin)

	await page.goto(link)
	await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible()
	await hydrated(page)
	await page.getByRole('button', { name: 'Verify my email address' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Email address verified' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'Your email address is verified.' })).toBeVisible()

	await page.getByRole('main').getByRole('link', { name: 'Go to your Dashboard' }).click()
	await expect(page).toHaveURL('/employee-dashboard')
	await expect(page.getByRole('heading', { level: 1, name: 'Job Seeker Dashboard' })).toBeVisible()
	await expect(page.getByRole('region', { name: /Please verify your email address/ })).toHaveCount(0)

	await page.goto(link)
	await expect(page.getByRole('alert')).toContainText('This verification link has already been used.')
	await expect(page.getByRole('button', { name: 'Verify my email address' })).toHaveCount(0)
})
