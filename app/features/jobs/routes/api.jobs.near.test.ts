// GET /api/jobs with `near` and `radius` (decision 159): distance search through the API.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import type { JobView } from '../job-views.server.ts'
import * as jobsRoute from './api.jobs.ts'

type ErrorBody = { message: string; errors?: Record<string, string[]> }

const list = (query: string) => callRoute(jobsRoute.loader, apiRequest('GET', `/api/jobs${query}`))

describe('GET /api/jobs near a postcode', () => {
	test('finds the jobs within the radius, each with distanceMiles, nearest first when sorted by distance', async () => {
		const { user } = await apiUser('employer')
		const word = uniqueWord()
		const heath = await postedJob(user, { title: `${word} Barista`, location: 'Stockton Heath' })
		const town = await postedJob(user, { title: `${word} Cook`, location: 'Warrington Town Centre' })
		await postedJob(user, { title: `${word} Porter`, location: 'Culcheth' })

		const response = await list(`?search=${word}&near=WA4%206PH&radius=5&sort=distance`)
		expect(response.status).toBe(200)
		expect(response.headers.get('X-Total-Count')).toBe('2')
		const jobs = (await response.json()) as JobView[]
		expect(jobs.map((job) => [job.id, job.distanceMiles])).toEqual([
			[heath.id, 0.6],
			[town.id, 2],
		])

		const wider = (await (await list(`?search=${word}&near=wa4&radius=10`)).json()) as JobView[]
		expect(wider).toHaveLength(3)
		const plain = (await (await list(`?search=${word}`)).json()) as JobView[]
		expect(plain.some((job) => 'distanceMiles' in job)).toBe(false)
	})

	test.each([
		['near=XX9%209XX', { near: ["We don't know the postcode district XX9"] }],
		['near=Warrington', { near: ['Enter a postcode like WA4 6PH or WA4'] }],
		['near=WA4&radius=7', { radius: ['Choose a radius of 1, 3, 5, 10 or 20 miles'] }],
		['near=WA4&radius=100', { radius: ['Choose a radius of 1, 3, 5, 10 or 20 miles'] }],
		['sort=distance', { sort: ['Sorting by distance needs a postcode in near'] }],
	])('answers 400 with a field error for %s', async (query, errors) => {
		const response = await list(`?${query}`)
		expect(response.status).toBe(400)
		const body = (await response.json()) as ErrorBody
		expect(body).toEqual({ message: 'Please check the search', errors })
	})
})
