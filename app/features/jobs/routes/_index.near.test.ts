// The listing near a postcode (decision 159): distances on the cards, a sort by distance, and
// what is wrong with a postcode or radius said beside its field.
import { beforeAll, describe, expect, test } from 'vitest'
import { jobInput, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, newAccount, ORIGIN } from '../../../../tests/fixtures/route.ts'
import type { JobCardData } from '../components/job-card.tsx'
import type { ListingQuery } from '../components/listing-filters.tsx'
import { createJob } from '../jobs.server.ts'
import { createUser } from '../../../platform/users.server.ts'
import * as home from './_index.tsx'

type Listing = {
	query: ListingQuery
	searchErrors: { near?: string; radius?: string }
	jobs: JobCardData[]
	total: number
}

const word = uniqueWord()

beforeAll(async () => {
	const em = await freshEm()
	const employer = await createUser(em, { ...newAccount(), userType: 'employer' })
	const hour = 60 * 60 * 1000
	await createJob(
		em,
		employer,
		jobInput({ title: `${word} Barista`, location: 'Stockton Heath' }),
		new Date(Date.now() - 2 * hour),
	)
	await createJob(
		em,
		employer,
		jobInput({ title: `${word} Cook`, location: 'Warrington Town Centre' }),
		new Date(Date.now() - hour),
	)
	await createJob(em, employer, jobInput({ title: `${word} Porter`, location: 'Culcheth' }))
})

async function listing(query: string) {
	const response = await callRoute(home.loader, new Request(`${ORIGIN}/?search=${word}&${query}`))
	expect(response.status).toBe(200)
	return (await response.json()) as Listing
}

const cards = (result: Listing) => result.jobs.map((card) => [card.title, card.distance])

describe('the listing near a postcode', () => {
	test('shows the jobs within the radius with how far away each is, and sorts them by distance', async () => {
		const near = await listing('near=WA4+6PH&radius=5&sort=distance')
		expect(near.searchErrors).toEqual({})
		expect(near.query).toMatchObject({ near: 'WA4 6PH', radius: '5', measured: true, sort: 'distance' })
		expect(cards(near)).toEqual([
			[`${word} Barista`, '0.6 miles away'],
			[`${word} Cook`, '2.0 miles away'],
		])
		// The default sort stays relevance (sponsored first, then newest).
		expect(cards(await listing('near=wa4'))).toEqual([
			[`${word} Cook`, '2.0 miles away'],
			[`${word} Barista`, '0.6 miles away'],
		])
		expect((await listing('')).jobs.map((card) => card.distance)).toEqual([undefined, undefined, undefined])
	})

	test('an unknown or malformed postcode is said beside the field, and the jobs are found without it', async () => {
		const unknown = await listing('near=XX9+9XX&sort=distance')
		expect(unknown.searchErrors.near).toBe("We don't know the postcode district XX9")
		expect(unknown.query).toMatchObject({ near: 'XX9 9XX', measured: false, sort: 'relevance' })
		expect(unknown.total).toBe(3)
		expect((await listing('near=Warrington')).searchErrors.near).toBe('Enter a postcode like WA4 6PH or WA4')
	})

	test('a radius off the list is said beside it, and the search measures 5 miles', async () => {
		const result = await listing('near=WA4&radius=7')
		expect(result.searchErrors.radius).toBe('Choose a radius of 1, 3, 5, 10 or 20 miles')
		expect(result.query).toMatchObject({ radius: '5', measured: true })
		expect(result.total).toBe(2)
	})
})
