// The controls beside the listing, filters and sort orders, over the listing in tests/fixtures/job-listing.ts.
import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { cleaners, idsOf, named, search, seedListing } from '../../../tests/fixtures/job-listing.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { searchJobs } from './job-search.server.ts'

let em: EntityManager

beforeAll(async () => {
	em = await freshEm()
	await seedListing(em)
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
