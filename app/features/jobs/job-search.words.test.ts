// One-word searches answered from the word indexes (decision 171) must find, order and count
// exactly what the general search does: running sponsorships of strong matches first, then
// relevance (tier and rank, decision 203), then newest.
import type { EntityManager } from '@mikro-orm/postgresql'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { freshEm } from '../../../tests/fixtures/route.ts'
import type { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { createUser } from '../../platform/users.server.ts'
import { JobSearchSchema } from './job-search.ts'
import { createJob } from './jobs.server.ts'
import { searchJobs } from './job-search.server.ts'
import { pruneWordTallies, searchWordOf } from './job-search-words.server.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

let em: EntityManager
let owner: User

async function post(
	title: string,
	{
		company = 'Omega Logistics',
		industry = 'Retail',
		description = 'Serving customers in Warrington.',
		postedAgo = HOUR,
	}: { company?: string; industry?: string; description?: string; postedAgo?: number } = {},
) {
	return createJob(
		em,
		owner,
		{
			title,
			company,
			location: 'Birchwood',
			description,
			jobType: 'Full-time',
			industry,
			contactEmail: 'jobs@example.co.uk',
		},
		new Date(Date.now() - postedAgo),
	)
}

async function sponsor(job: Job, until: Date) {
	Object.assign(job, { isSponsored: true, sponsorshipType: '7days', sponsorshipExpiresAt: until })
	await em.flush()
}

/** The listed matches in relevance order, straight from the jobs, as the general search orders them. */
async function expected(word: string) {
	const rows = await em.getConnection().execute<{ id: number }[]>(
		`select j.id from job j, websearch_to_tsquery('english', ?) q, job_relevance(j.rank_vector, j.search_vector, q) as rank
		 where j.search_vector @@ q and j.is_active and j.expires_at > now()
		 order by coalesce(j.is_sponsored and j.sponsorship_expires_at > now() and rank >= 4, false) desc, rank desc,
			j.posted_at desc, j.id desc`,
		[word],
	)
	return rows.map((row) => row.id)
}

async function expectSameAsGeneralSearch(word: string) {
	const all = await expected(word)
	expect(all.length).toBeGreaterThan(0)
	for (const limit of [2, 3, 20]) {
		for (let offset = 0; offset < all.length + limit; offset += limit) {
			const found = await searchJobs(em, JobSearchSchema.parse({ search: word, limit, offset }))
			expect({ limit, offset, ids: found.jobs.map((job) => job.id), total: found.total }).toEqual({
				limit,
				offset,
				ids: all.slice(offset, offset + limit),
				total: all.length,
			})
		}
	}
}

/** Rows of the word indexes that differ from counting them again from the jobs. */
async function drift() {
	return em.getConnection().execute(
		`with tally as (select word, expires_hour, jobs from job_word_tally where jobs <> 0),
			counted as (select w as word, date_trunc('hour', j.expires_at, 'UTC') as expires_hour, count(*)::int as jobs
				from job j, unnest(tsvector_to_array(j.search_vector)) as w where j.is_active group by 1, 2),
			ranked as (select job_id, word, rank, posted_at, expires_at, sponsored_until, location, job_type, industry, salary_annual_max
				from job_rank_word),
			ranks as (select j.id as job_id, w as word, job_relevance(j.rank_vector, j.search_vector, quote_literal(w)::tsquery) as rank,
					j.posted_at, j.expires_at, case when j.is_sponsored then j.sponsorship_expires_at end as sponsored_until,
					j.location::text, j.job_type::text, j.industry::text, j.salary_annual_max
				from job j, unnest(tsvector_to_array(j.rank_vector)) as w
				where j.is_active)
		select 'tally' as kind, * from (select * from tally except select * from counted) a
		union all select 'missing tally', * from (select * from counted except select * from tally) b
		union all select 'rank', job_id::text, null, null from (select * from ranked except select * from ranks) c
		union all select 'missing rank', job_id::text, null, null from (select * from ranks except select * from ranked) d`,
	)
}

/** The SQL statements searchJobs sends while `run` runs. */
async function statementsOf(run: () => Promise<unknown>) {
	const connection = em.getConnection()
	const execute = vi.spyOn(connection, 'execute')
	await run()
	const statements = execute.mock.calls.map(([sql]) => String(sql))
	execute.mockRestore()
	return statements
}

afterEach(() => vi.restoreAllMocks())

beforeAll(async () => {
	em = await freshEm()
	owner = await createUser(em, {
		email: 'words@omega-logistics.co.uk',
		password: 'a good password',
		firstName: 'Dana',
		lastName: 'Orford',
		userType: 'employer',
	})
	const logistics = { industry: 'Warehouse & Logistics' }
	await post('Warehouse Operative', { ...logistics, postedAgo: 2 * HOUR })
	await post('Warehouse Operative', { ...logistics, postedAgo: 3 * HOUR })
	await post('Warehouse Supervisor, Warehouse Team', { postedAgo: 5 * DAY })
	await post('Forklift Driver', { ...logistics, postedAgo: 10 * MINUTE })
	await post('Sales Assistant', { company: 'Warehouse Direct', postedAgo: DAY })
	await post('Delivery Driver', { description: 'Loading vans at our Winwick warehouse.', postedAgo: 5 * MINUTE })
	await post('Van Driver', { description: 'Collecting from the warehouse each morning.', postedAgo: 4 * DAY })
	await sponsor(
		await post('Multi-drop Driver', { description: 'Based at a warehouse in Birchwood.' }),
		new Date(Date.now() + DAY),
	)
	await sponsor(await post('Warehouse Picker', { ...logistics, postedAgo: 6 * DAY }), new Date(Date.now() + DAY))
	await sponsor(await post('Warehouse Packer', { postedAgo: 2 * DAY }), new Date(Date.now() - HOUR))
	const inactive = await post('Warehouse Loader')
	inactive.isActive = false
	await em.flush()
	await post('Warehouse Loader', { postedAgo: 30 * DAY + HOUR })
	// Listed for a few more minutes: counted from the job itself, not from its hour's tally.
	await post('Warehouse Assistant', { postedAgo: 30 * DAY - 3 * MINUTE })
	await post('Care Assistant', { industry: 'Healthcare' })
})

describe('one-word searches', () => {
	test('"warehouse" pages and counts exactly as the general search, across every page size', async () => {
		expect(await searchWordOf(em, 'Warehouses')).toBe('warehous')
		expect(await searchWordOf(em, '  "warehouse" ')).toBe('warehous')
		for (const text of ['warehouse operative', 'warehouse -driver', 'warehouse or depot', 'the'])
			expect(await searchWordOf(em, text), text).toBeNull()
		await expectSameAsGeneralSearch('warehouse')
		await expectSameAsGeneralSearch('driver')
		// First place: the running sponsorship with the word in its title. The one that names it only in
		// its advert comes after every job with it in the title or employer (decision 203).
		const titles = (await searchJobs(em, JobSearchSchema.parse({ search: 'warehouse', limit: 20 }))).jobs.map(
			(job) => job.title,
		)
		expect(titles[0]).toBe('Warehouse Picker')
		expect(titles.indexOf('Multi-drop Driver')).toBeGreaterThan(titles.indexOf('Sales Assistant'))
		expect(titles.slice(0, titles.indexOf('Sales Assistant')).every((title) => title.startsWith('Warehouse'))).toBe(
			true,
		)
	})

	test('the best-ranked page comes from the word index; a page of description-only matches from the jobs', async () => {
		// Page sizes not asked before, so that the listing cache holds none of them.
		const best = await statementsOf(() => searchJobs(em, JobSearchSchema.parse({ search: 'warehouse', limit: 4 })))
		expect(best.some((sql) => sql.includes('job_rank_word'))).toBe(true)
		expect(best.some((sql) => sql.includes('matches as materialized'))).toBe(false)
		const last = await statementsOf(() =>
			searchJobs(em, JobSearchSchema.parse({ search: 'warehouse', limit: 4, offset: 8 })),
		)
		expect(last.some((sql) => sql.includes('matches as materialized'))).toBe(true)
		// Several words, a filter, another sort, or one word naming an occupation (widened by the
		// taxonomy, decision 203) go to the general search from the start.
		for (const asked of [
			{ search: 'warehouse operative' },
			{ search: 'warehouse', sort: 'date' },
			{ search: 'accountant' },
		])
			expect(
				(await statementsOf(() => searchJobs(em, JobSearchSchema.parse(asked)))).some((sql) =>
					sql.includes('job_rank_word'),
				),
			).toBe(false)
	})

	test('the word indexes follow edits, sponsorships, deactivation, deletion and bulk updates', async () => {
		expect(await drift()).toEqual([])
		const job = await post('Warehouse Shift Manager', { industry: 'Warehouse & Logistics' })
		job.title = 'Shift Manager'
		await em.flush()
		expect(await drift()).toEqual([])
		// What a search filters on, carried by the ranked rows (decision 259).
		em.assign(job, { location: 'Culcheth', jobType: 'Part-time', industry: 'Retail' })
		await em.flush()
		expect(await drift()).toEqual([])
		em.assign(job, { salaryMinPence: 2_600_000, salaryMaxPence: 3_100_000, salaryPeriod: 'year' })
		await em.flush()
		expect(await drift()).toEqual([])
		await sponsor(job, new Date(Date.now() + 7 * DAY))
		expect(await drift()).toEqual([])
		job.isActive = false
		await em.flush()
		expect(await drift()).toEqual([])
		job.isActive = true
		job.expiresAt = new Date(Date.now() + 2 * DAY)
		await em.flush()
		expect(await drift()).toEqual([])
		em.remove(job)
		await em.flush()
		await em
			.getConnection()
			.execute(
				`update job set posted_at = posted_at - interval '1 day', expires_at = expires_at - interval '1 day' where title like 'Warehouse Operative%'`,
			)
		await em.getConnection().execute(`delete from job where title = 'Forklift Driver'`)
		expect(await drift()).toEqual([])
		await expectSameAsGeneralSearch('warehouse')
	})

	test('pruning drops past hours and emptied words, and every search stays exact', async () => {
		await em.getConnection().execute(`update job set is_active = false where title = 'Van Driver'`)
		expect(await pruneWordTallies(em)).toBeGreaterThan(0)
		const [{ left }] = await em
			.getConnection()
			.execute<[{ left: string }]>(
				`select count(*) as left from job_word_tally where expires_hour < date_trunc('hour', now(), 'UTC') or jobs = 0`,
			)
		expect(Number(left)).toBe(0)
		await expectSameAsGeneralSearch('warehouse')
		await expectSameAsGeneralSearch('driver')
	})
})
