// A job imported from its employer's board (issue 32) is applied for on the employer's site: its
// page offers only "Apply on <company>’s site" and says where it comes from; our apply page, Quick
// Apply and the apply APIs say how to apply instead; its JobPosting says directApply false; the
// jobs API carries applyUrl and importedFrom.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { quickApplyProfileFor } from '../../../../tests/fixtures/applications.ts'
import { importedJob } from '../../../../tests/fixtures/imported-jobs.ts'
import { apiUser, postedJob, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { renderedHtml } from '../../../../tests/fixtures/render.tsx'
import {
	apiRequest,
	callRoute,
	formRequest,
	freshEm,
	nextIp,
	ORIGIN,
	registeredAccount,
	toastOf,
} from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { User } from '../../../models/user.ts'
import * as authRoute from '../../accounts/routes/auth.tsx'
import * as applyApi from '../../applying/routes/api.jobs.$id.apply.ts'
import * as quickApplyApi from '../../applying/routes/api.jobs.$id.quick-apply.ts'
import * as applyPage from '../../applying/routes/jobs.$id.apply.tsx'
import * as quickApplyPage from '../../applying/routes/jobs.$id.quick-apply.tsx'
import { jobPostingJsonLd } from '../job-posting.ts'
import * as jobApi from './api.jobs.$id.ts'
import * as jobsApi from './api.jobs.ts'
import * as jobPage from './jobs.$id.tsx'

withLocalOutbox()

const HOUR = 60 * 60 * 1000
const APPLY_URL = 'https://boards.greenhouse.io/brightwire/jobs/4012345'

afterEach(() => {
	vi.unstubAllEnvs()
})

type PageData = Extract<Parameters<typeof jobPage.default>[0]['loaderData'], { ended: null }>
const pageProps = (loaderData: unknown) => ({ loaderData }) as unknown as Parameters<typeof jobPage.default>[0]
const params = (id: number) => ({ params: { id: String(id) } })

async function openPage(id: number, cookie?: string) {
	const response = await callRoute(
		withParams(jobPage.loader),
		new Request(`${ORIGIN}/jobs/${id}`, { headers: cookie ? { Cookie: cookie } : {} }),
		params(id),
	)
	expect(response.status).toBe(200)
	return (await response.json()) as PageData
}

describe('an imported job’s page', () => {
	test('offers only “Apply on Brightwire’s site”, says where it comes from and when it was checked, directApply false', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user, { lastSuccessAt: new Date(Date.now() - 3 * HOUR - 60_000) })
		const data = await openPage(job.id)
		expect(data.apply).toBeNull()
		expect(data.job.appliesElsewhere).toBe(true)
		expect(data.importedFrom).toEqual({
			text: 'From Brightwire’s Greenhouse board',
			checkedAt: expect.any(String),
			checkedAgo: '3 hours ago',
		})
		// The page says where to go, never the address itself: the button posts to our route.
		expect(JSON.stringify(data)).not.toContain(APPLY_URL)

		const html = await renderedHtml(<jobPage.default {...pageProps(data)} />)
		expect(html).toContain(`href="/jobs/${job.id}/apply-elsewhere"`)
		expect(html).toContain('Apply on Brightwire’s site')
		expect(html).toMatch(/From Brightwire’s Greenhouse board, last checked there <time[^>]*>3 hours ago<\/time>\./)
		expect(html).not.toContain('Quick Apply')
		expect(html).not.toContain('Apply with Custom Details')
		expect(html).toContain('"directApply":false')
		expect(jobPostingJsonLd(data.job).directApply).toBe(false)
	})

	test('a source never read without fault yet: where it comes from, without a time', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user, { kind: 'jsonld-page' })
		const data = await openPage(job.id)
		expect(data.importedFrom).toEqual({ text: 'From Brightwire’s careers page', checkedAt: null, checkedAgo: null })
		const html = await renderedHtml(<jobPage.default {...pageProps(data)} />)
		expect(html).toContain('From Brightwire’s careers page.')
	})

	test('an imported job whose source gave an application address is applied for here, as any job', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user, { kind: 'lever', applyUrl: null })
		const data = await openPage(job.id)
		expect(data.apply).not.toBeNull()
		expect(data.importedFrom?.text).toBe('From Brightwire’s Lever board')
		const html = await renderedHtml(<jobPage.default {...pageProps(data)} />)
		expect(html).toContain('Apply with Custom Details')
		expect(html).not.toContain('apply-elsewhere')
		expect(jobPostingJsonLd(data.job).directApply).toBe(true)
	})

	test('a job posted here says nothing of a source and applies here', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		const data = await openPage(job.id)
		expect(data.importedFrom).toBeNull()
		expect(data.job.appliesElsewhere).toBe(false)
		expect(jobPostingJsonLd(data.job).directApply).toBe(true)
	})
})

