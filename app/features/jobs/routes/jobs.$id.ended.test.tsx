// A job whose listing has ended keeps its page (decision 209): 200, the advert and a plain notice that
// it takes no applications, no apply panel and no JobPosting block, `noindex`; applying still refuses.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { renderedHtml } from '../../../../tests/fixtures/render.tsx'
import { callRoute, formRequest, freshEm, nextIp, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Job } from '../../../models/job.ts'
import * as applyApi from '../../applying/routes/api.jobs.$id.apply.ts'
import * as applyPage from '../../applying/routes/jobs.$id.apply.tsx'
import { jobPostingJsonLd } from '../job-posting.ts'
import * as jobPage from './jobs.$id.tsx'

withLocalOutbox()

const SITE = 'https://www.warringtonjobs.example'
const DAY = 24 * 60 * 60 * 1000

afterEach(() => {
	vi.unstubAllEnvs()
})

function open(id: number, cookie?: string) {
	return callRoute(
		withParams(jobPage.loader),
		new Request(`${ORIGIN}/jobs/${id}`, { headers: cookie ? { Cookie: cookie } : {} }),
		{ params: { id: String(id) } },
	)
}

type PageData = Parameters<typeof jobPage.default>[0]['loaderData']
const pageProps = (loaderData: unknown) => ({ loaderData }) as unknown as Parameters<typeof jobPage.default>[0]
const metaOf = (loaderData: unknown) =>
	jobPage.meta({ loaderData, error: undefined } as unknown as Parameters<typeof jobPage.meta>[0])

describe('an ended listing’s page', () => {
	test('answers 200 to anyone, saying plainly it takes no applications, without apply or JobPosting, noindex', async () => {
		vi.stubEnv('APP_ORIGIN', SITE)
		const { user } = await apiUser('employer')
		const expiresAt = new Date(Date.now() - 2 * DAY)
		const job = await postedJob(
			user,
			{ title: 'Forklift Driver', description: 'Counterbalance licence needed.\n\nDays, Birchwood.' },
			{ expiresAt },
		)
		const response = await open(job.id)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
		const data = (await response.json()) as PageData & { ended: NonNullable<unknown> }
		expect(data).toEqual({
			ended: expect.objectContaining({
				id: job.id,
				title: 'Forklift Driver',
				endedAt: expiresAt.toISOString(),
				ownJob: false,
				notice: {
					title: 'No longer taking applications',
					message: expect.stringMatching(
						/^This job is no longer taking applications: its listing ended on \d+ \w+ \d{4}\.$/,
					),
				},
			}),
			canonicalUrl: `${SITE}/jobs/${job.id}`,
		})
		// Nothing the listed page gives for applying or contacting the employer.
		expect(JSON.stringify(data)).not.toContain('contactEmail')

		const html = await renderedHtml(<jobPage.default {...pageProps(data)} />)
		expect(html).toContain('This job is no longer taking applications')
		expect(html).toContain('Counterbalance licence needed.')
		expect(html).not.toMatch(/apply/i)
		expect(html).not.toContain('application/ld+json')

		expect(metaOf(data)).toEqual([
			{ title: 'Forklift Driver, Omega Distribution Ltd (listing ended) | Warrington Jobs' },
			{ name: 'robots', content: 'noindex' },
			{ tagName: 'link', rel: 'canonical', href: `${SITE}/jobs/${job.id}` },
		])
	})

	test('a job its employer took down is ended too, from when it was taken down', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Night Carer' })
		const em = await freshEm()
		const stored = await em.findOneOrFail(Job, job.id)
		stored.isActive = false
		await em.flush()
		const data = (await (await open(job.id)).json()) as { ended: { endedAt: string; notice: { title: string } } }
		expect(data.ended.notice.title).toBe('No longer taking applications')
		expect(new Date(data.ended.endedAt).getTime()).toBeLessThanOrEqual(Date.now())
		expect(new Date(data.ended.endedAt).getTime()).toBeLessThan(stored.expiresAt.getTime())
	})

	test('its employer is told which state it is in and led to the dashboard; other employers see the plain notice', async () => {
		const owner = await signedIn('employer')
		const ended = await postedJob(owner.user, { title: 'Care Coordinator' }, { expiresAt: new Date(Date.now() - 1000) })
		const hidden = await postedJob(owner.user, { title: 'Kitchen Porter' }, { isActive: false })
		const own = (await (await open(ended.id, owner.cookie)).json()) as PageData
		expect(own.ended).toMatchObject({
			ownJob: true,
			notice: {
				title: 'Listing Ended',
				message: expect.stringMatching(/^Your listing “Care Coordinator” ended on .+: job seekers no longer see it\.$/),
			},
		})
		const html = await renderedHtml(<jobPage.default {...pageProps(own)} />)
		expect(html).toContain('href="/employer-dashboard?tab=inactive"')
		expect(((await (await open(hidden.id, owner.cookie)).json()) as PageData).ended).toMatchObject({
			ownJob: true,
			notice: { title: 'Listing Hidden' },
		})
		const someoneElse = await signedIn('employer')
		expect(((await (await open(ended.id, someoneElse.cookie)).json()) as PageData).ended).toMatchObject({
			ownJob: false,
			notice: { title: 'No longer taking applications' },
		})
	})

	test('applying to it is still refused, on the page and through the API', async () => {
		const { user } = await apiUser('employer')
		const expired = await postedJob(user, {}, { expiresAt: new Date(Date.now() - 1000) })
		const hidden = await postedJob(user, {}, { isActive: false })
		for (const job of [expired, hidden]) {
			const params = { params: { id: String(job.id) } }
			const page = await callRoute(withParams(applyPage.loader), new Request(`${ORIGIN}/jobs/${job.id}/apply`), params)
			expect(page.status).toBe(404)
			const fields = { applicantName: 'Priya Sankey', applicantEmail: 'priya.sankey@example.co.uk', message: 'Hello' }
			const form = await callRoute(withParams(applyPage.action), formRequest(`/jobs/${job.id}/apply`, fields), {
				...params,
				ip: nextIp(),
			})
			expect(form.status).toBe(404)
			const api = await callRoute(withParams(applyApi.action), formRequest(`/api/jobs/${job.id}/apply`, fields), {
				...params,
				ip: nextIp(),
			})
			expect(api.status).toBe(404)
		}
	})
})

describe('a listed job’s page', () => {
	test('its JobPosting’s validThrough is the listing’s stored end', async () => {
		const { user } = await apiUser('employer')
		const expiresAt = new Date(Date.now() + 9 * DAY + 12_345)
		const job = await postedJob(user, { title: 'Dental Nurse' }, { expiresAt })
		const data = (await (await open(job.id)).json()) as Extract<PageData, { ended: null }>
		expect(data.ended).toBeNull()
		expect(jobPostingJsonLd(data.job).validThrough).toBe(expiresAt.toISOString())
		expect(metaOf(data)).not.toContainEqual({ name: 'robots', content: 'noindex' })
	})
})
