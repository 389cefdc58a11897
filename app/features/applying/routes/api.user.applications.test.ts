import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { applyWithDetails } from '../applications.server.ts'
import { deleteJob } from '../../jobs/jobs.server.ts'
import * as userApplications from './api.user.applications.ts'

withLocalOutbox()

/** An application nobody has moved through the stages yet (§22.49). */
const UNMOVED = { stage: null, stageChangedAt: null, stageNote: null, stageHistory: [] }

describe('GET /api/user/applications', () => {
	test('401 signed out', async () => {
		const response = await callRoute(userApplications.loader, apiRequest('GET', '/api/user/applications'))
		expect(response.status).toBe(401)
	})

	test("the seeker's applications, newest first: id, appliedAt, cvFileName, job", async () => {
		const { user: employer } = await apiUser('employer')
		const first = await postedJob(employer, {
			title: 'Kitchen Porter',
			company: 'Heath & Vale Hospitality',
			location: 'Stockton Heath',
			salary: '£11.50 per hour',
		})
		const second = await postedJob(employer, { title: 'Barista' })
		const { user, cookie } = await signedIn('employee')
		const older = await applyWithDetails(await freshEm(), {
			jobId: first.id,
			user,
			applicantName: 'Emma',
			applicantEmail: user.email,
		})
		const newer = await applyWithDetails(await freshEm(), {
			jobId: second.id,
			user,
			applicantName: 'Emma',
			applicantEmail: user.email,
		})

		const response = await callRoute(userApplications.loader, apiRequest('GET', '/api/user/applications', { cookie }))
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(await response.json()).toEqual([
			{
				id: newer!.id,
				appliedAt: newer!.appliedAt,
				cvFileName: null,
				...UNMOVED,
				job: {
					id: second.id,
					title: 'Barista',
					company: second.company,
					location: second.location,
					salary: second.salary,
					isListed: true,
				},
			},
			{
				id: older!.id,
				appliedAt: older!.appliedAt,
				cvFileName: null,
				...UNMOVED,
				job: {
					id: first.id,
					title: 'Kitchen Porter',
					company: 'Heath & Vale Hospitality',
					location: 'Stockton Heath',
					salary: '£11.50 per hour',
					isListed: true,
				},
			},
		])

		const { cookie: otherCookie } = await signedIn('employee')
		const other = await callRoute(
			userApplications.loader,
			apiRequest('GET', '/api/user/applications', { cookie: otherCookie }),
		)
		expect(await other.json()).toEqual([])
	})

	test('an application to a job since deleted is still listed, from its own copy of the job, and not listed', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer, {
			title: 'Forklift Driver',
			company: 'Birchwood Logistics',
			location: 'Birchwood',
		})
		const { user, cookie } = await signedIn('employee')
		const sent = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			user,
			applicantName: 'Emma',
			applicantEmail: user.email,
		})
		await deleteJob(await freshEm(), job)

		const response = await callRoute(userApplications.loader, apiRequest('GET', '/api/user/applications', { cookie }))
		expect(await response.json()).toEqual([
			{
				id: sent!.id,
				appliedAt: sent!.appliedAt,
				cvFileName: null,
				...UNMOVED,
				job: {
					id: null,
					title: 'Forklift Driver',
					company: 'Birchwood Logistics',
					location: 'Birchwood',
					salary: null,
					isListed: false,
				},
			},
		])
	})

	test('only GET is allowed', async () => {
		const response = await callRoute(userApplications.action, apiRequest('POST', '/api/user/applications'))
		expect(response.status).toBe(405)
	})
})
