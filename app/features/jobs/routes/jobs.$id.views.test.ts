// Opening a job page signed in records a view and shows the saved state; anonymous visits
// record nothing and stay publicly cacheable.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { JobInteraction } from '../../../models/job-interaction.ts'
import { saveJob } from '../../saved-jobs/saved-jobs.server.ts'
import { flushViews } from '../interactions.server.ts'
import * as jobDetail from './jobs.$id.tsx'

function open(id: number, cookie?: string) {
	const headers: Record<string, string> = cookie ? { Cookie: cookie } : {}
	return callRoute(withParams(jobDetail.loader), new Request(`${ORIGIN}/jobs/${id}`, { headers }), {
		params: { id: String(id) },
	})
}
const views = async (jobId: number) => {
	await flushViews()
	return (await freshEm()).find(JobInteraction, { job: jobId, interactionType: 'view' })
}

describe('a visit to the job page', () => {
	test('anonymous: nothing recorded, not saved, publicly cacheable', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer)
		const response = await open(job.id)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
		expect(((await response.json()) as { saved: boolean }).saved).toBe(false)
		expect(await views(job.id)).toEqual([])
	})

	test('a signed-in seeker: each visit counts on one row; the page says whether it is saved and is private', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer)
		const { user, cookie } = await signedIn('employee')
		const first = await open(job.id, cookie)
		expect(first.headers.get('Cache-Control')).toBe('private, no-store')
		expect(((await first.json()) as { saved: boolean }).saved).toBe(false)
		await saveJob(await freshEm(), user, job.id)
		const second = await open(job.id, cookie)
		expect(((await second.json()) as { saved: boolean }).saved).toBe(true)
		const rows = await views(job.id)
		expect(rows.map((row) => [row.user.id, row.times])).toEqual([[user.id, 2]])
	})

	test('the job’s own employer looking at it records nothing', async () => {
		const { user: employer, cookie } = await signedIn('employer')
		const job = await postedJob(employer)
		expect((await open(job.id, cookie)).status).toBe(200)
		expect(await views(job.id)).toEqual([])
	})
})
