// Who may open the job seeker's own pages (decision 116): an employer (or an admin) signed in
// is refused with a 403 that names who the page is for and where their own dashboard is.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, formRequest, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { preferencesOf } from '../../recommendations/preferences.server.ts'
import { findQuickApplyProfile } from '../../applying/quick-apply.server.ts'
import * as quickApply from '../../applying/routes/jobs.$id.quick-apply.tsx'
import * as preferences from '../../recommendations/routes/preferences.tsx'
import * as profile from './profile.tsx'
import * as quickApplySetup from '../../applying/routes/quick-apply-setup.tsx'
import * as recommendations from '../../recommendations/routes/recommendations.tsx'

const open = (loader: Parameters<typeof callRoute>[0], path: string, cookie?: string) =>
	callRoute(withParams(loader), new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }))

const SEEKER_PAGES = [
	{ path: '/quick-apply-setup', loader: quickApplySetup.loader, message: /Quick Apply is for job seekers/ },
	{ path: '/recommendations', loader: recommendations.loader, message: /Job recommendations are for job seekers/ },
	{ path: '/preferences', loader: preferences.loader, message: /Job preferences are for job seekers/ },
	{ path: '/profile', loader: profile.loader, message: /My Profile is for job seekers/ },
] as const

describe('the job seeker pages refuse other kinds of account', () => {
	for (const page of SEEKER_PAGES) {
		test(`${page.path}: an employer gets a 403 naming the page's users and their own dashboard; a seeker gets the page`, async () => {
			const employer = await signedIn('employer')
			const refused = await open(page.loader, page.path, employer.cookie)
			expect(refused.status).toBe(403)
			expect(await refused.json()).toEqual({
				accessRefused: 'wrong-type',
				userType: 'employee',
				signedInAs: 'employer',
				message: expect.stringMatching(page.message),
			})

			const admin = await signedIn('admin')
			const adminRefused = await open(page.loader, page.path, admin.cookie)
			expect(adminRefused.status).toBe(403)
			expect(await adminRefused.json()).toMatchObject({ signedInAs: 'admin' })

			const seeker = await signedIn('employee')
			expect((await open(page.loader, page.path, seeker.cookie)).status).toBe(200)
		})
	}

	test('signed out, /recommendations still answers its own 401 sign-in prompt', async () => {
		const response = await open(recommendations.loader, '/recommendations')
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ signedIn: false })
	})

	test('an employer cannot save job preferences: a 403, and nothing is stored', async () => {
		const employer = await signedIn('employer')
		const request = formRequest('/preferences', { salaryMin: '25000' }, { cookie: employer.cookie })
		const response = await callRoute(preferences.action, request)
		expect(response.status).toBe(403)
		expect((await preferencesOf(await freshEm(), employer.user)).salaryMin).toBeNull()
	})

	test('an employer cannot save a Quick Apply profile: a 403, and no profile is made', async () => {
		const employer = await signedIn('employer')
		const form = new FormData()
		form.append('fullName', 'Sarah Bridgewater')
		const request = new Request(`${ORIGIN}/quick-apply-setup`, {
			method: 'POST',
			headers: { Origin: ORIGIN, Cookie: employer.cookie },
			body: form,
		})
		const response = await callRoute(withParams(quickApplySetup.action), request)
		expect(response.status).toBe(403)
		expect(await findQuickApplyProfile(await freshEm(), employer.user)).toBeNull()
	})

	test('an employer pressing Quick Apply on a job (a hand-made post: the button is not shown) gets a 403', async () => {
		const { user: poster } = await apiUser('employer')
		const job = await postedJob(poster, { title: 'Care Assistant' })
		const employer = await signedIn('employer')
		const request = formRequest(`/jobs/${job.id}/quick-apply`, {}, { cookie: employer.cookie })
		const response = await callRoute(withParams(quickApply.action), request, { params: { id: String(job.id) } })
		expect(response.status).toBe(403)
		expect(await response.json()).toMatchObject({ accessRefused: 'wrong-type', signedInAs: 'employer' })
	})
})
