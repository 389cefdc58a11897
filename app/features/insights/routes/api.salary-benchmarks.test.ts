import { beforeAll, describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import type { User } from '../../../models/user.ts'
import type { SalaryBenchmark } from '../salary-benchmarks.server.ts'
import * as benchmarksRoute from './api.salary-benchmarks.ts'

const get = (query: string, token?: string) =>
	callRoute(benchmarksRoute.loader, apiRequest('GET', `/api/salary-benchmarks${query}`, { token }))

let employer: { user: User; token: string }
beforeAll(async () => {
	employer = await apiUser('employer')
})

describe('GET /api/salary-benchmarks', () => {
	test('an employer gets the benchmark: the specification’s fields, quartiles, sample, widening, areas, bands', async () => {
		const word = uniqueWord()
		for (const pounds of [26_000, 28_000, 30_000, 32_000, 34_000])
			await postedJob(employer.user, {
				title: `${word} Technician`,
				industry: 'Automotive',
				location: 'Winwick',
				salary: `£${pounds}`,
			})
		const response = await get(`?jobTitle=${word}+technician&industry=Automotive&experienceLevel=mid`, employer.token)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		const body = (await response.json()) as SalaryBenchmark
		expect(Object.keys(body).sort()).toEqual(
			[
				'jobTitle',
				'industry',
				'location',
				'experience',
				'averageSalary',
				'minSalary',
				'maxSalary',
				'dataPoints',
				'sampleSize',
				'withoutSalary',
				'lowerQuartile',
				'median',
				'upperQuartile',
				'requested',
				'widenedTo',
				'message',
				'windowDays',
				'byArea',
				'distribution',
			].sort(),
		)
		expect(body).toMatchObject({
			jobTitle: `${word} technician`,
			industry: 'Automotive',
			experience: 'mid',
			location: 'Warrington',
			averageSalary: 30_000,
			minSalary: 26_000,
			maxSalary: 34_000,
			dataPoints: 5,
			sampleSize: 5,
			lowerQuartile: 28_000,
			median: 30_000,
			upperQuartile: 32_000,
			widenedTo: null,
			message: null,
			byArea: [{ area: 'Winwick', count: 5, median: 30_000 }],
		})
		expect(body.distribution).toHaveLength(8)
		expect(body.distribution[2]).toEqual({ band: '£25,000 to £29,999', from: 25_000, to: 30_000, count: 2 })
	})

	test('no filters: the whole board', async () => {
		const body = (await (await get('', employer.token)).json()) as SalaryBenchmark
		expect(body).toMatchObject({ jobTitle: null, industry: null, experience: null, widenedTo: null })
		expect(body.sampleSize).toBeGreaterThanOrEqual(5)
	})

	test('401 signed out; 403 for job seekers and admins', async () => {
		const signedOut = await get('')
		expect(signedOut.status).toBe(401)
		for (const userType of ['employee', 'admin'] as const) {
			const { token } = await apiUser(userType)
			const response = await get('', token)
			expect(response.status).toBe(403)
			expect(((await response.json()) as { message: string }).message).toBe(
				'This feature is only available to employers.',
			)
		}
	})

	test('400 with field errors for an unknown industry or level, or a title over 100 characters', async () => {
		const response = await get(`?industry=Spaceflight&experienceLevel=guru&jobTitle=${'a'.repeat(101)}`, employer.token)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			message: 'Please check the benchmark’s filters',
			errors: {
				jobTitle: ['Job title must be at most 100 characters'],
				industry: ['Unknown industry'],
				experienceLevel: ['Unknown experience level'],
			},
		})
		expect((await get(`?jobTitle=${'a'.repeat(100)}`, employer.token)).status).toBe(200)
	})

	test('other methods answer 405 with Allow', async () => {
		const response = await callRoute(
			benchmarksRoute.action,
			apiRequest('POST', '/api/salary-benchmarks', { token: employer.token, body: {} }),
		)
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET')
	})
})
