// My Profile's skills, training history and welcome (docs/product.md §15, decisions 139 and 140),
// on a phone: with JavaScript the add, edit and delete forms open in dialogs, without it they are
// pages of their own; either way they are plain form posts. The welcome stays dismissed.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolations, seriousViolationsSignedIn } from './axe.ts'
import { DEMO, PASSWORD, registerSeeker, signIn, toast, uniqueEmail } from './helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

const skillsArea = (page: Page) => page.getByRole('region', { name: 'My Skills' })
const trainingArea = (page: Page) => page.getByRole('region', { name: 'Training History' })
const welcomeHeading = (page: Page) => page.getByRole('heading', { name: 'Welcome to your profile' })

/** Where a form opened: the dialog with JavaScript, the page it leads to without. */
function formScope(page: Page, testInfo: TestInfo) {
	return testInfo.project.name === 'js' ? page.getByRole('dialog') : page.getByRole('main')
}

async function dismissWelcome(page: Page) {
	const remembered = page.waitForResponse(
		(response) =>
			/^\/profile\/welcome(\.data)?$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
	)
	await page.getByRole('button', { name: 'Dismiss' }).click()
	await remembered
	await expect(welcomeHeading(page)).toHaveCount(0)
}

test('a new job seeker is welcomed on My Profile until they dismiss it, then never again', async ({
	page,
}, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'welcome'))
	await page.goto('/profile')
	await expect(welcomeHeading(page)).toBeVisible()
	const welcome =
		testInfo.project.name === 'js'
			? page.getByRole('dialog', { name: 'Welcome to your profile' })
			: page.getByRole('region', { name: 'Welcome to your profile' })
	await expect(welcome).toContainText('Your CV')
	await expect(welcome).toContainText('Your skills')
	await expect(welcome).toContainText('Your training history')
	if (testInfo.project.name === 'js') expect(await seriousViolations(page)).toEqual([])
	await dismissWelcome(page)
	await page.reload()
	await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
	await expect(welcomeHeading(page)).toHaveCount(0)
	await page.goto('/employee-dashboard')
	await page.goto('/profile')
	await expect(welcomeHeading(page)).toHaveCount(0)
})

