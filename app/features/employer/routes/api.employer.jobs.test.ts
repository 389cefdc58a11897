import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, cookiesFrom, formRequest, nextIp } from '../../../../tests/fixtures/route.ts'
import routes from '../../../routes.ts'
import type { JobView } from '../../jobs/job-views.server.ts'
import * as authRoute from '../../accounts/routes/auth.tsx'
import * as employerJobsRoute from './api.employer.jobs.ts'

type EmployerJob = JobView & { applicationCount: number }

const PATHS = ['/api/employer/jobs', '/api/employer-jobs']
const get = (path: string, auth: { token?: string; cookie?: string } = {}) =>
	callRoute(employerJobsRoute.loader, apiRequest('GET', path, auth))

describe('GET /api/employer/jobs and GET /api/employer-jobs', () => {
	test('both addresses are served by this module', () => {
		const served = routes
			.filter((route) => route.file === 'features/employer/routes/api.employer.jobs.ts')
			.map((route) => `/${route.path}`)
		expect(served.sort()).toEqual([...PATHS].sort())
	})

	test.each(PATHS)('%s: the employer’s own jobs, active or not, newest first, with applicationCount', async (path) => {
		const { user, token } = await apiUser('employer')
		const { user: rival } = await apiUser('employer')
		const older = await postedJob(user, { title: 'Sous Chef' }, { postedAt: new Date(Date.now() - 86_400_000) })
		const newer = await postedJob(user, { title: 'Kitchen Porter' }, { isActive: false })
		await postedJob(rival, { title: 'Somebody else’s job' })
		await applicationTo(older, {
			applicantName: 'Priya Shah',
			applicantEmail: 'priya@example.co.uk',
			message: 'Five years in a busy kitchen.',
		})
		await applicationTo(older, { applicantName: 'Tom Hughes', applicantEmail: 'tom@example.co.uk' })

		const response = await get(path, { token })
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		const jobs = (await response.json()) as EmployerJob[]
		expect(jobs.map((job) => [job.id, job.title, job.isActive, job.applicationCount])).toEqual([
			[newer.id, 'Kitchen Porter', false, 0],
			[older.id, 'Sous Chef', true, 2],
		])
	})

	test('an employer with no jobs gets an empty array', async () => {
		const { token } = await apiUser('employer')
		expect(await (await get('/api/employer/jobs', { token })).json()).toEqual([])
	})

	test('works with the session cookie too', async () => {
		const { user, account } = await apiUser('employer')
		await postedJob(user, { title: 'Receptionist' })
		const signIn = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'signin', email: account.email, password: account.password }),
			{ ip: nextIp() },
		)
		const response = await get('/api/employer-jobs', { cookie: cookiesFrom(signIn) })
		expect(response.status).toBe(200)
		expect(((await response.json()) as EmployerJob[]).map((job) => job.title)).toEqual(['Receptionist'])
	})

	test('401 signed out; 403 for job seekers and admins', async () => {
		expect((await get('/api/employer/jobs')).status).toBe(401)
		for (const userType of ['employee', 'admin'] as const) {
			const { token } = await apiUser(userType)
			const response = await get('/api/employer/jobs', { token })
			expect(response.status).toBe(403)
			expect(((await response.json()) as { message: string }).message).toBe(
				'Only employer accounts have jobs to manage',
			)
		}
	})

	test('other methods answer 405 with Allow', async () => {
		const { token } = await apiUser('employer')
		const response = await callRoute(
			employerJobsRoute.action,
			apiRequest('POST', '/api/employer/jobs', { token, body: {} }),
		)
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET')
	})
})
