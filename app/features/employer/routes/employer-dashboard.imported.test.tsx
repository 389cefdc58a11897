// The employer's jobs, on the dashboard and through the API: a job imported from their board and
// applied for on their site shows where it comes from and its clicks in place of applications.
import { describe, expect, test } from 'vitest'
import { view } from '../../../../tests/fixtures/employer-dashboard.ts'
import { importedJob } from '../../../../tests/fixtures/imported-jobs.ts'
import { postedJob } from '../../../../tests/fixtures/jobs.ts'
import { renderedHtml } from '../../../../tests/fixtures/render.tsx'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { countOutboundClick } from '../../jobs/outbound-clicks.server.ts'
import { EmployerJobCard, type EmployerJob } from '../components/employer-job-card.tsx'
import * as employerJobsRoute from './api.employer.jobs.ts'

const textOf = async (job: EmployerJob) =>
	(
		await renderedHtml(
			<EmployerJobCard
				job={job}
				tab="active"
				now={new Date().toISOString()}
				open={null}
				failedMove={null}
				confirmingDelete={false}
				sponsorshipUnavailable={null}
			/>,
		)
	)
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ')

async function clicked(jobId: number, times: number, day: Date) {
	const em = await freshEm()
	for (let i = 0; i < times; i += 1) await countOutboundClick(em, jobId, day)
}

describe('an imported job among the employer’s jobs', () => {
	test('the dashboard shows its source and its clicks, all days together, in place of applications', async () => {
		const employer = await signedIn('employer')
		const { job } = await importedJob(employer.user, { title: 'Support Engineer' })
		const here = await postedJob(employer.user, { title: 'Office Manager' })
		const { job: unclicked } = await importedJob(employer.user, { title: 'Field Engineer', kind: 'xml-feed' })
		await clicked(job.id, 2, new Date('2026-11-20T09:00:00Z'))
		await clicked(job.id, 1, new Date())

		const body = (await view('', employer.cookie)) as unknown as { jobs: EmployerJob[] }
		const byId = new Map(body.jobs.map((shown) => [shown.id, shown]))
		expect(byId.get(job.id)).toMatchObject({ importedFrom: 'greenhouse', outboundClicks: 3, applicationCount: 0 })
		expect(byId.get(unclicked.id)).toMatchObject({ importedFrom: 'xml-feed', outboundClicks: 0 })
		expect(byId.get(here.id)).toMatchObject({ importedFrom: null, outboundClicks: null })

		const text = await textOf(byId.get(job.id)!)
		expect(text).toContain('3 clicks on “Apply on your site”')
		expect(text).toContain('Imported from your Greenhouse board')
		expect(text).not.toContain('application')
		expect(text).not.toContain('View Applications')
		expect(await textOf(byId.get(unclicked.id)!)).toContain(
			'0 clicks on “Apply on your site” Imported from your jobs feed',
		)
		const plain = await textOf(byId.get(here.id)!)
		expect(plain).toContain('0 applications')
		expect(plain).toContain('View Applications')
		expect(plain).not.toContain('Imported')
	})

	test('GET /api/employer/jobs carries outboundClicks (null for a job applied for here)', async () => {
		const employer = await signedIn('employer')
		const { job } = await importedJob(employer.user)
		const here = await postedJob(employer.user)
		await clicked(job.id, 1, new Date())
		const response = await callRoute(
			employerJobsRoute.loader,
			apiRequest('GET', '/api/employer/jobs', { cookie: employer.cookie }),
		)
		expect(response.status).toBe(200)
		const jobs = (await response.json()) as EmployerJob[]
		expect(jobs.map(({ id, outboundClicks, importedFrom }) => ({ id, outboundClicks, importedFrom }))).toEqual([
			{ id: here.id, outboundClicks: null, importedFrom: null },
			{ id: job.id, outboundClicks: 1, importedFrom: 'greenhouse' },
		])
	})
})
