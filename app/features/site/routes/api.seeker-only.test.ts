import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, formRequest, freshEm, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { SavedJob } from '../../../models/saved-job.ts'
import { UserPreferences } from '../../../models/user-preferences.ts'
import * as preferences from '../../recommendations/routes/api.preferences.ts'
import * as quickApply from '../../applying/routes/api.jobs.$id.quick-apply.ts'
import * as interact from '../../jobs/routes/api.jobs.$id.interact.ts'
import * as apiSave from '../../saved-jobs/routes/api.jobs.$id.save.ts'
import * as recommended from '../../recommendations/routes/api.recommended-jobs.ts'
import * as savedJob from '../../saved-jobs/routes/api.user.saved-jobs.$jobId.ts'
import * as savedJobs from '../../saved-jobs/routes/api.user.saved-jobs.ts'
import * as screenSave from '../../saved-jobs/routes/jobs.$id.save.tsx'

// The JSON endpoints of a job seeker's own things answer employers and admins 403 with who they
// are for (decision 130), as the screens do; nothing is stored for them.

describe('seeker-only API endpoints', () => {
	test('an employer or admin is refused with 403 and the reason, and nothing is stored', async () => {
		const { user: owner } = await apiUser('employer')
		const job = await postedJob(owner)
		const jobParams = { params: { id: String(job.id) } }
		for (const userType of ['employer', 'admin'] as const) {
			const { user, token } = await apiUser(userType)
			const calls: [Response, string][] = [
				[await callRoute(preferences.loader, apiRequest('GET', '/api/preferences', { token })), 'Job preferences'],
				[
					await callRoute(
						preferences.action,
						apiRequest('POST', '/api/preferences', { token, body: { preferredLocations: ['Orford'] } }),
					),
					'Job preferences',
				],
				[
					await callRoute(recommended.loader, apiRequest('GET', '/api/recommended-jobs', { token })),
					'Job recommendations',
				],
				[
					await callRoute(
						withParams(quickApply.action),
						apiRequest('POST', `/api/jobs/${job.id}/quick-apply`, { token, body: {} }),
						jobParams,
					),
					'Quick Apply',
				],
				[
					await callRoute(
						withParams(apiSave.action),
						apiRequest('POST', `/api/jobs/${job.id}/save`, { token }),
						jobParams,
					),
					'Only job seekers can save jobs',
				],
				[
					await callRoute(
						withParams(interact.action),
						apiRequest('POST', `/api/jobs/${job.id}/interact`, { token, body: { interactionType: 'view' } }),
						jobParams,
					),
					'Job interactions',
				],
				[
					await callRoute(savedJobs.loader, apiRequest('GET', '/api/user/saved-jobs', { token })),
					'Only job seekers can save jobs',
				],
				[
					await callRoute(
						withParams(savedJob.action),
						apiRequest('DELETE', `/api/user/saved-jobs/${job.id}`, { token }),
						{ params: { jobId: String(job.id) } },
					),
					'Only job seekers can save jobs',
				],
			]
			for (const [response, reason] of calls) {
				expect(response.status).toBe(403)
				expect(((await response.json()) as { message: string }).message).toContain(reason)
			}
			const em = await freshEm()
			expect(await em.count(SavedJob, { user: user.id })).toBe(0)
			expect(await em.count(UserPreferences, { user: user.id })).toBe(0)
		}
	})

	test("the heart's form, sent by an employer anyway, goes back with who saving is for and saves nothing", async () => {
		const { user: owner } = await apiUser('employer')
		const job = await postedJob(owner)
		const { user, cookie } = await signedIn('employer')
		const response = await callRoute(
			withParams(screenSave.action),
			formRequest(`/jobs/${job.id}/save`, { intent: 'save', redirectTo: `/jobs/${job.id}` }, { cookie }),
			{ params: { id: String(job.id) } },
		)
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toMatchObject({ title: 'Only job seekers can save jobs', type: 'info' })
		expect(await (await freshEm()).count(SavedJob, { user: user.id })).toBe(0)
	})
})
