// Job sources in the browser, with JavaScript on and off (issue 32): an employer adds their XML
// feed (served by a small server this spec starts on 127.0.0.1, which IMPORT_ALLOWED_HOSTS lets the
// app fetch), sees it wait for approval, an admin approves it in the inbox, and the employer then
// sees it synced with its jobs added and listed on their dashboard.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { DEMO, registerEmployer, signIn, toast, uniqueEmail } from './helpers.ts'

let server: http.Server
let feedOrigin = ''
const feeds = new Map<string, string>()

test.beforeAll(async () => {
	server = http.createServer((request, response) => {
		const feed = feeds.get(request.url ?? '')
		if (!feed) return void response.writeHead(404).end()
		response.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8' }).end(feed)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	feedOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** An aggregator feed (decision 211's format) of two care jobs in Warrington, titled for this run. */
function careFeed(label: string) {
	const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toUTCString()
	const job = (n: number, title: string) => `<job>
<title><![CDATA[${title}]]></title>
<date>${day(-1)}</date>
<referencenumber>CCR-${n}</referencenumber>
<url>https://cheshire-care.example/jobs/${n}</url>
<company>Cheshire Care &amp; Support</company>
<city>Warrington</city>
<postalcode>WA5 1AB</postalcode>
<description><![CDATA[<p>Visit clients in Penketh and Great Sankey. A car is needed; mileage is paid on top.</p>]]></description>
<salary>£12.60 per hour</salary>
<jobtype>parttime</jobtype>
<expirationdate>${day(20)}</expirationdate>
</job>`
	return `<?xml version="1.0" encoding="UTF-8"?>
<source>
<publisher>Cheshire Care Recruitment</publisher>
${job(1, `Domiciliary Care Worker ${label}`)}
${job(2, `Night Carer ${label}`)}
</source>`
}

test('an employer adds their feed, an admin approves it, its jobs are listed; then pause, resume, sync now, remove', async ({
	page,
}, testInfo) => {
	const label = `${testInfo.project.name} ${Date.now()}`
	const path = `/feeds/${testInfo.project.name}-${Date.now()}.xml`
	feeds.set(path, careFeed(label))
	const feedUrl = `${feedOrigin}${path}`
	const employer = await registerEmployer(page, {
		email: uniqueEmail(testInfo, 'sources'),
		firstName: 'Helen',
		lastName: 'Penketh',
	})

	await page.goto('/employer-dashboard')
	await page.getByRole('link', { name: 'Import Jobs' }).click()
	await expect(page.getByRole('heading', { name: 'Job Sources', level: 1 })).toBeVisible()
	const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add Source' }) })
	await form.getByLabel('Address').fill(feedUrl)
	await form.getByLabel('Industry of its jobs').selectOption('Social Care')
	await form.getByRole('button', { name: 'Add Source' }).click()
	await expect(toast(page, 'Source Added')).toContainText('once an admin approves it')
	const source = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: feedUrl }) })
	await expect(source).toContainText('XML job feed')
	await expect(source.getByTestId('source-status')).toContainText('Waiting for approval')
	// Its first check runs untrusted: it counts the jobs and lists none.
	await expect(async () => {
		await page.goto('/employer-dashboard/job-sources')
		await expect(source.getByTestId('source-status')).toContainText('2 jobs found.', { timeout: 1_000 })
	}).toPass({ timeout: 25_000 })

	await page.context().clearCookies()
	await signIn(page, DEMO.admin.email, DEMO.admin.password)
	await page.goto('/admin')
	const waiting = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: feedUrl }) })
	await expect(waiting).toContainText(employer.email)
	await waiting.getByRole('button', { name: 'Approve' }).click()
	await expect(toast(page, 'Done')).toContainText('is approved')

	await page.context().clearCookies()
	await signIn(page, employer.email, employer.password)
	await expect(async () => {
		await page.goto('/employer-dashboard/job-sources')
		await expect(source.getByTestId('source-status')).toContainText('2 jobs found, 2 added', { timeout: 1_000 })
	}).toPass({ timeout: 25_000 })
	await expect(source).toContainText('Synced')
	expect(await seriousViolations(page)).toEqual([])

	await page.goto('/employer-dashboard')
	await expect(page.getByRole('heading', { name: `Domiciliary Care Worker ${label}` })).toBeVisible()
	await expect(page.getByRole('heading', { name: `Night Carer ${label}` })).toBeVisible()

	// Each of the source's own forms, as plain posts: pause, resume, sync now, and remove, which ends its jobs.
	await page.goto('/employer-dashboard/job-sources')
	await source.getByRole('button', { name: 'Pause' }).click()
	await expect(toast(page, 'Source Paused')).toBeVisible()
	await expect(source).toContainText('Paused')
	await source.getByRole('button', { name: 'Resume' }).click()
	await expect(toast(page, 'Source Resumed')).toBeVisible()
	await source.getByRole('button', { name: 'Sync now' }).click()
	await expect(toast(page, 'Sync Started')).toBeVisible()
	await source.getByText('Remove', { exact: true }).click()
	await source.getByRole('button', { name: 'Remove this source' }).click()
	await expect(toast(page, 'Source Removed')).toContainText('2 jobs from it left the listing.')
	await expect(page.getByRole('heading', { name: feedUrl })).toHaveCount(0)
})

test('an admin adds a source for an employer from the inbox: approved at once, its jobs listed', async ({
	page,
}, testInfo) => {
	const label = `${testInfo.project.name} admin ${Date.now()}`
	const path = `/feeds/admin-${testInfo.project.name}-${Date.now()}.xml`
	feeds.set(path, careFeed(label))
	const feedUrl = `${feedOrigin}${path}`
	const employer = await registerEmployer(page, {
		email: uniqueEmail(testInfo, 'admin-source'),
		firstName: 'Ravi',
		lastName: 'Sankey',
	})

	await page.context().clearCookies()
	await signIn(page, DEMO.admin.email, DEMO.admin.password)
	await page.goto('/admin')
	const form = page.getByRole('region', { name: 'Add a Job Source for an Employer' }).locator('form')
	await form.getByRole('textbox', { name: /^Employer’s email address/ }).fill(employer.email)
	await form.getByRole('textbox', { name: /^Address/ }).fill(feedUrl)
	await form.getByRole('combobox', { name: /^Industry of its jobs/ }).selectOption('Social Care')
	await form.getByRole('button', { name: 'Add Source' }).click()
	await expect(toast(page, 'Done')).toContainText(`${feedUrl} is added for ${employer.email}, approved`)

	await page.context().clearCookies()
	await signIn(page, employer.email, employer.password)
	const source = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: feedUrl }) })
	await expect(async () => {
		await page.goto('/employer-dashboard/job-sources')
		await expect(source.getByTestId('source-status')).toContainText('2 jobs found, 2 added', { timeout: 1_000 })
	}).toPass({ timeout: 25_000 })
	await expect(source).not.toContainText('Waiting for approval')
})
