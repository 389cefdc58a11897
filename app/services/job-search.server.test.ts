import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { postedJob, uniqueWord } from '../../tests/fixtures/jobs.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { signedIn } from '../../tests/fixtures/signed-in.ts'
import { Job } from '../models/job.ts'
import type { User } from '../models/user.ts'
import { JobSearchSchema } from '../utils/job-search.ts'
import { createJob, type NewJob } from './jobs.server.ts'
import { searchJobs } from './job-search.server.ts'
import { createUser } from '../platform/users.server.ts'

const search = (input: Record<string, unknown>) => JobSearchSchema.parse(input)
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const now = Date.now()
const hoursAgo = (hours: number) => new Date(now - hours * HOUR)

let em: EntityManager
let owner: User
/** The listed jobs by name; `cleaners` are 23 similar jobs, newest first, for paging. */
const ids: Record<string, number> = {}
let cleaners: number[] = []

async function post(name: string, input: Partial<NewJob>, postedHoursAgo: number) {
	const job = await createJob(
		em,
		owner,
		{
			title: 'Untitled',
			company: 'Warrington Employer',
			location: 'Warrington Town Centre',
			description: 'A role in Warrington.',
			jobType: 'Full-time',
			industry: 'Other',
			contactEmail: 'jobs@example.co.uk',
			salary: null,
			...input,
		},
		hoursAgo(postedHoursAgo),
	)
	ids[name] = job.id
	return job
}

const idsOf = (result: { jobs: { id: number }[] }) => result.jobs.map((job) => job.id)
const named = (...names: string[]) => names.map((name) => ids[name])

beforeAll(async () => {
	em = await freshEm()
	owner = await createUser(em, {
		email: 'hr@omega-logistics.co.uk',
		password: 'a good password',
		firstName: 'Dana',
		lastName: 'Orford',
		userType: 'employer',
	})
	await post(
		'nurse',
		{
			title: 'Staff Nurse',
			company: 'Warrington Hospital',
			location: 'Lovely Lane',
			industry: 'Healthcare',
			salary: '£28,000 - £34,000',
			description: 'Caring for patients on a busy surgical ward.',
		},
		2,
	)
	await post(
		'sales',
		{
			title: 'Christmas Sales Assistant',
			company: 'Mercer’s',
			location: 'Golden Square Shopping Centre',
			jobType: 'Temporary',
			industry: 'Retail',
			salary: 'Competitive',
		},
		30,
	)
	await post(
		'picker',
		{
			title: 'Warehouse Picker',
			company: 'Omega Logistics',
			location: 'Omega South',
			jobType: 'Part-time',
			industry: 'Warehouse & Logistics',
			salary: '£12.50 per hour',
			description: 'Picking and packing orders.',
		},
		50,
	)
	await post(
		'carer',
		{
			title: 'Care Assistant',
			company: 'Sankey Brook Care',
			location: 'Great Sankey',
			jobType: 'Part-time',
			industry: 'Social Care',
			salary: '£13.50 - £15.00 per hour',
			description: 'Supporting the residents of our nursing home.',
		},
		5 * 24,
	)
	await post(
		'developer',
		{
			title: 'Software Developer',
			company: 'Brightwire Software',
			location: 'Birchwood Business Park',
			industry: 'Technology',
			salary: '£45,000',
			description: 'TypeScript and PostgreSQL.',
		},
		10 * 24,
	)
	cleaners = []
	for (let i = 0; i < 23; i++) {
		const job = await post(
			`cleaner${i}`,
			{
				title: 'Office Cleaner',
				company: 'Brightside Cleaning',
				location: 'Woolston',
				jobType: 'Contract',
				industry: 'Cleaning Services',
			},
			10 * 24 + 1 + i,
		)
		cleaners.push(job.id)
	}
	await post(
		'apprentice',
		{
			title: 'Engineering Apprentice',
			company: 'Whitecross Engineering',
			location: 'Dallam',
			jobType: 'Apprenticeship',
			industry: 'Manufacturing',
			salary: '£15,600',
		},
		20 * 24,
	)
	const clinic = await post(
		'clinic',
		{
			title: 'Clinic Receptionist',
			company: 'Fairfield Medical Centre',
			location: 'Fairfield',
			industry: 'Healthcare',
			salary: '£24,000',
			description: 'The front desk of a nurse-led clinic.',
		},
		25 * 24,
	)
	clinic.isSponsored = true
	clinic.sponsorshipType = '30days'
	clinic.sponsorshipExpiresAt = new Date(now + 5 * 24 * HOUR)
	const lapsed = await post(
		'lapsed',
		{
			title: 'Nurse Specialist',
			company: 'Lovely Lane Clinic',
			location: 'Lovely Lane',
			industry: 'Healthcare',
			salary: '£40,000 - £48,000',
		},
		28 * 24,
	)
	lapsed.isSponsored = true
	lapsed.sponsorshipType = '7days'
	lapsed.sponsorshipExpiresAt = hoursAgo(21 * 24)

	const hidden = await post(
		'hidden',
		{ title: 'Nursing Assistant', company: 'Hidden Care', industry: 'Healthcare', location: 'Lovely Lane' },
		1,
	)
	hidden.isActive = false
	const expired = await post(
		'expired',
		{ title: 'Nurse Practitioner', company: 'Old Surgery', industry: 'Healthcare', location: 'Lovely Lane' },
		1,
	)
	expired.expiresAt = new Date(now - 1000)
	await em.flush()
})

