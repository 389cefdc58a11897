// A job imported from its employer's board (issue 32) is applied for on the employer's site: its
// page's one action, "Apply on <company>’s site", posts to the board, which counts the click and
// sends the browser on to the employer's page (here a small server of this spec on 127.0.0.1), and
// the employer sees the click on their dashboard. With JavaScript and without.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import { hydrated, queryE2eDatabase, registerEmployer, signIn, uniqueEmail, uniqueWord } from './helpers.ts'
import { HOUR, listJob } from './listed-jobs.ts'

let careers: Server
let careersOrigin = ''

test.beforeAll(async () => {
	careers = createServer((request, response) => {
		response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
		response.end(`<!doctype html><html lang="en"><title>Careers at Brightwire</title><h1>Apply: ${request.url}</h1>`)
	})
	await new Promise<void>((resolve) => careers.listen(0, '127.0.0.1', resolve))
	careersOrigin = `http://127.0.0.1:${(careers.address() as AddressInfo).port}`
})

test.afterAll(async () => {
	await new Promise<void>((resolve) => careers.close(() => resolve()))
})

test('an imported job’s page sends the applicant to the employer’s site; the employer sees the click', async ({
	page,
	browser,
}, testInfo) => {
	const employer = await registerEmployer(page, { email: uniqueEmail(testInfo, 'imported'), firstName: 'Nia' })
	await page.context().clearCookies()
	const title = `${uniqueWord(testInfo, 'Imp')} Support Engineer`
	const jobId = await listJob({ title, company: 'Brightwire', industry: 'Technology' }, employer.email)
	// As the sync stores an imported job: its source, its page there and where it is applied for.
	const applyPath = `/brightwire/jobs/${jobId}?gh_src=warrington`
	const [source] = await queryE2eDatabase<{ id: number }>(
		`insert into job_source (employer_id, kind, url, fetch_url, industry, trust, trusted_at, last_success_at, created_at, updated_at)
		 select id, 'greenhouse', $2, $3, 'Technology', 'admin', now(), $4, now(), now() from "user" where email = $1 returning id`,
		[
			employer.email.toLowerCase(),
			`${careersOrigin}/brightwire`,
			`${careersOrigin}/v1/boards/brightwire/jobs?content=true`,
			new Date(Date.now() - 2 * HOUR - 60_000),
		],
	)
	await queryE2eDatabase('update job set source_id = $1, source_url = $2, apply_url = $3 where id = $4', [
		source!.id,
		`${careersOrigin}/brightwire/jobs/${jobId}`,
		`${careersOrigin}${applyPath}`,
		jobId,
	])

	// The page passes its accessibility checks with the new panel (scanned with JavaScript only).
	expect(await seriousViolationsAt(page, browser, testInfo, `/jobs/${jobId}`)).toEqual([])
	await page.goto(`/jobs/${jobId}`)
	await hydrated(page)
	await expect(page.getByRole('article')).toContainText(
		'From Brightwire’s Greenhouse board, last checked there 2 hours ago.',
	)
	const panel = page.getByRole('complementary', { name: 'Apply for this job' })
	await expect(panel.getByRole('button', { name: 'Quick Apply' })).toHaveCount(0)
	await expect(panel.getByRole('link', { name: 'Apply with Custom Details' })).toHaveCount(0)
	await panel.getByRole('link', { name: 'Apply on Brightwire’s site' }).click()
	await page.waitForURL(`${careersOrigin}${applyPath}`)
	await expect(page.getByRole('heading', { name: `Apply: ${applyPath}` })).toBeVisible()

	// Our apply page says where to apply instead.
	await page.goto(`/jobs/${jobId}/apply`)
	await expect(page.getByText('Applications for this job go to Brightwire’s own site')).toBeVisible()

	await signIn(page, employer.email, employer.password)
	await page.goto('/employer-dashboard')
	const card = page.locator(`#job-${jobId}`)
	await expect(card).toContainText('1 click on “Apply on your site”')
	await expect(card).toContainText('Imported from your Greenhouse board')
})
