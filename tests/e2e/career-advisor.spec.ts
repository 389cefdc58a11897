// The career advisor and course recommendations (docs/product.md §15, decisions 148-150) on a
// phone, with JavaScript and without: the three steps are plain form posts that keep the earlier
// answers, the skills step offers the skills of the current job's occupation, the results name each
// role's matched and missing skills (decision 201), and My Profile's recommended courses are
// generated and dismissed with plain forms too.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { registerSeeker, skipProfileWelcome, toast, uniqueEmail } from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })
const coursesArea = (page: Page) => page.getByRole('region', { name: 'Recommended courses' })

/** Runs the wizard from step 1 to the results, checking the skills step's message on the way. */
async function takeAssessment(page: Page) {
	await page.goto('/career-advisor')
	await expect(page.getByText('Step 1 of 3')).toBeVisible()
	await page.getByLabel('Your current or most recent job (optional)').fill('Warehouse Operative')
	await page.getByRole('radio', { name: /^Entry level/ }).check()
	await page.getByRole('button', { name: 'Continue' }).click()

	await expect(stepHeading(page, 'Your skills')).toBeVisible()
	// Nothing ticked: the server sends the step back with what is missing.
	await page.getByRole('button', { name: 'Continue' }).click()
	const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'Incomplete Assessment' })
	await expect(alert).toContainText('Choose or add at least one skill to continue')
	// The skills of a warehouse operative's occupation are offered.
	await page.getByRole('checkbox', { name: /^Stack goods\b/ }).check()
	await page.getByLabel('Add other skills').fill(' Stock rotation, stack goods ')
	await page.getByRole('button', { name: 'Continue' }).click()

	await expect(stepHeading(page, 'Your interests')).toBeVisible()
	// Back keeps the skills, the typed one among them, ticked.
	await page.getByRole('button', { name: 'Back' }).click()
	await expect(stepHeading(page, 'Your skills')).toBeVisible()
	await expect(page.getByRole('checkbox', { name: 'Stock rotation' })).toBeChecked()
	await expect(page.getByRole('checkbox', { name: /^Stack goods\b/ })).toBeChecked()
	await page.getByRole('button', { name: 'Continue' }).click()

	await expect(stepHeading(page, 'Your interests')).toBeVisible()
	await page.getByRole('checkbox', { name: 'Warehouse & Logistics' }).check()
	await page.getByRole('radio', { name: 'Flexible' }).check()
	await page.getByLabel('The salary you are looking for (optional)').selectOption('20000-25000')
	await page.getByRole('button', { name: 'See My Results' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'Your career matches' })).toBeVisible()
}

test('a job seeker runs the career advisor to its results, opens a job from them and takes it again', async ({
	page,
}, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'advisor'))
	await takeAssessment(page)
	await expect(toast(page, 'Your results are ready')).toBeVisible()
	await expect(page.getByText('skills: Stack goods, Stock rotation; interests: Warehouse & Logistics')).toBeVisible()

	const roles = page.getByRole('main').getByRole('listitem').filter({ hasText: '% match' })
	await expect(roles.first()).toBeVisible()
	expect(await roles.count()).toBeLessThanOrEqual(5)
	await expect(roles.first()).toContainText('Salary range')
	await expect(roles.first()).toContainText('Local opportunities')
	// Every role names the skills matched and missing; the seeker's own trade has all its essential ones.
	await expect(roles.first().getByTestId('matched-skills')).not.toBeEmpty()
	await expect(roles.first().getByTestId('missing-skills')).not.toBeEmpty()
	const trade = roles.filter({ has: page.getByRole('heading', { name: 'Warehouse worker' }) })
	await expect(trade.getByTestId('matched-skills')).toContainText('Pick orders for dispatching')
	await expect(trade.getByTestId('missing-skills')).toHaveText('None: you have every essential skill.')
	await expect(trade).toContainText('counting the skills of your role as Warehouse Operative')
	await expect(page.getByRole('main')).not.toContainText('developer', { ignoreCase: true })

	// Coming back shows the same results; Take Assessment Again starts from an empty step 1.
	await page.goto('/career-advisor')
	await expect(page.getByRole('heading', { level: 2, name: 'Your career matches' })).toBeVisible()
	await page.getByRole('link', { name: 'Take Assessment Again' }).click()
	await expect(page.getByText('Step 1 of 3')).toBeVisible()
	await expect(page.getByLabel('Your current or most recent job (optional)')).toHaveValue('')
	await expect(page.getByRole('radio', { name: /^Entry level/ })).not.toBeChecked()
})

test('after the assessment, a job seeker generates course recommendations on My Profile and dismisses one', async ({
	page,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'courses')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/profile')
	await expect(coursesArea(page)).toContainText(
		'Add skills or take the career assessment to get course recommendations',
	)
	await coursesArea(page).getByRole('link', { name: 'take the career assessment' }).click()
	await takeAssessment(page)
	await page.getByRole('link', { name: 'Course recommendations on My Profile' }).click()

	await coursesArea(page).getByRole('button', { name: 'Generate recommendations' }).click()
	await expect(toast(page, 'Course recommendations updated')).toBeVisible()
	const rows = coursesArea(page).getByRole('listitem')
	await expect(rows.first()).toBeVisible()
	const before = await rows.count()
	expect(before).toBeGreaterThan(0)
	expect(before).toBeLessThanOrEqual(3)
	// The forklift course suits the interest in warehouse work (and teaches what a next step needs, once
	// the board's forklift jobs are there).
	const forkliftCourse = rows.filter({ hasText: 'Counterbalance Forklift Novice (RTITB)' })
	await expect(forkliftCourse).toContainText('Warehouse & Logistics')
	await expect(forkliftCourse.getByRole('link')).toHaveAttribute('href', /^\/training\/\d+$/)

	await forkliftCourse.getByRole('button', { name: /^Dismiss/ }).click()
	await expect(toast(page, 'Recommendation dismissed')).toBeVisible()
	await expect(rows.filter({ hasText: 'Counterbalance Forklift Novice (RTITB)' })).toHaveCount(0)
	// Refreshing does not bring it back.
	await coursesArea(page).getByRole('button', { name: 'Refresh' }).click()
	await expect(toast(page, 'Course recommendations updated')).toBeVisible()
	await expect(coursesArea(page)).not.toContainText('Counterbalance Forklift Novice (RTITB)')
})

test('the career advisor steps, its results and recommended courses have no serious axe findings', async ({
	page,
}, testInfo) => {
	// Five pages scanned: more than the default 30 seconds on a busy machine.
	test.setTimeout(90_000)
	const email = uniqueEmail(testInfo, 'advisor-axe')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/career-advisor')
	await expect(page.getByText('Step 1 of 3')).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await page.getByRole('radio', { name: /^Mid level/ }).check()
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(stepHeading(page, 'Your skills')).toBeVisible()
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Incomplete Assessment' })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await page.getByLabel('Add other skills').fill('Customer service')
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(stepHeading(page, 'Your interests')).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await page.getByRole('checkbox', { name: 'Retail' }).check()
	await page.getByRole('button', { name: 'See My Results' }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'Your career matches' })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
	await page.goto('/profile')
	await coursesArea(page).getByRole('button', { name: 'Generate recommendations' }).click()
	await expect(toast(page, 'Course recommendations updated')).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
})