const LISTED = 31

describe('searchJobs: text', () => {
	test('stems words: "nursing" finds nurses, ranked, and hides inactive and expired jobs', async () => {
		const result = await searchJobs(em, search({ search: 'nursing' }))
		// The running sponsorship first, then title matches (newest first), then a description match.
		expect(idsOf(result)).toEqual(named('clinic', 'nurse', 'lapsed', 'carer'))
		expect(result.total).toBe(4)
	})

	test('a title match ranks above a description match', async () => {
		const result = await searchJobs(
			em,
			search({ search: 'nurse', industry: ['Healthcare', 'Social Care'], location: 'Lovely Lane' }),
		)
		expect(idsOf(result)).toEqual(named('nurse', 'lapsed'))
		const carers = await searchJobs(em, search({ search: 'nurse', jobType: ['Part-time'] }))
		expect(idsOf(carers)).toEqual(named('carer'))
	})

	test('finds a company by name', async () => {
		expect(idsOf(await searchJobs(em, search({ search: 'omega' })))).toEqual(named('picker'))
		expect(idsOf(await searchJobs(em, search({ search: 'Sankey Brook' })))).toEqual(named('carer'))
		expect(idsOf(await searchJobs(em, search({ search: 'brightwire' })))).toEqual(named('developer'))
	})

	test('reads quoted phrases and finds nothing for unknown words', async () => {
		expect(idsOf(await searchJobs(em, search({ search: '"staff nurse"' })))).toEqual(named('nurse'))
		expect(await searchJobs(em, search({ search: 'astronaut' }))).toEqual({ jobs: [], total: 0 })
	})

	test('combines text with filters', async () => {
		expect(idsOf(await searchJobs(em, search({ search: 'nurse', datePosted: '24hours' })))).toEqual(named('nurse'))
		expect(idsOf(await searchJobs(em, search({ search: 'cleaner', page: 2 })))).toEqual(cleaners.slice(20))
	})
})

