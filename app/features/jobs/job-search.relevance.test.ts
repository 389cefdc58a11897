// The order of a text search under relevance (decision 203) and "Did you mean" (decision 204):
// where a word is found decides before a sponsorship does, the taxonomy widens a query that names
// an occupation or a skill, and a misspelt search is offered its correction with the correction's jobs.
import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { apiRequest, callRoute, freshEm, ORIGIN } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { createUser } from '../../platform/users.server.ts'
import { taxonomy } from '../skills/taxonomy.server.ts'
import { JobSearchSchema } from './job-search.ts'
import { searchJobs } from './job-search.server.ts'
import { createJob } from './jobs.server.ts'
import * as home from './routes/_index.tsx'
import * as jobsApi from './routes/api.jobs.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

let em: EntityManager
let owner: User

async function post(
	title: string,
	{
		description = 'Full-time, Monday to Friday.',
		companyText = null,
		postedAgo = HOUR,
		sponsored = false,
		company = 'Mersey Facilities Ltd',
		location = 'Birchwood',
	}: {
		description?: string
		companyText?: string | null
		postedAgo?: number
		sponsored?: boolean
		company?: string
		location?: string
	} = {},
) {
	const job = await createJob(
		em,
		owner,
		{
			title,
			company,
			location,
			description: companyText ? `${description}\n\nAbout us\n${companyText}` : description,
			jobType: 'Full-time',
			industry: 'Other',
			contactEmail: 'jobs@mersey-facilities.co.uk',
		},
		new Date(Date.now() - postedAgo),
	)
	// What the advert's analysis stores (job-skills.server.ts), set here so the order is this file's alone.
	await em.nativeUpdate(Job, { id: job.id }, { companyText })
	if (sponsored)
		await em.nativeUpdate(
			Job,
			{ id: job.id },
			{ isSponsored: true, sponsorshipType: '30days', sponsorshipExpiresAt: new Date(Date.now() + 7 * DAY) },
		)
	return job
}

const titlesFor = async (search: string) =>
	(await searchJobs(em, JobSearchSchema.parse({ search }))).jobs.map((job) => job.title)

beforeAll(async () => {
	em = await freshEm()
	owner = await createUser(em, {
		email: 'relevance@mersey-facilities.co.uk',
		password: 'a good password',
		firstName: 'Ruth',
		lastName: 'Penketh',
		userType: 'employer',
	})
})

describe('relevance', () => {
	test('"cleaning": a sponsored developer whose blurb mentions cleaning is not above the cleaning jobs', async () => {
		await post('Senior Full Stack Developer (TypeScript)', {
			description: 'Building our booking platform in TypeScript and React. Hybrid, two days in Birchwood.',
			companyText: 'We build software for cleaning businesses and facilities firms across the North West.',
			sponsored: true,
			company: 'Brightwave Software',
			postedAgo: 10 * 60 * 1000,
		})
		await post('Cleaning Operative', { postedAgo: 3 * DAY })
		await post('Contract Cleaning Supervisor', { postedAgo: 2 * DAY })
		await post('Office Cleaner', { description: 'Evenings in offices at Birchwood Park.', postedAgo: DAY })
		await post('Caretaker', { description: 'Site cleaning, minor repairs and locking up at a school in Padgate.' })
		const titles = await titlesFor('cleaning')
		// "cleaning" names the work; "Cleaner" is the worker's title for it.
		expect(titles.slice(0, 3).sort()).toEqual(['Cleaning Operative', 'Contract Cleaning Supervisor', 'Office Cleaner'])
		expect(titles.indexOf('Caretaker')).toBe(3)
		expect(titles.at(-1)).toBe('Senior Full Stack Developer (TypeScript)')
		// Words that say nothing of the job ("jobs", the town every advert is in) change nothing.
		expect(await titlesFor('cleaning jobs in Warrington')).toEqual(titles)
	})

	test('title, then description, then company text; newest first within each', async () => {
		// The newest jobs match least well: the order is the tiers', not the dates'.
		await post('Gardener', { companyText: 'We also look after hedgerow orchards.', postedAgo: 1000 })
		await post('Grounds Person', { description: 'Mowing, hedgerow cutting and litter picking.', postedAgo: HOUR })
		await post('Hedgerow Contractor', { postedAgo: 5 * DAY })
		await post('Hedgerow Specialist', { postedAgo: 4 * DAY, sponsored: true })
		expect(await titlesFor('hedgerow')).toEqual([
			'Hedgerow Specialist',
			'Hedgerow Contractor',
			'Grounds Person',
			'Gardener',
		])
		// Several words: all of them in the title beats the same words split across title and description.
		expect(await titlesFor('hedgerow contractor')).toEqual(['Hedgerow Contractor'])
	})

	test('the words as a phrase in the title first; a sponsorship does not lift them scattered in a title', async () => {
		await post('Sales Ledger Assistant', {
			sponsored: true,
			postedAgo: 10 * 60 * 1000,
			company: 'Northgate Finance Hub',
		})
		await post('Sales Assistant', { postedAgo: 3 * DAY, company: 'Golden Square Retail' })
		await post('Assistant Manager', { description: 'Sales floor and stock.', postedAgo: DAY })
		expect(await titlesFor('sales assistant')).toEqual([
			'Sales Assistant',
			'Sales Ledger Assistant',
			'Assistant Manager',
		])
		// One word: every title holding it is the phrase, and the sponsorship lifts it.
		expect((await titlesFor('ledger'))[0]).toBe('Sales Ledger Assistant')
	})

	test('"IT" is the trade, not a word to drop', async () => {
		await post('IT Support Technician', { postedAgo: 5 * DAY })
		await post('Support Worker', { description: 'Supporting adults with learning disabilities.' })
		expect(await titlesFor('IT support')).toEqual(['IT Support Technician'])
		expect(await titlesFor('it support')).toEqual(['IT Support Technician'])
	})

	test('an area named in the search finds the jobs listed there', async () => {
		await post('Kitchen Porter', { location: 'Padgate', description: 'Washing up in a busy kitchen.' })
		await post('Kitchen Porter', { location: 'Birchwood', description: 'Washing up in a busy kitchen.' })
		const found = await searchJobs(em, JobSearchSchema.parse({ search: 'kitchen porter birchwood' }))
		expect(found.jobs.map((job) => [job.title, job.location])).toEqual([['Kitchen Porter', 'Birchwood']])
	})

	test('a sponsored job found by its description stays among the description matches, newest first', async () => {
		await post('Porter', {
			description: 'Moving linen and quillon supplies around the ward.',
			sponsored: true,
			postedAgo: 2 * DAY,
		})
		await post('Ward Clerk', { description: 'Ordering quillon stock for the ward.', postedAgo: DAY })
		await post('Quillon Store Person', { postedAgo: 9 * DAY })
		expect(await titlesFor('quillon')).toEqual(['Quillon Store Person', 'Ward Clerk', 'Porter'])
	})
})

