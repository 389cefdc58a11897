import { describe, expect, test } from 'vitest'
import { importedJob } from '../../../../tests/fixtures/imported-jobs.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Job } from '../../../models/job.ts'
import { JobOutboundClick } from '../../../models/job-outbound-click.ts'
import { countOutboundClick } from '../outbound-clicks.server.ts'
import * as applyElsewhere from './jobs.$id.apply-elsewhere.ts'

/** A person's click on the link of a page here, as a browser's Fetch Metadata says it; `headers` override it. */
const CLICK = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-User': '?1' }

function press(jobId: number | string, cookie?: string, headers: Record<string, string | null> = CLICK) {
	const request = new Request(`${ORIGIN}/jobs/${jobId}/apply-elsewhere`)
	for (const [name, value] of Object.entries(headers)) if (value !== null) request.headers.set(name, value)
	if (cookie) request.headers.set('Cookie', cookie)
	return callRoute(withParams(applyElsewhere.loader), request, { params: { id: String(jobId) } })
}

async function clicksOf(jobId: number) {
	const rows = await (await freshEm()).find(JobOutboundClick, { job: jobId })
	return rows.map((row) => ({ day: row.day, clicks: row.clicks }))
}

const listingVersion = async () =>
	(
		await (
			await freshEm()
		)
			.getConnection()
			.execute<[{ version: string }]>(`select last_value || ':' || is_called as version from job_listing_version`)
	)[0].version

describe('GET /jobs/{id}/apply-elsewhere', () => {
	test('counts the click on the day (UTC) and sends the visitor on to the job’s applyUrl', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user, {
			applyUrl: 'https://boards.greenhouse.io/brightwire/jobs/4012345?gh_src=1',
		})
		const before = await (await freshEm()).findOneOrFail(Job, job.id)
		const version = await listingVersion()

		const first = await press(job.id)
		expect(first.status).toBe(302)
		expect(first.headers.get('Location')).toBe('https://boards.greenhouse.io/brightwire/jobs/4012345?gh_src=1')
		expect((await press(job.id)).status).toBe(302)
		expect(await clicksOf(job.id)).toEqual([{ day: new Date().toISOString().slice(0, 10), clicks: 2 }])

		// The job row is not written, so no cached listing or page is retired by a click.
		expect((await (await freshEm()).findOneOrFail(Job, job.id)).updatedAt).toEqual(before.updatedAt)
		expect(await listingVersion()).toBe(version)
	})

	test('a signed-in seeker’s click counts; the employer’s own does not', async () => {
		const employer = await signedIn('employer')
		const { job } = await importedJob(employer.user)
		expect((await press(job.id, employer.cookie)).status).toBe(302)
		expect(await clicksOf(job.id)).toEqual([])
		const seeker = await signedIn('employee')
		expect((await press(job.id, seeker.cookie)).headers.get('Location')).toBe(
			'https://boards.greenhouse.io/brightwire/jobs/4012345',
		)
		expect((await clicksOf(job.id))[0]?.clicks).toBe(1)
	})

	test('clicks on another day start that day’s row', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user)
		const em = await freshEm()
		await countOutboundClick(em, job.id, new Date('2026-11-27T23:59:59Z'))
		await countOutboundClick(em, job.id, new Date('2026-11-28T00:00:01Z'))
		await countOutboundClick(em, job.id, new Date('2026-11-28T12:00:00Z'))
		const rows = await clicksOf(job.id)
		expect(rows.sort((a, b) => a.day.localeCompare(b.day))).toEqual([
			{ day: '2026-11-27', clicks: 1 },
			{ day: '2026-11-28', clicks: 2 },
		])
	})

	test('never an open redirect: a job applied for here, or an applyUrl that is not http(s), goes back to the job page', async () => {
		const { user } = await apiUser('employer')
		const here = await postedJob(user)
		const answer = await press(here.id)
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe(`/jobs/${here.id}`)

		const { job: scripted } = await importedJob(user, { applyUrl: 'javascript:alert(1)' })
		expect((await press(scripted.id)).headers.get('Location')).toBe(`/jobs/${scripted.id}`)
		const { job: relative } = await importedJob(user, { applyUrl: '//evil.example/apply' })
		expect((await press(relative.id)).headers.get('Location')).toBe(`/jobs/${relative.id}`)
		expect(await clicksOf(scripted.id)).toEqual([])
		expect(await clicksOf(relative.id)).toEqual([])
	})

	test('a listing that has ended goes to its page, uncounted; an id that names no job is 404', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user)
		const em = await freshEm()
		await em.nativeUpdate(Job, { id: job.id }, { isActive: false })
		expect((await press(job.id)).headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await clicksOf(job.id)).toEqual([])
		expect((await press('not-a-job')).status).toBe(404)
	})

	test('only a person’s click here counts: not another site’s link, a prefetch, a crawler or a link checker', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user)
		const uncounted: Record<string, string | null>[] = [
			{ ...CLICK, 'Sec-Fetch-Site': 'cross-site' },
			{ ...CLICK, 'Sec-Fetch-Site': 'none' },
			{ ...CLICK, 'Sec-Purpose': 'prefetch' },
			{ ...CLICK, 'Sec-Fetch-User': null },
			{
				'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
				Referer: `${ORIGIN}/jobs/${job.id}`,
			},
			{ 'User-Agent': 'W3C-checklink/5.0' },
		]
		for (const headers of uncounted) {
			const answer = await press(job.id, undefined, headers)
			expect(answer.headers.get('Location')).toBe('https://boards.greenhouse.io/brightwire/jobs/4012345')
		}
		expect(await clicksOf(job.id)).toEqual([])
		// A fetch of the app's own (a client-side navigation) and an older browser with this site as its referrer count.
		await press(job.id, undefined, { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' })
		await press(job.id, undefined, {
			Referer: `${ORIGIN}/jobs/${job.id}`,
			'User-Agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
		})
		expect((await clicksOf(job.id))[0]?.clicks).toBe(2)
	})
})