describe('our own ways of applying, for an imported job', () => {
	const fields = { applicantName: 'Priya Sankey', applicantEmail: 'priya.sankey@example.co.uk', message: 'Hello' }

	test('the apply page says how to apply instead, with the button; its form post is refused with 409', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user)
		const page = await callRoute(
			withParams(applyPage.loader),
			new Request(`${ORIGIN}/jobs/${job.id}/apply`),
			params(job.id),
		)
		expect(page.status).toBe(200)
		const data = (await page.json()) as Parameters<typeof applyPage.default>[0]['loaderData']
		expect(data.elsewhere).toBe(
			'Applications for this job go to Brightwire’s own site: use “Apply on Brightwire’s site” on the job’s page.',
		)
		const html = await renderedHtml(
			<applyPage.default {...({ loaderData: data } as unknown as Parameters<typeof applyPage.default>[0])} />,
		)
		expect(html).toContain(`href="/jobs/${job.id}/apply-elsewhere"`)
		expect(html).not.toContain('Submit Application')
		expect(html).not.toContain('Apply with Custom Details')

		const sent = await callRoute(withParams(applyPage.action), formRequest(`/jobs/${job.id}/apply`, fields), {
			...params(job.id),
			ip: nextIp(),
		})
		expect(sent.status).toBe(409)
		expect(JSON.stringify(await sent.json())).toContain('Brightwire’s own site')
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('Quick Apply goes back to the job saying where to apply; nothing is sent', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user)
		const seeker = await signedIn('employee')
		await quickApplyProfileFor(seeker.user)
		const response = await callRoute(
			withParams(quickApplyPage.action),
			formRequest(`/jobs/${job.id}/quick-apply`, {}, { cookie: seeker.cookie }),
			params(job.id),
		)
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toMatchObject({ title: 'Apply on the employer’s site', type: 'info' })
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('a Quick Apply pressed before signing in is not sent: back to the job, told where to apply', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user)
		const account = await registeredAccount()
		await quickApplyProfileFor({ id: (await (await freshEm()).findOneOrFail(User, { email: account.email })).id })
		const response = await callRoute(
			authRoute.action,
			formRequest('/auth', {
				intent: 'signin',
				email: account.email,
				password: account.password,
				then: 'quick-apply',
				jobId: String(job.id),
				redirectTo: `/jobs/${job.id}`,
			}),
			{ ip: nextIp() },
		)
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toMatchObject({ title: 'Apply on the employer’s site', type: 'info' })
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test('the apply APIs answer 409 with the error and the applyUrl', async () => {
		const { user } = await apiUser('employer')
		const { job } = await importedJob(user)
		const custom = await callRoute(withParams(applyApi.action), formRequest(`/api/jobs/${job.id}/apply`, fields), {
			...params(job.id),
			ip: nextIp(),
		})
		expect(custom.status).toBe(409)
		expect(await custom.json()).toEqual({
			message:
				'Applications for this job go to Brightwire’s own site: use “Apply on Brightwire’s site” on the job’s page.',
			applyUrl: APPLY_URL,
		})
		const seeker = await apiUser('employee')
		await quickApplyProfileFor(seeker.user)
		const quick = await callRoute(
			withParams(quickApplyApi.action),
			apiRequest('POST', `/api/jobs/${job.id}/quick-apply`, { token: seeker.token }),
			params(job.id),
		)
		expect(quick.status).toBe(409)
		expect(((await quick.json()) as { applyUrl: string }).applyUrl).toBe(APPLY_URL)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})
})

describe('the jobs API', () => {
	test('a job carries applyUrl and importedFrom, in the search and alone; null for a job posted here', async () => {
		const { user } = await apiUser('employer')
		const word = uniqueWord()
		const { job } = await importedJob(user, { kind: 'workable', title: `Support Engineer ${word}` })
		const here = await postedJob(user, { title: `Warehouse Operative ${word}` })

		const one = await callRoute(withParams(jobApi.loader), apiRequest('GET', `/api/jobs/${job.id}`), params(job.id))
		expect(await one.json()).toMatchObject({ id: job.id, applyUrl: APPLY_URL, importedFrom: 'workable' })

		const search = await callRoute(jobsApi.loader, apiRequest('GET', `/api/jobs?search=${word}`))
		const found = (await search.json()) as { id: number; applyUrl: string | null; importedFrom: string | null }[]
		expect(
			found.map(({ id, applyUrl, importedFrom }) => ({ id, applyUrl, importedFrom })).sort((a, b) => a.id - b.id),
		).toEqual([
			{ id: job.id, applyUrl: APPLY_URL, importedFrom: 'workable' },
			{ id: here.id, applyUrl: null, importedFrom: null },
		])
	})
})
