// The listing's counts come from tallies a trigger keeps (decision 061). Whatever happens to the
// jobs, they must equal counting the jobs themselves.
import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { DATE_POSTED_OPTIONS } from './job-options.ts'
import { JobSearchSchema } from './job-search.ts'
import { createJob } from './jobs.server.ts'
import { listingStats, searchJobs } from './job-search.server.ts'
import { createUser } from '../../platform/users.server.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

let em: EntityManager
let owner: User

async function post(company: string, postedAgo: number) {
	return createJob(
		em,
		owner,
		{
			title: 'Warehouse Operative',
			company,
			location: 'Omega South',
			description: 'Picking and packing.',
			jobType: 'Full-time',
			industry: 'Warehouse & Logistics',
			contactEmail: 'jobs@example.co.uk',
		},
		new Date(Date.now() - postedAgo),
	)
}

/** The figures counted straight from the jobs, as the tallies must give them. */
async function counted() {
	const [row] = await em
		.getConnection()
		.execute<[{ jobs: string; companies: string; this_week: string; day: string; three_days: string }]>(
			`select count(*) as jobs, count(distinct lower(company)) as companies,
			count(*) filter (where posted_at >= now() - interval '7 days') as this_week,
			count(*) filter (where posted_at >= now() - interval '24 hours') as day,
			count(*) filter (where posted_at >= now() - interval '72 hours') as three_days
		 from job where is_active and expires_at > now()`,
		)
	return row
}

async function expectTalliesExact() {
	const direct = await counted()
	expect(await listingStats(em)).toEqual({
		activeJobs: Number(direct.jobs),
		companies: Number(direct.companies),
		newThisWeek: Number(direct.this_week),
	})
	expect((await searchJobs(em, JobSearchSchema.parse({}))).total).toBe(Number(direct.jobs))
	const byWindow = { '24hours': direct.day, '3days': direct.three_days, '7days': direct.this_week }
	for (const { value } of DATE_POSTED_OPTIONS)
		expect((await searchJobs(em, JobSearchSchema.parse({ datePosted: value }))).total, value).toBe(
			Number(byWindow[value]),
		)
	// And the tally table itself holds exactly the active jobs by hour.
	const drift = await em.getConnection().execute(
		`select coalesce(t.expires_hour, j.expires_hour) as expires_hour, t.jobs as tallied, j.jobs as stored
		 from (select * from job_listing_tally where jobs <> 0) t
		 full join (select date_trunc('hour', expires_at, 'UTC') as expires_hour, date_trunc('hour', posted_at, 'UTC') as posted_hour, count(*)::int as jobs
			from job where is_active group by 1, 2) j on j.expires_hour = t.expires_hour and j.posted_hour = t.posted_hour
		 where t.jobs is distinct from j.jobs`,
	)
	expect(drift).toEqual([])
}

beforeAll(async () => {
	em = await freshEm()
	owner = await createUser(em, {
		email: 'tallies@omega-logistics.co.uk',
		password: 'a good password',
		firstName: 'Dana',
		lastName: 'Orford',
		userType: 'employer',
	})
})

describe('listing tallies', () => {
	test('count new jobs, including those at the edges of the hours', async () => {
		await post('Omega Logistics', 10 * MINUTE)
		await post('omega logistics', 2 * HOUR)
		await post('Northway Logistics', 23 * HOUR + 50 * MINUTE)
		await post('Northway Logistics', 24 * HOUR + 10 * MINUTE)
		await post('Sankey Brook Care', 7 * DAY - 10 * MINUTE)
		await post('Sankey Brook Care', 7 * DAY + 10 * MINUTE)
		// Listed for a few more minutes, and ended a few minutes ago.
		await post('Mercer’s', 30 * DAY - 5 * MINUTE)
		await post('Brightwire Software', 30 * DAY + 5 * MINUTE)
		await expectTalliesExact()
		expect((await listingStats(em)).companies).toBe(4)
	})

	test('follow deactivating, reactivating and ending a listing', async () => {
		const job = await post('Heath & Vale Hospitality', 3 * HOUR)
		await expectTalliesExact()
		job.isActive = false
		await em.flush()
		await expectTalliesExact()
		job.isActive = true
		await em.flush()
		await expectTalliesExact()
		job.expiresAt = new Date(Date.now() - MINUTE)
		await em.flush()
		await expectTalliesExact()
	})

	test('follow a renamed company and edits that change nothing counted', async () => {
		const job = await post('Whitecross Engineering', 5 * HOUR)
		job.company = 'Whitecross Precision'
		await em.flush()
		await expectTalliesExact()
		job.title = 'Warehouse Team Leader'
		job.isSponsored = true
		await em.flush()
		await expectTalliesExact()
	})

	test('follow deleted jobs and statements that change many rows at once', async () => {
		const job = await post('Cheshire Talent Recruitment', 6 * HOUR)
		em.remove(job)
		await em.flush()
		await expectTalliesExact()
		await em.getConnection().execute(`update job set is_active = false where lower(company) = 'northway logistics'`)
		await expectTalliesExact()
		await em
			.getConnection()
			.execute(
				`update job set posted_at = posted_at - interval '2 days', expires_at = expires_at - interval '2 days' where lower(company) = 'sankey brook care'`,
			)
		await expectTalliesExact()
		await em.getConnection().execute(`delete from job where lower(company) = 'omega logistics'`)
		await expectTalliesExact()
		expect(await em.count(Job, {})).toBeGreaterThan(0)
	})
})