describe('synonyms from the taxonomy', () => {
	test('"lorry driver" finds the jobs of that occupation, "first aid" the jobs asking for that skill', async () => {
		// Stored as the advert's analysis would store them; neither advert has the words searched for.
		const [lorry] = taxonomy().occupationsNamed('lorry driver')
		const [firstAid] = taxonomy().skillsNamed('first aid')
		expect(lorry).toBeDefined()
		expect(firstAid).toBeDefined()
		const hgv = await post('HGV Class 1 Driver', { description: 'Trunking nights from Omega to Daventry.' })
		const lifeguard = await post('Leisure Centre Lifeguard', { description: 'Poolside at Great Sankey.' })
		await em.nativeUpdate(Job, { id: hgv.id }, { occupation: lorry })
		await em.getConnection().execute(`update job set skill_ids = ? where id = ?`, [`{${firstAid}}`, lifeguard.id])
		expect(await titlesFor('lorry driver')).toEqual(['HGV Class 1 Driver'])
		expect(await titlesFor('first aid')).toEqual(['Leisure Centre Lifeguard'])
		// The tokens are matched only through the taxonomy: typing one finds nothing.
		expect((await searchJobs(em, JobSearchSchema.parse({ search: `o${lorry}` }))).total).toBe(0)
	})

	test('a job with the words in its title comes before one found through its occupation', async () => {
		const [lorry] = taxonomy().occupationsNamed('lorry driver')
		const tipper = await post('Tipper Truck Driver', { postedAgo: 10 * 60 * 1000 })
		await em.nativeUpdate(Job, { id: tipper.id }, { occupation: lorry })
		await post('Lorry Driver', { postedAgo: 6 * DAY })
		const titles = await titlesFor('lorry driver')
		expect(titles.indexOf('Lorry Driver')).toBe(0)
		expect(titles).toContain('Tipper Truck Driver')
	})
})

describe('did you mean', () => {
	test('a misspelt search with no results answers the correction and its jobs', async () => {
		await post('Cleaning Operative', { postedAgo: 2 * HOUR })
		await post('Domestic Cleaner', { postedAgo: 2 * HOUR })
		const found = await searchJobs(em, JobSearchSchema.parse({ search: 'clening' }))
		expect(found.correction).toBe('cleaning')
		expect(found.total).toBeGreaterThan(0)
		expect(found.jobs.every((job) => /clean/i.test(`${job.title} ${job.description}`))).toBe(true)
		// A word of job titles before a taxonomy label's ("clean", of "clean rooms").
		expect((await searchJobs(em, JobSearchSchema.parse({ search: 'cleanr' }))).correction).toBe('cleaner')
		// Words it knows, or nothing like any word it knows: no correction.
		expect((await searchJobs(em, JobSearchSchema.parse({ search: 'cleaning' }))).correction).toBeUndefined()
		expect(await searchJobs(em, JobSearchSchema.parse({ search: 'xqzvbnm' }))).toEqual({
			jobs: [],
			total: 0,
			capped: false,
		})
	})

	test('the listing and GET /api/jobs carry the correction', async () => {
		const listing = await callRoute(home.loader, new Request(`${ORIGIN}/?search=clening&jobType=Full-time`))
		const data = (await listing.json()) as { correction: { search: string; href: string } | null; total: number }
		expect(data.correction).toEqual({ search: 'cleaning', href: '/?search=cleaning&jobType=Full-time' })
		expect(data.total).toBeGreaterThan(0)
		const api = await callRoute(jobsApi.loader, apiRequest('GET', '/api/jobs?search=clening'))
		expect(api.status).toBe(200)
		expect(api.headers.get('X-Search-Correction')).toBe('cleaning')
		expect(((await api.json()) as unknown[]).length).toBeGreaterThan(0)
		const known = await callRoute(jobsApi.loader, apiRequest('GET', '/api/jobs?search=cleaning'))
		expect(known.headers.get('X-Search-Correction')).toBeNull()
	})
})
