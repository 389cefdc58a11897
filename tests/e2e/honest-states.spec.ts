// Honest states a new user meets (decision 189), with JavaScript on (`js`) and off (`no-js`): a
// doubled comma in a career path's skills is no entry, a double-tapped Enrol lands enrolled without
// "You are already enrolled", and limited text fields carry their maxlength while typing.
import { expect, test } from '@playwright/test'
import { hydrated, registerSeeker, toast, uniqueEmail } from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

test('a new job seeker: limits shown while typing, "Excel,,Word" taken as two skills, a double-tapped Enrol', async ({
	page,
}, testInfo) => {
	await page.goto('/auth?tab=register')
	await expect(page.getByLabel('First Name')).toHaveAttribute('maxlength', '255')
	await registerSeeker(page, uniqueEmail(testInfo, 'honest'))

	await page.goto('/career-paths/new')
	await hydrated(page)
	const form = page.getByRole('main')
	await expect(form.getByLabel('Current role')).toHaveAttribute('maxlength', '200')
	await form.getByLabel('Current role').fill('Office Junior')
	await form.getByLabel('Target role').fill('Office Manager')
	await form.getByLabel('Timeframe').selectOption({ label: '1 year' })
	await form.getByLabel('Required skills (optional, separated by commas)').fill('Excel,,Word,')
	await form.getByRole('button', { name: 'Create Path' }).click()
	await expect(toast(page, 'Career path created')).toBeVisible()
	const card = page.locator('li[id^="path-"]').filter({ hasText: 'Office Junior → Office Manager' })
	// Excel, Word, and "Apply for Office Manager roles" last.
	await expect(card).toContainText('Milestones (0 of 3 done)')

	await page.goto('/training?search=food+hygiene')
	await hydrated(page)
	await page
		.getByRole('article', { name: 'Level 2 Food Hygiene and Safety for Catering' })
		.getByRole('button', { name: /^Enrol/ })
		.dblclick()
	// Without JavaScript the second press aborts the first post's navigation: wait for where it ends.
	await expect(page).toHaveURL(/\/training\/\d+$/)
	await expect(toast(page, 'Enrollment successful')).toBeVisible()
	await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0')
	await expect(page.getByText('You are already enrolled')).toHaveCount(0)
})
