// A listing past its end shows as ended to its owner at once (decision 189): worked out when read,
// not when the periodic task (every 15 minutes) switches the job off. Here the task has not run: the
// job is still stored as active, a second past its end.
import { describe, expect, test } from 'vitest'
import { view, act } from '../../../../tests/fixtures/employer-dashboard.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Job } from '../../../models/job.ts'
import type { JobView } from '../../jobs/job-views.server.ts'
import * as jobApi from '../../jobs/routes/api.jobs.$id.ts'
import * as jobPage from '../../jobs/routes/jobs.$id.tsx'
import * as employerJobsRoute from './api.employer.jobs.ts'

const justEnded = () => ({ expiresAt: new Date(Date.now() - 1000) })

describe('a listing that has just ended, before the periodic task runs', () => {
	test('the dashboard shows it as ended, under Inactive, and it cannot be activated', async () => {
		const employer = await signedIn('employer')
		const live = await postedJob(employer.user, { title: 'Dental Receptionist' })
		const ended = await postedJob(employer.user, { title: 'Practice Manager' }, justEnded())
		expect((await (await freshEm()).findOneOrFail(Job, ended.id)).isActive).toBe(true)

		const active = await view('', employer.cookie)
		expect(active.stats).toMatchObject({ totalJobs: 2, activeJobs: 1 })
		expect(active.counts).toEqual({ active: 1, inactive: 1 })
		expect(active.jobs.map((job) => job.id)).toEqual([live.id])
		const inactive = await view('?tab=inactive', employer.cookie)
		expect(inactive.jobs).toEqual([expect.objectContaining({ id: ended.id, isActive: false, status: 'ended' })])
		// Opening its applications shows it in the tab it is in.
		expect((await view(`?applications=${ended.id}`, employer.cookie)).tab).toBe('inactive')

		const activated = await act({ intent: 'activate', jobId: String(ended.id), tab: 'inactive' }, employer.cookie)
		expect(activated.headers.get('Location')).toBe('/employer-dashboard?tab=inactive')
		expect(await toastOf(activated)).toMatchObject({
			title: 'Listing ended',
			description: expect.stringMatching(/^“Practice Manager” ended on .+, so it cannot be made active again\./),
			type: 'error',
		})
		// Hiding it is harmless.
		const hidden = await act({ intent: 'deactivate', jobId: String(ended.id), tab: 'inactive' }, employer.cookie)
		expect(await toastOf(hidden)).toMatchObject({ title: 'Job Updated' })
	})

	test('the API tells its owner it has ended, and refuses to activate it (409)', async () => {
		const { user, token } = await apiUser('employer')
		const ended = await postedJob(user, { title: 'Warehouse Supervisor' }, justEnded())
		const hidden = await postedJob(user, { title: 'Forklift Driver' }, { isActive: false })
		const listed = await postedJob(user, { title: 'Picker Packer' })

		const mine = await callRoute(employerJobsRoute.loader, apiRequest('GET', '/api/employer/jobs', { token }))
		const byId = new Map(((await mine.json()) as JobView[]).map((job) => [job.id, job]))
		expect(byId.get(ended.id)).toMatchObject({ isActive: false, status: 'ended' })
		expect(byId.get(hidden.id)).toMatchObject({ isActive: false, status: 'inactive' })
		expect(byId.get(listed.id)).toMatchObject({ isActive: true, status: 'active' })

		const patch = (id: number, isActive: boolean) =>
			callRoute(withParams(jobApi.action), apiRequest('PATCH', `/api/jobs/${id}`, { token, body: { isActive } }), {
				params: { id: String(id) },
			})
		const refused = await patch(ended.id, true)
		expect(refused.status).toBe(409)
		expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/cannot be made active again/) })
		const off = await patch(ended.id, false)
		expect(off.status).toBe(200)
		expect(await off.json()).toMatchObject({ isActive: false, status: 'ended' })
		const on = await patch(hidden.id, true)
		expect(await on.json()).toMatchObject({ isActive: true, status: 'active' })
	})

	test('its page tells its owner it ended; anyone else that it takes no applications', async () => {
		const owner = await signedIn('employer')
		const ended = await postedJob(owner.user, { title: 'Care Coordinator' }, justEnded())
		const hidden = await postedJob(owner.user, { title: 'Night Carer' }, { isActive: false })
		const open = (id: number, cookie?: string) =>
			callRoute(
				withParams(jobPage.loader),
				new Request(`${ORIGIN}/jobs/${id}`, { headers: cookie ? { Cookie: cookie } : {} }),
				{ params: { id: String(id) } },
			)

		const own = await open(ended.id, owner.cookie)
		expect(own.status).toBe(200)
		expect(await own.json()).toMatchObject({
			ended: {
				ownJob: true,
				notice: {
					title: 'Listing Ended',
					message: expect.stringMatching(
						/^Your listing “Care Coordinator” ended on .+: job seekers no longer see it\.$/,
					),
				},
			},
		})
		expect(await (await open(hidden.id, owner.cookie)).json()).toMatchObject({
			ended: { ownJob: true, notice: { title: 'Listing Hidden' } },
		})

		const someoneElse = await signedIn('employer')
		for (const response of [await open(ended.id), await open(ended.id, someoneElse.cookie)]) {
			expect(response.status).toBe(200)
			expect(await response.json()).toMatchObject({
				ended: { ownJob: false, notice: { title: 'No longer taking applications' } },
			})
		}
	})
})
