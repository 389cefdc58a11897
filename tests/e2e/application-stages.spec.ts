// Application stages (§22.49) on a phone, with JavaScript on (`js`) and off (`no-js`): the demo
// employer moves a new seeker's application to Shortlisted from their dashboard, finds it under
// the Shortlisted filter, and the seeker sees the stage and the note, and has the mail.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { seriousViolationsSignedIn } from './axe.ts'
import {
	DEMO,
	PASSWORD,
	latestMail,
	queryE2eDatabase as query,
	registerSeeker,
	signIn,
	toast,
	uniqueEmail,
} from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

/**
 * A new job seeker (signed in on `page`) with an application, written as the apply form stores
 * it, to a listed job of the demo employer's that only these tests apply to (the candidate quality
 * spec counts the seeded applicants); the seeker's email, the job and the application.
 */
async function seekerWhoApplied(page: Page, testInfo: TestInfo) {
	const email = uniqueEmail(testInfo, 'stages')
	await registerSeeker(page, email)
	const [job] = await query<{ id: number; title: string }>(
		`select j.id, j.title from job j join "user" u on u.id = j.user_id
		 where u.email = $1 and j.is_active and j.expires_at > now()
		 and not exists (select 1 from application a where a.job_id = j.id and a.applicant_email not like 'stages-%')
		 order by j.id limit 1`,
		[DEMO.employer.email],
	)
	const applicantName = `Ellie Fearnhead ${testInfo.project.name} ${Date.now()}`
	const [application] = await query<{ id: number }>(
		`insert into application (job_id, user_id, applicant_name, applicant_email, message, applied_at)
		 values ($1, (select id from "user" where email = $2), $3, $2, 'I live in Padgate and can start straight away.', now())
		 returning id`,
		[job!.id, email.toLowerCase(), applicantName],
	)
	return { email, job: job!, applicationId: application!.id, applicantName }
}

test('the demo employer shortlists an application and the seeker sees Shortlisted, its note and the mail', async ({
	page,
}, testInfo) => {
	const { email, job, applicationId, applicantName } = await seekerWhoApplied(page, testInfo)
	await page.goto('/employee-dashboard')
	const card = page.getByRole('main').getByRole('article').filter({ hasText: job.title })
	await expect(card.locator('[data-badge]')).toHaveText('Just Applied')

	await page.context().clearCookies()
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto(`/employer-dashboard?applications=${job.id}#job-${job.id}`)
	const entry = page.locator(`#application-${applicationId}`)
	await expect(entry).toContainText(applicantName)
	await expect(entry.locator('[data-stage]')).toHaveText('Received')
	await entry.getByLabel('Move to').selectOption('Shortlisted')
	await entry.getByLabel(/^Note to /).fill('We would like to meet you on Tuesday morning.')
	await entry.getByRole('button', { name: /^Save Stage/ }).click()
	await expect(toast(page, 'Application Moved')).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`applications=${job.id}`))
	await expect(entry.locator('[data-stage]')).toHaveText('Shortlisted')
	// The note went with the move; the form is ready for the next one.
	await expect(entry.getByLabel(/^Note to /)).toHaveValue('')
	await expect(entry.getByLabel('Move to')).toHaveValue('shortlisted')

	const filters = page.getByRole('navigation', { name: 'Show applications by stage' })
	await filters.getByRole('link', { name: /^Shortlisted \(\d+\)$/ }).click()
	await expect(page).toHaveURL(new RegExp(`stage=shortlisted`))
	await expect(filters.getByRole('link', { name: /^Shortlisted/ })).toHaveAttribute('aria-current', 'page')
	await expect(entry).toBeVisible()
	await filters.getByRole('link', { name: /^Rejected \(\d+\)$/ }).click()
	await expect(page).toHaveURL(new RegExp(`stage=rejected`))
	await expect(entry).toHaveCount(0)

	const mail = await latestMail(email.toLowerCase())
	expect(mail.subject).toBe(`Your application for ${job.title}: Shortlisted`)
	expect(mail.text).toContain('We would like to meet you on Tuesday morning.')

	await page.context().clearCookies()
	await signIn(page, email, PASSWORD)
	await page.goto('/employee-dashboard')
	await expect(card.locator('[data-badge]')).toHaveText('Shortlisted')
	await expect(card).toContainText('We would like to meet you on Tuesday morning.')
})

test('the stage form, its filter and the seeker’s stage have no serious axe findings', async ({
	page,
	browser,
}, testInfo) => {
	// Two sign-ins and two scans, on a machine shared with the other tests.
	test.setTimeout(120_000)
	const { email, job, applicationId } = await seekerWhoApplied(page, testInfo)
	await query(`update application set stage = 'interviewing', stage_changed_at = now() where id = $1`, [applicationId])
	await query(
		`insert into application_stage_change (application_id, stage, note, changed_at) values ($1, 'interviewing', 'Thursday at 2pm?', now())`,
		[applicationId],
	)
	const employer = await seriousViolationsSignedIn(browser, testInfo, DEMO.employer, [
		`/employer-dashboard?applications=${job.id}`,
	])
	const seeker = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, [
		'/employee-dashboard',
	])
	expect({ ...employer, ...seeker }).toEqual({
		[`/employer-dashboard?applications=${job.id}`]: [],
		'/employee-dashboard': [],
	})
})
