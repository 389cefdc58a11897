// Job alerts (decisions 157, 158), with JavaScript and without: "Get alerts for this search" under
// the listing's results, the alert's mail when a matching job is posted, its one-click unsubscribe
// signed out, and pausing, changing and deleting alerts on the dashboard.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { seriousViolationsSignedIn } from './axe.ts'
import { DEMO, linkIn, queryE2eDatabase, signIn, submitSignIn, toast, uniqueWord } from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

const alertCard = (page: Page, name: string) =>
	page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** A job posted by the demo employer through POST /api/jobs, the app's own path (instant alerts go out after it). */
async function postJob(request: APIRequestContext, title: string) {
	const login = await request.post('/api/login', {
		data: { email: DEMO.employer.email, password: DEMO.employer.password },
	})
	const { token } = (await login.json()) as { token: string }
	const job = await request.post('/api/jobs', {
		headers: { Authorization: `Bearer ${token}` },
		data: {
			title,
			company: 'Sankey Brook Care',
			location: 'Great Sankey',
			salary: '£24,000 - £26,500 per year',
			description: 'Supporting residents with daily care at our Great Sankey home. Days and nights available.',
			jobType: 'Part-time',
			industry: 'Healthcare',
			contactEmail: 'jobs@sankeybrookcare.co.uk',
		},
	})
	expect(job.status(), await job.text()).toBe(201)
	return ((await job.json()) as { id: number }).id
}

async function alertMail(word: string) {
	let text = ''
	await expect
		.poll(
			async () => {
				const rows = await queryE2eDatabase<{ text: string; headers: Record<string, string> | null }>(
					`select text, headers from mail_outbox where "to" = $1 and subject like $2 order by id desc limit 1`,
					[DEMO.seeker.email, `%${word}%`],
				)
				text = rows[0]?.text ?? ''
				return rows[0]?.headers?.['List-Unsubscribe-Post'] ?? 'no mail yet'
			},
			{ message: `the alert mail for ${word}` },
		)
		.toBe('List-Unsubscribe=One-Click')
	return text
}

test('signed out, "Get alerts for this search" signs in and makes the alert; a matching job is mailed; its link unsubscribes signed out', async ({
	page,
	request,
}, testInfo) => {
	const word = uniqueWord(testInfo, 'Alrt')
	await page.goto(`/?search=${word}`)
	const box = page.getByRole('region', { name: 'Get new jobs for this search by email' })
	await expect(box).toContainText(`“${word}” jobs in Warrington`)
	await box.getByLabel('Email me').selectOption('instant')
	await box.getByRole('button', { name: 'Get alerts for this search' }).click()

	await page.waitForURL((url) => url.pathname === '/auth')
	await expect(page.getByRole('heading', { name: 'Sign in to get job alerts' })).toBeVisible()
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.waitForURL((url) => url.pathname === '/employee-dashboard')
	const offer = page.getByRole('region', { name: `Job alerts: “${word}” jobs in Warrington` })
	await expect(offer.getByLabel('Email me')).toHaveValue('instant')
	await offer.getByRole('button', { name: 'Create Job Alert' }).click()
	await expect(toast(page, 'Job alert created')).toBeVisible()
	await expect(page).toHaveURL('/employee-dashboard?tab=alerts')
	await expect(alertCard(page, `“${word}” jobs in Warrington`).getByLabel('How often', { exact: true })).toHaveValue(
		'instant',
	)

	const jobId = await postJob(request, `${word} Care Assistant`)
	const mail = await alertMail(word)
	expect(mail).toContain(`${word} Care Assistant <`)
	expect(mail).toContain(`/jobs/${jobId}>`)
	expect(mail).toContain('Sankey Brook Care, Great Sankey (£24,000 - £26,500 per year)')

	await page.context().clearCookies()
	await page.goto(linkIn(mail, '/alerts/unsubscribe'))
	await expect(page.getByRole('heading', { name: 'Unsubscribe from this job alert?' })).toBeVisible()
	await page.getByRole('button', { name: 'Unsubscribe' }).click()
	await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
	await expect(page.getByText(`Job alert deleted: “${word}” jobs in Warrington.`)).toBeVisible()
	const left = await queryE2eDatabase(
		`select a.id from job_alert a join "user" u on u.id = a.user_id where u.email = $1 and a.criteria = $2`,
		[DEMO.seeker.email, `search=${word}`],
	)
	expect(left).toEqual([])
})

test('the dashboard pauses, resumes, changes and deletes an alert', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Mng')
	const name = `“${word}” jobs in Warrington (Part-time)`
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.goto(`/?search=${word}&jobType=Part-time`)
	await page.getByRole('button', { name: 'Get alerts for this search' }).click()
	await expect(toast(page, 'Job alert created')).toBeVisible()
	const card = alertCard(page, name)
	await expect(card.getByLabel('How often', { exact: true })).toHaveValue('daily')

	await card.getByRole('button', { name: `Pause ${name}` }).click()
	await expect(toast(page, 'Job alert paused')).toBeVisible()
	await expect(card.getByText('Paused', { exact: true })).toBeVisible()
	await card.getByRole('button', { name: `Resume ${name}` }).click()
	await expect(toast(page, 'Job alert resumed')).toBeVisible()

	await card.getByLabel('How often', { exact: true }).selectOption('weekly')
	await card.getByRole('button', { name: `Save how often for ${name}` }).click()
	await expect(toast(page, 'Job alert changed')).toBeVisible()
	await expect(card.getByLabel('How often', { exact: true })).toHaveValue('weekly')

	await card.getByRole('button', { name: `Delete ${name}` }).click()
	await expect(toast(page, 'Job alert deleted')).toBeVisible()
	await expect(card).toHaveCount(0)
})

test('the job alert screens have no serious axe findings', async ({ browser }, testInfo) => {
	test.slow()
	const paths = [
		'/?search=warehouse',
		'/employee-dashboard?tab=alerts',
		'/employee-dashboard?alerts=true&category=support-worker',
		'/alerts/unsubscribe?token=no-such-token',
	]
	expect(await seriousViolationsSignedIn(browser, testInfo, DEMO.seeker, paths)).toEqual(
		Object.fromEntries(paths.map((path) => [path, []])),
	)
})
