// Pay against the local median (decision 206) as the API, the listing and the job page carry it.
import { beforeAll, describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import type { Job } from '../../../models/job.ts'
import type { User } from '../../../models/user.ts'
import type { JobCardData } from '../components/job-card.tsx'
import type { JobView } from '../job-views.server.ts'
import * as home from './_index.tsx'
import * as jobRoute from './api.jobs.$id.ts'
import * as jobsRoute from './api.jobs.ts'
import * as jobPage from './jobs.$id.tsx'

const word = uniqueWord()

/** Five taxi drivers' jobs at £13.00-£14.00 an hour (median £13.50) and a sixth at £12.00; their occupation set as the taxonomy would. */
async function taxiJobs(owner: User) {
	const em = await freshEm()
	const [taxi] = await em
		.getConnection()
		.execute<[{ id: number }]>(`select id from occupation where label = 'taxi driver'`)
	const jobs = []
	for (const salary of ['£13.00', '£13.25', '£13.50', '£13.75', '£14.00', '£12.00']) {
		const job = await postedJob(owner, { title: `${word} Cab Driver`, salary: `${salary} per hour` })
		await em.getConnection().execute('update job set occupation_id = ? where id = ?', [taxi.id, job.id])
		jobs.push(job)
	}
	return jobs
}

describe('pay against the local median', () => {
	let user: User
	let cheapest: Job
	beforeAll(async () => {
		user = (await apiUser('employer')).user
		cheapest = (await taxiJobs(user)).at(-1)!
	})
	const summary = '£1.38 an hour below the Warrington median for taxi drivers'

	test('GET /api/jobs/{id} carries the comparison and the minimum wage check', async () => {
		const response = await callRoute(withParams(jobRoute.loader), apiRequest('GET', `/api/jobs/${cheapest.id}`), {
			params: { id: String(cheapest.id) },
		})
		expect(response.status).toBe(200)
		const job = (await response.json()) as JobView
		// Six jobs: midpoints 12.00, 13.00, 13.25, 13.50, 13.75, 14.00, median 13.375.
		expect(job.pay).toEqual({
			payPence: 1200,
			period: 'hour',
			local: {
				occupationId: expect.any(Number),
				occupationLabel: 'taxi driver',
				area: 'Warrington',
				windowDays: 90,
				medianPence: 1338,
				jobs: 6,
				differencePence: -138,
				position: 'below',
				summary,
				basis: 'median £13.38 an hour from 6 jobs here in the last 90 days',
			},
			minimumWage: {
				band: '21+',
				ratePence: 1271,
				ratesFrom: '2026-04-01',
				hourlyPence: 1200,
				basis: 'hourly',
				below: true,
				summary: 'Below the National Minimum Wage for ages 21 and over',
			},
		})
	})

	test('GET /api/jobs carries it on every job of the list', async () => {
		const response = await callRoute(jobsRoute.loader, apiRequest('GET', `/api/jobs?search=${word}&limit=10`))
		expect(response.status).toBe(200)
		const found = (await response.json()) as JobView[]
		expect(found).toHaveLength(6)
		expect(found.every((job) => job.pay?.local?.jobs === 6)).toBe(true)
		expect(found.find((job) => job.id === cheapest.id)!.pay!.local!.summary).toBe(summary)
	})

	test('the listing’s cards say it; a job with no stated pay says nothing', async () => {
		const unpaid = await postedJob(user, { title: `${word} Cab Driver`, salary: 'Competitive' })
		const response = await callRoute(home.loader, new Request(`${ORIGIN}/?search=${word}`))
		const cards = ((await response.json()) as { jobs: JobCardData[] }).jobs
		expect(cards.find((card) => card.id === cheapest.id)).toMatchObject({
			pay: summary,
			belowMinimumWage: 'Below the National Minimum Wage for ages 21 and over',
		})
		const unpaidCard = cards.find((card) => card.id === unpaid.id)!
		expect(unpaidCard.pay).toBeUndefined()
		expect(unpaidCard.belowMinimumWage).toBeUndefined()
	})

	test('the job page says it with the median and how many jobs it comes from', async () => {
		const response = await callRoute(withParams(jobPage.loader), new Request(`${ORIGIN}/jobs/${cheapest.id}`), {
			params: { id: String(cheapest.id) },
		})
		const page = (await response.json()) as { pay: unknown }
		expect(page.pay).toEqual({
			local: { summary, basis: 'median £13.38 an hour from 6 jobs here in the last 90 days' },
			belowMinimumWage: {
				summary: 'Below the National Minimum Wage for ages 21 and over',
				detail: 'The rate for ages 21 and over is £12.71 an hour from 1 April 2026.',
			},
		})
	})
})
