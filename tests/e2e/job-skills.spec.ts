// The employer's skills field (issue 29, decision 205), with JavaScript on (`js`: the list follows
// the advert, the add box suggests skills) and off (`no-js`: the two buttons send the form back).
import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { DEMO, hydrated, signIn } from './helpers.ts'

test('the employer sees the skills found, removes one, adds one, and the job page lists them, and they change later', async ({
	page,
}, testInfo) => {
	test.slow()
	const withScript = testInfo.project.name === 'js'
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/post-job')
	await hydrated(page)

	const title = `Forklift Driver ${testInfo.project.name} ${Date.now()}`
	await page.getByLabel('Job Title').fill(title)
	await page.getByLabel('Company Name').fill('Birchwood Freight Ltd')
	await page.getByLabel('Location').selectOption('Birchwood Business Park')
	await page.getByLabel('Job Type').selectOption('Full-time')
	await page.getByLabel('Industry').selectOption('Manufacturing')
	// A paragraph the demo employer posted before would be their boilerplate (decision 199): this one
	// names its own job.
	await page
		.getByLabel('Job Description')
		.fill(`As our ${title} you will operate forklift trucks. A first aid certificate and good customer service.`)
	await page.getByLabel('Contact Email').fill('recruitment@birchwoodfreight.co.uk')

	const skills = page.getByRole('list', { name: 'Skills this job asks for' })
	await page.getByRole('button', { name: 'Find skills in my advert' }).click()
	await expect(skills.getByRole('checkbox', { name: 'operate forklift (in the description)' })).toBeChecked()
	await expect(skills.getByRole('checkbox', { name: 'first aid at work (in the description)' })).toBeChecked()
	// Everything typed is still there.
	await expect(page.getByLabel('Job Title')).toHaveValue(title)

	await skills.getByRole('checkbox', { name: /customer service/ }).uncheck()

	const add = page.getByRole('combobox', { name: 'Add a skill' })
	if (withScript) {
		await add.fill('first resp')
		await expect(page.getByRole('listbox', { name: 'Suggested skills' })).toBeVisible()
		expect(await seriousViolations(page)).toEqual([])
		await add.press('ArrowDown')
		await expect(add).toHaveAttribute('aria-activedescendant', /-0$/)
		await page.getByRole('option', { name: 'first response', exact: true }).click()
		await expect(add).toHaveValue('')
	} else {
		// An unknown name is a field error; a known one is added.
		await add.fill('Zorbing')
		await page.getByRole('button', { name: 'Add skill' }).click()
		await expect(page.getByText("We don't know the skill “Zorbing”; pick one from the suggestions")).toBeVisible()
		await page.getByRole('combobox', { name: 'Add a skill' }).fill('first response')
		await page.getByRole('button', { name: 'Add skill' }).click()
	}
	await expect(skills.getByRole('checkbox', { name: 'first response (added by you)' })).toBeChecked()
	await expect(skills.getByRole('checkbox', { name: /customer service/ })).not.toBeChecked()

	await page.getByRole('button', { name: 'Post Job', exact: true }).click()
	await page.waitForURL(/\/post-job\?posted=\d+$/)
	await page.getByRole('link', { name: 'View Job' }).click()
	const asked = page.getByRole('region', { name: 'Skills asked for' }).getByRole('listitem')
	await expect(asked).toHaveText(['first aid at work', 'first response', 'operate forklift'])

	// Changed later from the dashboard: first aid unticked, saved, gone from the job page.
	const jobPage = page.url()
	await page.goto(`/employer-dashboard/jobs/${jobPage.split('/').pop()}/skills`)
	await hydrated(page)
	expect(await seriousViolations(page)).toEqual([])
	await page.getByRole('checkbox', { name: 'first aid at work (in the description)' }).uncheck()
	await page.getByRole('button', { name: 'Save Skills' }).click()
	await page.waitForURL(/\/employer-dashboard(#job-\d+)?$/)
	await page.goto(jobPage)
	await expect(asked).toHaveText(['first response', 'operate forklift'])
})