describe('searchJobs: filters', () => {
	test('location', async () => {
		expect(idsOf(await searchJobs(em, search({ location: 'Great Sankey' })))).toEqual(named('carer'))
		expect(idsOf(await searchJobs(em, search({ location: 'Lovely Lane' })))).toEqual(named('nurse', 'lapsed'))
		expect((await searchJobs(em, search({ location: 'Thelwall' }))).total).toBe(0)
	})

	test('job type, one or several', async () => {
		expect(idsOf(await searchJobs(em, search({ jobType: ['Part-time'] })))).toEqual(named('picker', 'carer'))
		expect(idsOf(await searchJobs(em, search({ jobType: ['Apprenticeship', 'Temporary'] })))).toEqual(
			named('sales', 'apprentice'),
		)
		const several = await searchJobs(em, search({ jobType: ['Full-time', 'Part-time'] }))
		expect(idsOf(several)).toEqual(named('clinic', 'nurse', 'picker', 'carer', 'developer', 'lapsed'))
	})

	test('industry, one or several', async () => {
		expect(idsOf(await searchJobs(em, search({ industry: ['Technology'] })))).toEqual(named('developer'))
		const several = await searchJobs(em, search({ industry: ['Healthcare', 'Technology', 'Retail'] }))
		expect(idsOf(several)).toEqual(named('clinic', 'nurse', 'sales', 'developer', 'lapsed'))
	})

	test('date posted: 24 hours, 3 days, 7 days', async () => {
		expect(idsOf(await searchJobs(em, search({ datePosted: '24hours' })))).toEqual(named('nurse'))
		expect(idsOf(await searchJobs(em, search({ datePosted: '3days' })))).toEqual(named('nurse', 'sales', 'picker'))
		expect(idsOf(await searchJobs(em, search({ datePosted: '7days' })))).toEqual(
			named('nurse', 'sales', 'picker', 'carer'),
		)
	})

	test('salary minimum compares annualised pay: hourly pay counts at 37.5 hours for 52 weeks', async () => {
		// The carer's £15.00 an hour is £29,250 a year; the picker's £12.50 is £24,375.
		const over25k = await searchJobs(em, search({ salaryMin: 25_000, sort: 'salary' }))
		expect(idsOf(over25k)).toEqual(named('lapsed', 'developer', 'nurse', 'carer'))
		const over20k = await searchJobs(em, search({ salaryMin: 20_000, sort: 'salary' }))
		expect(idsOf(over20k)).toEqual(named('lapsed', 'developer', 'nurse', 'carer', 'picker', 'clinic'))
		expect((await searchJobs(em, search({ salaryMin: 50_000 }))).total).toBe(0)
	})

	test('several filters together', async () => {
		const result = await searchJobs(
			em,
			search({ industry: ['Healthcare'], jobType: ['Full-time'], datePosted: '7days', salaryMin: 30_000 }),
		)
		expect(idsOf(result)).toEqual(named('nurse'))
	})
})

describe('searchJobs: sorting', () => {
	test('relevance without text: running sponsorships first, then newest; an expired sponsorship is not first', async () => {
		const result = await searchJobs(em, search({ limit: 100 }))
		expect(idsOf(result)).toEqual([
			...named('clinic', 'nurse', 'sales', 'picker', 'carer', 'developer'),
			...cleaners,
			...named('apprentice', 'lapsed'),
		])
		expect(result.jobs[0]!.isSponsored).toBe(true)
		expect(result.jobs.at(-1)!.isSponsored).toBe(false)
		expect(result.jobs.at(-1)!.sponsorshipType).toBe('7days')
	})

	test('date: newest first, sponsorship ignored', async () => {
		const result = await searchJobs(em, search({ sort: 'date', limit: 100 }))
		expect(idsOf(result)).toEqual([
			...named('nurse', 'sales', 'picker', 'carer', 'developer'),
			...cleaners,
			...named('apprentice', 'clinic', 'lapsed'),
		])
	})

	test('salary: highest annual pay first, unknown pay last', async () => {
		const result = await searchJobs(em, search({ sort: 'salary', limit: 100 }))
		expect(idsOf(result)).toEqual([
			...named('lapsed', 'developer', 'nurse', 'carer', 'picker', 'clinic', 'apprentice', 'sales'),
			...cleaners,
		])
	})

	test('text sorted by date or salary keeps only the matches', async () => {
		expect(idsOf(await searchJobs(em, search({ search: 'nurse', sort: 'date' })))).toEqual(
			named('nurse', 'carer', 'clinic', 'lapsed'),
		)
		expect(idsOf(await searchJobs(em, search({ search: 'nurse', sort: 'salary' })))).toEqual(
			named('lapsed', 'nurse', 'carer', 'clinic'),
		)
	})
})

