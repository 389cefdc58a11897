import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import {
	cleaners,
	DAY,
	HOUR,
	hoursAgo,
	ids,
	idsOf,
	LISTED,
	named,
	search,
	seedListing,
} from '../../../tests/fixtures/job-listing.ts'
import { postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { JobSearchSchema } from './job-search.ts'
import { searchJobs } from './job-search.server.ts'

let em: EntityManager
let owner: User

beforeAll(async () => {
	em = await freshEm()
	owner = await seedListing(em)
})

describe('searchJobs: text', () => {
	test('stems words: "nursing" finds nurses, ranked, and hides inactive and expired jobs', async () => {
		const result = await searchJobs(em, search({ search: 'nursing' }))
		// Title matches (newest first), then description matches (newest first): the clinic's running
		// sponsorship does not lift a word found only in its description (decision 203).
		expect(idsOf(result)).toEqual(named('nurse', 'lapsed', 'carer', 'clinic'))
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
		expect(await searchJobs(em, search({ search: 'astronaut' }))).toEqual({ jobs: [], total: 0, capped: false })
	})

	test('combines text with filters', async () => {
		expect(idsOf(await searchJobs(em, search({ search: 'nurse', datePosted: '24hours' })))).toEqual(named('nurse'))
		expect(idsOf(await searchJobs(em, search({ search: 'cleaner', page: 2 })))).toEqual(cleaners.slice(20))
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
		expect(await searchJobs(em, search({ sort: 'date', page: 3 }))).toEqual({ jobs: [], total: LISTED, capped: false })
		expect(await searchJobs(em, search({ search: 'nurse', page: 2 }))).toEqual({ jobs: [], total: 4, capped: false })
	})

	test('limit and offset for API clients', async () => {
		const result = await searchJobs(em, search({ sort: 'date', limit: 3, offset: 4 }))
		expect(idsOf(result)).toEqual([ids.developer, cleaners[0], cleaners[1]])
		expect(result.total).toBe(LISTED)
		const ranked = await searchJobs(em, search({ search: 'nurse', limit: 2, offset: 1 }))
		expect(idsOf(ranked)).toEqual(named('lapsed', 'carer'))
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
			status: 'active',
			postedAt: hoursAgo(50).toISOString(),
			expiresAt: new Date(hoursAgo(50).getTime() + 30 * 24 * HOUR).toISOString(),
			userId: owner.id,
			isSponsored: false,
			sponsorshipType: null,
			sponsorshipExpiresAt: null,
			applyUrl: null,
			importedFrom: null,
		})
	})
})

describe('expiry', () => {
	test('a sponsorship counts, for the badge and first place under relevance, only until it ends', async () => {
		const word = uniqueWord()
		const { user } = await signedIn('employer')
		const search = async () => (await searchJobs(await freshEm(), JobSearchSchema.parse({ search: word }))).jobs
		// The sponsored job is the older one and matches the words less well (both in the title, the
		// other twice): only its sponsorship puts it first.
		const sponsored = await postedJob(user, {
			title: `${word} Care Assistant`,
			description: `Days and nights in Great Sankey.`,
		})
		const plain = await postedJob(user, {
			title: `${word} Care Assistant, ${word} Team`,
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
