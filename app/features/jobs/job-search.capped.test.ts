// Decision 249: a word searched with filters or a postcode is paged from the word indexes (the
// ranked rows walked in relevance order, each one's job checked against the filters) in exactly
// the general search's order, and every text search but a lone word counts its matches up to a
// cap, saying "more" past it, the same on every page; the listing and the API say so. Decision
// 253: so do filters without words, but for a circle or a posting date alone.
import type { EntityManager } from '@mikro-orm/postgresql'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { search } from '../../../tests/fixtures/job-listing.ts'
import { jobInput, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../tests/fixtures/route.ts'
import type { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { resetListingCache } from '../../platform/render/listing-cache.server.ts'
import { createUser } from '../../platform/users.server.ts'
import { circleSql } from './job-distance.server.ts'
import { POST_AREAS } from './job-options.ts'
import { locatePostcode } from './postcode-districts.server.ts'
import { createJob, type NewJob } from './jobs.server.ts'
import { searchCount, searchJobs } from './job-search.server.ts'
import * as home from './routes/_index.tsx'
import * as jobsApi from './routes/api.jobs.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const word = uniqueWord()
/** A word that only the 21 paging jobs hold, for the listing's pages. */
const paged = uniqueWord()

let em: EntityManager
let owner: User

async function post(
	title: string,
	location: (typeof POST_AREAS)[number],
	{
		description = 'Serving customers in Warrington.',
		postedAgo = HOUR,
		jobType = 'Full-time',
	}: { description?: string; postedAgo?: number; jobType?: NewJob['jobType'] } = {},
) {
	return createJob(em, owner, jobInput({ title, location, description, jobType }), new Date(Date.now() - postedAgo))
}

async function sponsor(job: Job) {
	em.assign(job, { isSponsored: true, sponsorshipType: '7days', sponsorshipExpiresAt: new Date(Date.now() + DAY) })
	await em.flush()
}

beforeAll(async () => {
	em = await freshEm()
	owner = await createUser(em, {
		email: 'hr@birchwood-stores.co.uk',
		password: 'a good password',
		firstName: 'Ola',
		lastName: 'Padgate',
		userType: 'employer',
	})
	// Strong matches (the word in the title, alone or with others), description-only matches, and
	// sponsorships of both kinds, in Birchwood and in the areas around WA4, of two job types.
	let age = 0
	const at = () => (age += 2) * HOUR
	await post(word, 'Birchwood', { postedAgo: at() })
	await post(`${word} Picker`, 'Birchwood', { postedAgo: at() })
	await post(`Senior ${word} Picker`, 'Birchwood', { postedAgo: at(), jobType: 'Part-time' })
	await post(`${word} Driver`, 'Stockton Heath', { postedAgo: at() })
	await post(`${word} Team Leader`, 'Latchford', { postedAgo: at() })
	await post(`${word} Cleaner`, 'Culcheth', { postedAgo: at() })
	await sponsor(await post(`${word} Supervisor`, 'Birchwood', { postedAgo: at() }))
	await sponsor(await post(`${word} Manager`, 'Stockton Heath', { postedAgo: at() }))
	await sponsor(await post('Van Driver', 'Birchwood', { postedAgo: at(), description: `Deliveries for ${word}.` }))
	for (const location of ['Birchwood', 'Warrington Town Centre', 'Birchwood', 'Great Sankey'] as const)
		await post('Shop Assistant', location, { postedAgo: at(), description: `Our ${word} shop in ${location}.` })
	await post(`${word} Ended`, 'Birchwood', { postedAgo: 40 * DAY })
	for (let index = 0; index < 21; index++) await post(`${paged} Assistant`, 'Birchwood', { postedAgo: at() })
})

// The listing cache keeps answers by search, not by cap: each test starts without them.
beforeEach(() => {
	resetListingCache()
})

afterEach(() => {
	vi.restoreAllMocks()
	resetListingCache()
})

/** The listed jobs holding `text` and passing `where`, in the general search's relevance order. */
async function expected(text: string, where: string) {
	const rows = await em.getConnection().execute<{ id: number }[]>(
		`select j.id from job j, websearch_to_tsquery('english', ?) q, job_relevance(j.rank_vector, j.search_vector, q) as rank
		 where j.search_vector @@ q and j.is_active and j.expires_at > now() and ${where}
		 order by coalesce(j.is_sponsored and j.sponsorship_expires_at > now() and rank >= 4, false) desc, rank desc,
			j.posted_at desc, j.id desc`,
		[text],
	)
	return rows.map((row) => row.id)
}

async function expectEveryPage(input: Record<string, unknown>, all: number[]) {
	expect(all.length).toBeGreaterThan(3)
	for (const limit of [2, 3, 20]) {
		for (let offset = 0; offset < all.length + limit; offset += limit) {
			const found = await searchJobs(em, search({ search: word, ...input, limit, offset }))
			expect({ limit, offset, ids: found.jobs.map((job) => job.id), total: found.total, capped: found.capped }).toEqual(
				{ limit, offset, ids: all.slice(offset, offset + limit), total: all.length, capped: false },
			)
		}
	}
}

describe('a word with filters or a postcode, from the word indexes', () => {
	test('pages in the general search order, sponsored strong matches first, description matches last', async () => {
		await expectEveryPage({ location: 'Birchwood' }, await expected(word, `j.location = 'Birchwood'`))
		await expectEveryPage(
			{ location: 'Birchwood', jobType: ['Full-time'] },
			await expected(word, `j.location = 'Birchwood' and j.job_type = 'Full-time'`),
		)
	})

	test('within a radius: the same order, each job with its distance', async () => {
		// Within 3 miles of WA4: Stockton Heath, Latchford and the town centre (decision 159).
		const inCircle = `j.location in ('Stockton Heath', 'Latchford', 'Warrington Town Centre')`
		await expectEveryPage({ near: 'WA4', radius: '3' }, await expected(word, inCircle))
		const found = await searchJobs(em, search({ search: word, near: 'WA4', radius: '3', limit: 2 }))
		for (const job of found.jobs) expect(job.distanceMiles).toBeLessThan(3)
	})

	test('a first page of strong matches reads the ranked rows, not every match', async () => {
		const connection = em.getConnection()
		const execute = vi.spyOn(connection, 'execute')
		const found = await searchJobs(em, search({ search: word, location: 'Birchwood', limit: 2 }))
		expect(found.jobs).toHaveLength(2)
		const statements = execute.mock.calls.map(([sql]) => String(sql))
		expect(statements.some((sql) => sql.includes('job_rank_word'))).toBe(true)
		expect(statements.some((sql) => sql.includes('job_relevance('))).toBe(false)
	})
})

describe('counts that stop at the cap', () => {
	test('a word in an area is counted with the area’s words, which every job of the area holds', async () => {
		// The count asks the GIN index for the area's words too: one job a post area, each found.
		const areaWord = uniqueWord()
		for (const area of POST_AREAS) await post(`${areaWord} Porter`, area)
		for (const area of POST_AREAS)
			expect({ area, ...(await searchJobs(em, search({ search: areaWord, location: area }))) }).toMatchObject({
				area,
				total: 1,
				capped: false,
			})
	})

	test('a filtered word says "more" on every page, and a page past the end counts them all', async () => {
		vi.spyOn(searchCount, 'cap', 'get').mockReturnValue(3)
		const all = await expected(word, `j.location = 'Birchwood'`)
		expect(all.length).toBeGreaterThan(3)
		for (let offset = 0; offset < all.length; offset += 2) {
			const found = await searchJobs(em, search({ search: word, location: 'Birchwood', limit: 2, offset }))
			expect({ ids: found.jobs.map((job) => job.id), total: found.total, capped: found.capped }).toEqual({
				ids: all.slice(offset, offset + 2),
				total: 3,
				capped: true,
			})
		}
		expect(await searchJobs(em, search({ search: word, location: 'Birchwood', limit: 2, offset: 40 }))).toEqual({
			jobs: [],
			total: all.length,
			capped: false,
		})
	})

	test('several words, another sort and a radius are capped too; a lone word is counted in full', async () => {
		vi.spyOn(searchCount, 'cap', 'get').mockReturnValue(3)
		const everywhere = await expected(word, 'true')
		expect(await searchJobs(em, search({ search: word }))).toMatchObject({ total: everywhere.length, capped: false })
		expect(await searchJobs(em, search({ search: `${word} picker` }))).toMatchObject({ total: 2, capped: false })
		expect(await searchJobs(em, search({ search: `${word} or picker` }))).toMatchObject({ total: 3, capped: true })
		expect(await searchJobs(em, search({ search: word, sort: 'date', location: 'Birchwood' }))).toMatchObject({
			total: 3,
			capped: true,
		})
		expect(await searchJobs(em, search({ search: word, near: 'WA4', radius: '3' }))).toMatchObject({
			total: 3,
			capped: true,
		})
	})

	test('without words, filters are capped too; a circle or a posting date alone is counted in full', async () => {
		vi.spyOn(searchCount, 'cap', 'get').mockReturnValue(3)
		const listed = (where: string) =>
			em
				.getConnection()
				.execute<[{ count: string }]>(
					`select count(*) from job j where j.is_active and j.expires_at > now() and ${where}`,
				)
				.then(([row]) => Number(row.count))
		const birchwood = await listed(`j.location = 'Birchwood'`)
		expect(birchwood).toBeGreaterThan(3)
		expect(await searchJobs(em, search({ location: 'Birchwood' }))).toMatchObject({ total: 3, capped: true })
		expect(await searchJobs(em, search({ jobType: ['Part-time'] }))).toMatchObject({
			total: await listed(`j.job_type = 'Part-time'`),
			capped: false,
		})
		expect(await searchJobs(em, search({ location: 'Birchwood', near: 'WA4', radius: '3' }))).toMatchObject({
			total: 0,
			capped: false,
		})
		const inCircle = await listed(circleSql({ ...locatePostcode('WA4'), radius: 3 }).within)
		expect(inCircle).toBeGreaterThan(3)
		expect(await searchJobs(em, search({ near: 'WA4', radius: '3' }))).toMatchObject({ total: inCircle, capped: false })
		expect(await searchJobs(em, search({ datePosted: '7days' }))).toMatchObject({
			total: await listed(`j.posted_at >= now() - interval '7 days'`),
			capped: false,
		})
		// Every page says "more", and a page past the end counts them all.
		const sorted = await searchJobs(em, search({ location: 'Birchwood', sort: 'date', limit: 2, offset: 2 }))
		expect(sorted).toMatchObject({ total: 3, capped: true })
		expect(sorted.jobs).toHaveLength(2)
		expect(await searchJobs(em, search({ location: 'Birchwood', limit: 2, offset: 400 }))).toEqual({
			jobs: [],
			total: birchwood,
			capped: false,
		})
	})

	test('a word in an area is counted from the area’s ranked rows, never reading a job', async () => {
		vi.spyOn(searchCount, 'cap', 'get').mockReturnValue(3)
		const execute = vi.spyOn(em.getConnection(), 'execute')
		// Four listed Birchwood jobs hold the word in their title (one of them sponsored): more than the cap.
		expect(await searchJobs(em, search({ search: word, location: 'Birchwood', limit: 2 }))).toMatchObject({
			total: 3,
			capped: true,
		})
		const statements = execute.mock.calls.map(([sql]) => String(sql))
		expect(statements.filter((sql) => sql.includes('search_vector @@'))).toEqual([])
		// Neither the page nor the count joins the jobs to check the filters: the ranked rows carry them.
		expect(statements.filter((sql) => sql.includes('job_rank_word') && sql.includes('j.id = w.job_id'))).toEqual([])
		// Part-time in Birchwood at £90,000: no ranked row passes, so the text index is asked, and finds none.
		execute.mockClear()
		expect(
			await searchJobs(em, search({ search: word, location: 'Birchwood', jobType: ['Part-time'], salaryMin: '90000' })),
		).toMatchObject({ total: 0, capped: false })
		expect(execute.mock.calls.some(([sql]) => String(sql).includes('search_vector @@'))).toBe(true)
	})

	test('a word with a filter most jobs pass is counted from its ranked jobs, not the text index', async () => {
		vi.spyOn(searchCount, 'cap', 'get').mockReturnValue(3)
		const execute = vi.spyOn(em.getConnection(), 'execute')
		// Seven listed full-time jobs hold the word in their title: more than the cap among the first
		// eight ranked rows, so the text index is not asked.
		expect(await searchJobs(em, search({ search: word, jobType: ['Full-time'], limit: 2 }))).toMatchObject({
			total: 3,
			capped: true,
		})
		expect(execute.mock.calls.map(([sql]) => String(sql)).filter((sql) => sql.includes('search_vector @@'))).toEqual([])
		// Part-time: one ranked job; the count goes on to the text index, which finds every match.
		const partTime = await expected(word, `j.job_type = 'Part-time'`)
		expect(await searchJobs(em, search({ search: word, jobType: ['Part-time'] }))).toMatchObject({
			total: partTime.length,
			capped: false,
		})
	})
})

type Listing = { total: number; capped: boolean; pageCount: number; lastPage: boolean; jobs: { id: number }[] }

const listing = async (query: string) => {
	const response = await callRoute(home.loader, new Request(`http://localhost:3000/${query}`))
	return { response, data: (response.status === 200 ? await response.clone().json() : null) as Listing }
}

describe('the listing and the API with a capped count', () => {
	test('the listing counts "more than" and pages on past the cap, and a page past the end goes to the last', async () => {
		vi.spyOn(searchCount, 'cap', 'get').mockReturnValue(20)
		const first = await listing(`?search=${paged}&location=Birchwood`)
		expect(first.data).toMatchObject({ total: 20, capped: true, pageCount: 1, lastPage: false })
		expect(first.data.jobs).toHaveLength(20)
		const second = await listing(`?search=${paged}&location=Birchwood&page=2`)
		expect(second.response.status).toBe(200)
		expect(second.data).toMatchObject({ total: 20, capped: true, pageCount: 1, lastPage: true })
		expect(second.data.jobs).toHaveLength(1)
		const past = await listing(`?search=${paged}&location=Birchwood&page=5`)
		expect(past.response.status).toBe(302)
		expect(past.response.headers.get('Location')).toBe(`/?search=${paged}&location=Birchwood&page=2`)
	})

	test('the API says the count is capped, and links the next page while pages are full', async () => {
		vi.spyOn(searchCount, 'cap', 'get').mockReturnValue(20)
		const list = (query: string) => callRoute(jobsApi.loader, apiRequest('GET', `/api/jobs${query}`))
		const first = await list(`?search=${paged}&location=Birchwood&limit=20`)
		expect(first.status).toBe(200)
		expect(first.headers.get('X-Total-Count')).toBe('20')
		expect(first.headers.get('X-Total-Count-Capped')).toBe('true')
		expect(first.headers.get('Link')).toContain('offset=20>; rel="next"')
		const last = await list(`?search=${paged}&location=Birchwood&limit=20&offset=20`)
		expect((await last.json()) as unknown[]).toHaveLength(1)
		expect(last.headers.get('Link')).not.toContain('rel="next"')
		const exact = await list(`?search=${paged}&location=Birchwood&limit=5`)
		expect(exact.headers.get('X-Total-Count-Capped')).toBe('true')
		const whole = await list(`?search=${paged}&limit=5`)
		expect(whole.headers.get('X-Total-Count')).toBe('21')
		expect(whole.headers.get('X-Total-Count-Capped')).toBeNull()
	})
})