test('a job seeker adds a skill, edits it, is refused a repeat, and deletes it after the question', async ({
	page,
}, testInfo) => {
	const js = testInfo.project.name === 'js'
	await registerSeeker(page, uniqueEmail(testInfo, 'skills'))
	await page.goto('/profile')
	await dismissWelcome(page)
	await expect(skillsArea(page)).toContainText('No skills listed yet')

	await skillsArea(page).getByRole('link', { name: 'Add Skill' }).click()
	if (!js) await expect(page).toHaveURL('/profile/skills/new')
	let form = formScope(page, testInfo)
	await form.getByLabel('Skill name').fill('Counterbalance forklift')
	await form.getByLabel('Category').selectOption('Other')
	await form.getByLabel('Proficiency level').selectOption('Advanced')
	await form.getByLabel('Years of experience (optional)').fill('5')
	await form.getByLabel('Certification name').fill('RTITB Counterbalance (B1)')
	await form.getByLabel('Certified on').fill('2024-03-14')
	if (js) expect(await seriousViolations(page)).toEqual([])
	await form.getByRole('button', { name: 'Add Skill' }).click()
	await expect(toast(page, 'Skill added')).toBeVisible()
	await expect(page).toHaveURL(/\/profile(#skills)?$/)
	const row = skillsArea(page).getByRole('listitem').filter({ hasText: 'Counterbalance forklift' })
	await expect(row).toContainText('Advanced')
	await expect(row).toContainText('5 years')
	await expect(row).toContainText('Certification: RTITB Counterbalance (B1), 14 March 2024')
	await expect(skillsArea(page)).not.toContainText(/verified/i)

	// The same name again, in another case: a field error, not a second row.
	await skillsArea(page).getByRole('link', { name: 'Add Skill' }).click()
	form = formScope(page, testInfo)
	await form.getByLabel('Skill name').fill('counterbalance FORKLIFT')
	await form.getByLabel('Category').selectOption('Other')
	await form.getByLabel('Proficiency level').selectOption('Beginner')
	await form.getByRole('button', { name: 'Add Skill' }).click()
	await expect(
		form.getByText('You already have a skill called "counterbalance FORKLIFT". Edit that one instead.'),
	).toBeVisible()
	await expect(form.getByRole('alert').filter({ hasText: 'Error adding skill' })).toBeVisible()
	if (js) {
		await expect(toast(page, 'Error adding skill')).toBeVisible()
		await form.getByRole('button', { name: 'Close' }).click()
	} else {
		await page.goto('/profile')
	}
	await expect(skillsArea(page).getByRole('listitem')).toHaveCount(1)

	await row.getByRole('link', { name: 'Edit Counterbalance forklift' }).click()
	if (!js) await expect(page).toHaveURL(/\/profile\/skills\/\d+\/edit$/)
	form = formScope(page, testInfo)
	await expect(form.getByLabel('Skill name')).toHaveValue('Counterbalance forklift')
	await form.getByLabel('Proficiency level').selectOption('Expert')
	await form.getByRole('button', { name: 'Save Skill' }).click()
	await expect(toast(page, 'Skill saved')).toBeVisible()
	await expect(row).toContainText('Expert')

	await row.getByRole('link', { name: 'Delete' }).click()
	if (js) {
		await expect(page.getByRole('dialog', { name: 'Delete the skill “Counterbalance forklift”?' })).toBeVisible()
	} else {
		await expect(page).toHaveURL(/\/profile\/skills\/\d+\/delete$/)
		await expect(
			page.getByRole('heading', { level: 1, name: 'Delete the skill “Counterbalance forklift”?' }),
		).toBeVisible()
	}
	// Nothing is deleted until the second press.
	await expect(page.getByRole('button', { name: 'Yes, delete this skill' })).toBeVisible()
	await page.getByRole('button', { name: 'Yes, delete this skill' }).click()
	await expect(toast(page, 'Skill deleted')).toBeVisible()
	await expect(skillsArea(page)).toContainText('No skills listed yet')
})

test('a job seeker adds a training record, newest first, and the profile pages pass axe', async ({
	page,
	browser,
}, testInfo) => {
	// Three forms sent and seven pages checked by axe: more than the default 30 seconds on a busy machine.
	test.setTimeout(90_000)
	const email = uniqueEmail(testInfo, 'training')
	await registerSeeker(page, email)
	await page.goto('/profile')
	await dismissWelcome(page)

	for (const training of [
		{
			title: 'Emergency First Aid at Work',
			provider: 'St John Ambulance, Warrington',
			type: 'Certification',
			date: '2023-05-10',
			skills: '',
		},
		{
			title: 'Counterbalance Forklift Novice Course',
			provider: 'Cheshire Lift Truck Training',
			type: 'Course',
			date: '2025-03-02',
			skills: 'Pre-use checks, load handling, pre-use CHECKS',
		},
	]) {
		await trainingArea(page).getByRole('link', { name: 'Add Training' }).click()
		const form = formScope(page, testInfo)
		await form.getByLabel('Training title').fill(training.title)
		await form.getByLabel('Provider').fill(training.provider)
		await form.getByLabel('Training type').selectOption(training.type)
		await form.getByLabel('Category').selectOption('Other')
		await form.getByLabel('Completed on (optional)').fill(training.date)
		await form.getByLabel('Skills learned (optional)').fill(training.skills)
		await form.getByLabel('Duration (optional)').fill('1 day')
		await form.getByRole('button', { name: 'Add Training' }).click()
		await expect(toast(page, 'Training added')).toBeVisible()
	}
	const rows = trainingArea(page).getByRole('listitem')
	await expect(rows).toHaveCount(2)
	await expect(rows.first()).toContainText('Counterbalance Forklift Novice Course')
	await expect(rows.first()).toContainText('Completed 2 March 2025')
	await expect(rows.first()).toContainText('Skills learned: Pre-use checks, load handling')
	await expect(rows.last()).toContainText('Emergency First Aid at Work')

	await skillsArea(page).getByRole('link', { name: 'Add Skill' }).click()
	const form = formScope(page, testInfo)
	await form.getByLabel('Skill name').fill('Stock rotation')
	await form.getByLabel('Category').selectOption('Other')
	await form.getByLabel('Proficiency level').selectOption('Expert')
	await form.getByRole('button', { name: 'Add Skill' }).click()
	await expect(toast(page, 'Skill added')).toBeVisible()

	const skillEdit = await skillsArea(page).getByRole('link', { name: /^Edit/ }).getAttribute('href')
	const trainingEdit = await rows.first().getByRole('link', { name: /^Edit/ }).getAttribute('href')
	const paths = [
		'/profile',
		'/profile/skills/new',
		skillEdit!,
		skillEdit!.replace(/edit$/, 'delete'),
		'/profile/training/new',
		trainingEdit!,
		trainingEdit!.replace(/edit$/, 'delete'),
	]
	const found = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, paths)
	expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])))
})

test('an employer opening My Profile or its pages is told they are for job seekers', async ({ page }) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	for (const path of ['/profile', '/profile/skills/new', '/profile/training/new']) {
		const response = await page.goto(path)
		expect(response?.status()).toBe(403)
		await expect(page.getByText('My Profile is for job seekers')).toBeVisible()
	}
})