describe('searchJobs: paging', () => {
	test('pages of 20 with the total of all matches', async () => {
		const first = await searchJobs(em, search({ sort: 'date' }))
		expect(first.jobs).toHaveLength(20)
		expect(first.total).toBe(LISTED)
		const second = await searchJobs(em, search({ sort: 'date', page: 2 }))
		expect(idsOf(second)).toEqual([...cleaners.slice(15), ...named('apprentice', 'clinic', 'lapsed')])
		expect(second.total).toBe(LISTED)
	})

	test('a page past the end is empty but still counts the matches', async () => {
		expect(await searchJobs(em, search({ sort: 'date', page: 3 }))).toEqual({ jobs: [], total: LISTED })
		expect(await searchJobs(em, search({ search: 'nurse', page: 2 }))).toEqual({ jobs: [], total: 4 })
	})

	test('limit and offset for API clients', async () => {
		const result = await searchJobs(em, search({ sort: 'date', limit: 3, offset: 4 }))
		expect(idsOf(result)).toEqual([ids.developer, cleaners[0], cleaners[1]])
		expect(result.total).toBe(LISTED)
		const ranked = await searchJobs(em, search({ search: 'nurse', limit: 2, offset: 1 }))
		expect(idsOf(ranked)).toEqual(named('nurse', 'lapsed'))
		expect(ranked.total).toBe(4)
	})
})

describe('searchJobs: what is listed', () => {
	test('inactive and expired jobs are hidden from every search but still stored', async () => {
		for (const query of [
			{},
			{ search: 'nursing assistant' },
			{ search: 'practitioner' },
			{ location: 'Lovely Lane' },
			{ sort: 'date' },
		]) {
			const result = await searchJobs(em, search({ ...query, limit: 100 }))
			expect(idsOf(result)).not.toContain(ids.hidden)
			expect(idsOf(result)).not.toContain(ids.expired)
		}
		expect(await em.count(Job, { id: [ids.hidden!, ids.expired!] })).toBe(2)
	})

	test('the job view carries what the listing shows', async () => {
		const [job] = (await searchJobs(em, search({ search: 'omega' }))).jobs
		expect(job).toEqual({
			id: ids.picker,
			title: 'Warehouse Picker',
			company: 'Omega Logistics',
			location: 'Omega South',
			salary: '£12.50 per hour',
			description: 'Picking and packing orders.',
			jobType: 'Part-time',
			industry: 'Warehouse & Logistics',
			contactEmail: 'jobs@example.co.uk',
			isActive: true,
			postedAt: hoursAgo(50).toISOString(),
			expiresAt: new Date(hoursAgo(50).getTime() + 30 * 24 * HOUR).toISOString(),
			userId: owner.id,
			isSponsored: false,
			sponsorshipType: null,
			sponsorshipExpiresAt: null,
		})
	})
})

describe('expiry', () => {
	test('a sponsorship counts, for the badge and first place under relevance, only until it ends', async () => {
		const word = uniqueWord()
		const { user } = await signedIn('employer')
		const search = async () => (await searchJobs(await freshEm(), JobSearchSchema.parse({ search: word }))).jobs
		// The sponsored job is the older one and matches the words less well: only its sponsorship puts it first.
		const sponsored = await postedJob(user, {
			title: `Care Assistant`,
			description: `Days and nights in Great Sankey. ${word} team.`,
		})
		const plain = await postedJob(user, {
			title: `${word} Care Assistant`,
			description: `Days and nights in Great Sankey, ${word}.`,
		})
		const em = await freshEm()
		await em.nativeUpdate(
			Job,
			{ id: sponsored.id },
			{ isSponsored: true, sponsorshipType: '7days', sponsorshipExpiresAt: new Date(Date.now() + DAY) },
		)

		let jobs = await search()
		expect(jobs.map((job) => [job.id, job.isSponsored])).toEqual([
			[sponsored.id, true],
			[plain.id, false],
		])

		await em.nativeUpdate(Job, { id: sponsored.id }, { sponsorshipExpiresAt: new Date(Date.now() - 1000) })
		jobs = await search()
		expect(jobs.map((job) => [job.id, job.isSponsored])).toEqual([
			[plain.id, false],
			[sponsored.id, false],
		])
	})
})
