// Posting by hand a job the employer's sources already list here is refused (decision 236): a
// field error on the form, a 400 on the API, both naming the imported listing.
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { JobSource } from '../../models/job-source.ts'
import type { User } from '../../models/user.ts'
import { JOB, jobsOf, post } from '../../../tests/fixtures/post-job.ts'
import { apiUser, jobInput } from '../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { createJob } from './jobs.server.ts'
import * as jobsApi from './routes/api.jobs.ts'

const savedStripe = [process.env.STRIPE_SECRET_KEY, process.env.STRIPE_PUBLISHABLE_KEY]
beforeEach(() => {
	delete process.env.STRIPE_SECRET_KEY
	delete process.env.STRIPE_PUBLISHABLE_KEY
})
afterEach(() => {
	for (const [name, value] of [
		['STRIPE_SECRET_KEY', savedStripe[0]],
		['STRIPE_PUBLISHABLE_KEY', savedStripe[1]],
	] as const)
		if (value === undefined) delete process.env[name]
		else process.env[name] = value
})

/** A job of `owner` imported from a source of theirs, as the sync stores it. */
async function importedJob(owner: User, title: string, location: string) {
	const em = await freshEm()
	const source = em.create(JobSource, {
		employer: owner.id,
		kind: 'greenhouse',
		url: `https://boards.greenhouse.io/brightwire-${owner.id}`,
		fetchUrl: `https://boards-api.greenhouse.io/v1/boards/brightwire-${owner.id}/jobs?content=true`,
		industry: 'Manufacturing',
		trust: 'admin',
		trustedAt: new Date(),
	})
	await em.flush()
	return createJob(
		em,
		owner,
		jobInput({
			title,
			location,
			source: source.id,
			sourceUrl: 'https://boards.greenhouse.io/brightwire/jobs/4012345007',
			applyUrl: 'https://boards.greenhouse.io/brightwire/jobs/4012345007',
		}),
	)
}

describe('posting a job the employer’s sources already list', () => {
	test('the form refuses it with an error on the title naming the listing', async () => {
		const employer = await signedIn('employer')
		const listed = await importedJob(employer.user, 'Forklift Driver (Days)', JOB.location)
		const response = await post({ ...JOB, title: 'forklift driver - days' }, employer.cookie)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as { result: { error: Record<string, string[]> } }
		expect(result.error.title![0]).toContain(`job ${listed.id}`)
		expect(result.error.title![0]).toContain('Forklift Driver (Days)')
		expect(await jobsOf(employer.user.id)).toHaveLength(1)
	})

	test('the API answers 400 with the error on title', async () => {
		const { user, token } = await apiUser('employer')
		const listed = await importedJob(user, 'Warehouse Operative', 'Orford')
		const response = await callRoute(
			jobsApi.action,
			apiRequest('POST', '/api/jobs', { token, body: jobInput({ title: 'Warehouse operative', location: 'Orford' }) }),
		)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { errors: { title: string[] } }
		expect(body.errors.title[0]).toContain(`job ${listed.id}`)
	})

	test('another area, a job posted by hand, or another employer’s import is no duplicate', async () => {
		const { user, token } = await apiUser('employer')
		await importedJob(user, 'Warehouse Operative', 'Orford')
		const elsewhere = await callRoute(
			jobsApi.action,
			apiRequest('POST', '/api/jobs', { token, body: jobInput({ title: 'Warehouse Operative', location: 'Padgate' }) }),
		)
		expect(elsewhere.status).toBe(201)
		// The hand-posted one in Padgate is not imported: posting it again is the employer's own business.
		const again = await callRoute(
			jobsApi.action,
			apiRequest('POST', '/api/jobs', { token, body: jobInput({ title: 'Warehouse Operative', location: 'Padgate' }) }),
		)
		expect(again.status).toBe(201)
		const other = await apiUser('employer')
		const theirs = await callRoute(
			jobsApi.action,
			apiRequest('POST', '/api/jobs', {
				token: other.token,
				body: jobInput({ title: 'Warehouse Operative', location: 'Orford' }),
			}),
		)
		expect(theirs.status).toBe(201)
	})
})
