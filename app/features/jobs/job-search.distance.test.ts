// Distance search (decision 159): jobs within a radius of a postcode district's centroid, measured to
// their area's centre, over a listing spread across Warrington. Distances from WA4's centroid:
// Stockton Heath 0.6 miles, Latchford 1.1, the town centre 2.0, Great Sankey 3.3, Culcheth 6.4.
import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { DAY, hoursAgo, search } from '../../../tests/fixtures/job-listing.ts'
import { jobInput, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import { createUser } from '../../platform/users.server.ts'
import type { POST_AREAS } from './job-options.ts'
import { createJob } from './jobs.server.ts'
import { searchJobs } from './job-search.server.ts'
import { UnknownPostcodeError } from './postcode-districts.server.ts'

let em: EntityManager
const ids: Record<string, number> = {}
const word = uniqueWord()
const named = (...names: string[]) => names.map((name) => ids[name])
const idsOf = (result: { jobs: { id: number }[] }) => result.jobs.map((job) => job.id)

beforeAll(async () => {
	em = await freshEm()
	const owner = await createUser(em, {
		email: 'hr@stockton-heath-dental.co.uk',
		password: 'a good password',
		firstName: 'Priya',
		lastName: 'Latchford',
		userType: 'employer',
	})
	const post = async (name: string, location: (typeof POST_AREAS)[number], hours: number, title = 'Receptionist') => {
		const job = await createJob(em, owner, jobInput({ title: `${title} ${word}`, location }), hoursAgo(hours))
		ids[name] = job.id
		return job
	}
	await post('heath', 'Stockton Heath', 5)
	await post('latchford', 'Latchford', 1)
	await post('town', 'Warrington Town Centre', 3, 'Dental Nurse')
	const sankey = await post('sankey', 'Great Sankey', 9)
	await post('culcheth', 'Culcheth', 2)
	const expired = await post('expired', 'Stockton Heath', 40 * 24)
	em.assign(sankey, { isSponsored: true, sponsorshipType: '7days', sponsorshipExpiresAt: new Date(Date.now() + DAY) })
	em.assign(expired, { expiresAt: new Date(Date.now() - DAY) })
	await em.flush()
})

const near = (input: Record<string, unknown>) => searchJobs(em, search({ search: word, ...input }))

describe('searchJobs near a postcode', () => {
	test('finds the listed jobs within the radius, 5 miles unless given, each with its distance', async () => {
		const one = await near({ near: 'WA4 6PH', radius: '1' })
		expect(idsOf(one)).toEqual(named('heath'))
		expect(one.jobs[0]!.distanceMiles).toBe(0.6)
		expect(one.total).toBe(1)

		const five = await near({ near: 'WA4 6PH' })
		expect(idsOf(five).sort()).toEqual(named('heath', 'latchford', 'town', 'sankey').sort())
		expect(five.total).toBe(4)
		expect((await near({ near: 'WA4 6PH', radius: '20' })).total).toBe(5)
		// Without a postcode no job carries a distance.
		expect((await near({})).jobs.every((job) => job.distanceMiles === undefined)).toBe(true)
	})

	test('sorts nearest first by distance, and keeps sponsored jobs first by relevance', async () => {
		const byDistance = await near({ near: 'WA4 6PH', sort: 'distance' })
		expect(idsOf(byDistance)).toEqual(named('heath', 'latchford', 'town', 'sankey'))
		expect(byDistance.jobs.map((job) => job.distanceMiles)).toEqual([0.6, 1.1, 2, 3.3])
		expect(idsOf(await near({ near: 'WA4 6PH', sort: 'relevance' }))[0]).toBe(ids.sankey)
		expect(idsOf(await near({ near: 'WA4 6PH', sort: 'date' }))).toEqual(named('latchford', 'town', 'heath', 'sankey'))
		// Distance without a postcode has nothing to measure: relevance.
		expect((await near({ sort: 'distance' })).total).toBe(5)
	})

	test('every way of writing the postcode finds the same jobs', async () => {
		for (const postcode of ['wa4', 'WA4 6', 'wa46ph', ' wa4  6ph '])
			expect(idsOf(await near({ near: postcode, radius: '3', sort: 'distance' })), postcode).toEqual(
				named('heath', 'latchford', 'town'),
			)
	})

	test('words, filters and pages apply within the radius, and the count is of the jobs within it', async () => {
		// Without words the count does not come from the listing's tallies, which know nothing of places.
		const listed = await searchJobs(em, search({ near: 'WA4', radius: '3' }))
		expect(listed.total).toBe(3)
		expect(idsOf(listed).sort()).toEqual(named('heath', 'latchford', 'town').sort())
		const inLatchford = await searchJobs(em, search({ near: 'WA4', radius: '3', location: 'Latchford' }))
		expect([idsOf(inLatchford), inLatchford.total]).toEqual([named('latchford'), 1])
		expect(
			idsOf(await searchJobs(em, search({ near: 'WA4', radius: '3', sort: 'distance', limit: 1, offset: 1 }))),
		).toEqual(named('latchford'))
		expect(idsOf(await near({ search: `Dental ${word}`, near: 'WA4', radius: '3' }))).toEqual(named('town'))
		expect(idsOf(await near({ near: 'WA4', radius: '3', location: 'Latchford' }))).toEqual(named('latchford'))
		const page = await near({ near: 'WA4', sort: 'distance', limit: 2, offset: 2 })
		expect(idsOf(page)).toEqual(named('town', 'sankey'))
		expect(page.total).toBe(4)
	})

	test('a search elsewhere in the country finds nothing in Warrington, and the radius and centre change the answer', async () => {
		// Manchester city centre is 15 to 16 miles away.
		expect((await near({ near: 'M1 1AE', radius: '10' })).total).toBe(0)
		expect((await near({ near: 'M1 1AE', radius: '20' })).total).toBe(5)
		expect((await near({ near: 'WA3', radius: '1' })).total).toBe(0)
	})

	test('an unknown postcode district is refused with a clear message', async () => {
		await expect(near({ near: 'XX9 9XX' })).rejects.toThrow(
			new UnknownPostcodeError("We don't know the postcode district XX9"),
		)
	})

	test('the count within a radius stays exact through every write to the jobs (the place tallies)', async () => {
		const owner = (await em.findOneOrFail(Job, ids.heath!, { populate: ['user'] })).user
		const withinOneMile = async () => (await searchJobs(em, search({ near: 'WA4', radius: '1' }))).total
		// Counted straight from the jobs, as the tallies must give it: Stockton Heath is the one area within a mile.
		const counted = async () =>
			Number(
				(
					await em
						.getConnection()
						.execute<[{ count: string }]>(
							`select count(*) from job where is_active and expires_at > now() and location = 'Stockton Heath'`,
						)
				)[0].count,
			)
		expect(await withinOneMile()).toBe(await counted())
		const jobs = await Promise.all(
			[1, 2, 3].map((n) => createJob(em, owner, jobInput({ title: `Dental Nurse ${n}`, location: 'Stockton Heath' }))),
		)
		expect(await withinOneMile()).toBe(await counted())
		const [ending, closed, moved] = jobs as [Job, Job, Job]
		// Ending within this hour: still listed, so still counted, from the jobs rather than the tallies.
		ending.expiresAt = new Date(Date.now() + 60 * 1000)
		closed.isActive = false
		moved.location = 'Culcheth'
		await em.flush()
		expect(await withinOneMile()).toBe(await counted())
		ending.expiresAt = new Date(Date.now() - 60 * 1000)
		closed.isActive = true
		moved.location = 'Stockton Heath'
		await em.flush()
		expect(await withinOneMile()).toBe(await counted())
		const before = await counted()
		await em.nativeDelete(Job, { id: jobs.map((job) => job.id) })
		expect(await withinOneMile()).toBe(await counted())
		expect(await counted()).toBe(before - 2)
	})

	test('a job that moves area is measured from its new area', async () => {
		const moving = await createJob(em, (await em.findOneOrFail(Job, ids.heath!, { populate: ['user'] })).user, {
			...jobInput({ title: `Hygienist ${word}`, location: 'Stockton Heath' }),
		})
		expect((await near({ near: 'WA4', radius: '1' })).total).toBe(2)
		moving.location = 'Culcheth'
		await em.flush()
		expect((await near({ near: 'WA4', radius: '1' })).total).toBe(1)
		const [row] = await em
			.getConnection()
			.execute<[{ latitude: number; longitude: number }]>('select latitude, longitude from job where id = ?', [
				moving.id,
			])
		expect(row).toEqual({ latitude: 53.4522, longitude: -2.5205 })
		await em.nativeDelete(Job, { id: moving.id })
	})
})
