import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import routes from '../../../routes.ts'
import * as scoresRoute from './api.candidate-quality-scores.ts'

const get = (query: string, token?: string) =>
	callRoute(scoresRoute.loader, apiRequest('GET', `/api/candidate-quality-scores${query}`, { token }))

const FIELDS = [
	'applicationId',
	'jobId',
	'jobTitle',
	'appliedAt',
	'overallScore',
	'band',
	'experienceMatch',
	'skillsMatch',
	'educationMatch',
	'communicationQuality',
	'cvQuality',
	'responseTime',
	'scoringFactors',
	'skills',
].sort()

describe('GET /api/candidate-quality-scores', () => {
	test('is served by this module', () => {
		expect(routes.some((route) => route.path === 'api/candidate-quality-scores')).toBe(true)
	})

	test('the employer’s scored applications: the entity’s fields, no applicant’s name, paged', async () => {
		const { user, token } = await apiUser('employer')
		const { user: rival } = await apiUser('employer')
		const job = await postedJob(user, {
			title: 'Accounts Assistant',
			description: 'Sage and payroll. At least 2 years in an accounts office. AAT qualified.',
		})
		await applicationTo(job, {
			applicantName: 'Helen Marsh',
			applicantEmail: 'helen.marsh@example.com',
			message: 'Eight years of Sage and payroll in an accounts office; AAT Level 3.',
		})
		await applicationTo(job, { applicantName: 'Tom Hughes', applicantEmail: 'tom.hughes@example.com' })
		await applicationTo(await postedJob(rival), { applicantName: 'Not Yours', applicantEmail: 'n@example.com' })

		const response = await get('?limit=1', token)
		expect(response.status).toBe(200)
		expect(response.headers.get('X-Total-Count')).toBe('2')
		expect(response.headers.get('Link')).toContain('rel="next"')
		const [first, ...rest] = (await response.json()) as Record<string, unknown>[]
		expect(rest).toEqual([])
		expect(Object.keys(first!).sort()).toEqual(FIELDS)
		expect(first).toMatchObject({ jobId: job.id, jobTitle: 'Accounts Assistant', responseTime: null })
		expect(JSON.stringify(first)).not.toMatch(/Helen|Marsh|helen/)
		const factors = first!.scoringFactors as {
			factor: string
			score: number | null
			weight: number
			reason: string
		}[]
		expect(factors.map((factor) => factor.factor)).toEqual(['experience', 'skills', 'education', 'communication', 'cv'])
		// Weights are given to one decimal place, so the sum may differ from the score by rounding only.
		const sum = factors.reduce((total, factor) => total + ((factor.score ?? 0) * factor.weight) / 100, 0)
		expect(Math.abs((first!.overallScore as number) - sum)).toBeLessThanOrEqual(0.6)

		const filtered = await get(`?jobId=${job.id}&sort=mostRecent`, token)
		expect(filtered.status).toBe(200)
		expect(((await filtered.json()) as unknown[]).length).toBe(2)
	})

	test('401 signed out; 403 for job seekers and admins', async () => {
		expect((await get('')).status).toBe(401)
		for (const userType of ['employee', 'admin'] as const) {
			const { token } = await apiUser(userType)
			const response = await get('', token)
			expect(response.status).toBe(403)
			expect(((await response.json()) as { message: string }).message).toBe(
				'This feature is only available to employers.',
			)
		}
	})

	test('400 for a sort, job id or page it cannot read, naming the field', async () => {
		const { token } = await apiUser('employer')
		const cases: [string, string][] = [
			['?sort=salary', 'sort'],
			['?jobId=abc', 'jobId'],
			['?limit=0', 'limit'],
			['?limit=many', 'limit'],
		]
		for (const [query, field] of cases) {
			const response = await get(query, token)
			expect(response.status, query).toBe(400)
			const body = (await response.json()) as { errors: Record<string, string[]> }
			expect(Object.keys(body.errors), query).toEqual([field])
		}
	})

	test('404 for another employer’s job or no job, alike', async () => {
		const { token } = await apiUser('employer')
		const { user: rival } = await apiUser('employer')
		const theirs = await postedJob(rival)
		await applicationTo(theirs, { applicantName: 'Their Applicant', applicantEmail: 'their@example.com' })
		for (const jobId of [theirs.id, 2_000_000_000]) {
			const response = await get(`?jobId=${jobId}`, token)
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ message: 'Job not found' })
		}
	})

	test('other methods answer 405', async () => {
		const { token } = await apiUser('employer')
		const response = await callRoute(
			scoresRoute.action,
			apiRequest('POST', '/api/candidate-quality-scores', { token, body: {} }),
		)
		expect(response.status).toBe(405)
	})
})
