// POST /api/user/generate-recommendations, GET /api/user/course-recommendations and POST
// /api/user/course-recommendations/{id}/dismiss, with their refusals.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, formRequest } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import * as dismiss from './api.user.course-recommendations.$id.dismiss.ts'
import * as list from './api.user.course-recommendations.ts'
import * as generate from './api.user.generate-recommendations.ts'
import * as dismissForm from './profile.course-recommendations.$id.dismiss.tsx'
import * as generateForm from './profile.course-recommendations.tsx'
import * as paths from './api.career-paths.ts'

const FORKLIFT_PATH = {
	currentRole: 'Warehouse Operative',
	targetRole: 'Forklift Driver',
	timeframe: '6months',
	requiredSkills: ['Operate forklift'],
}

type Auth = { token?: string; cookie?: string }
const generateFor = (auth: Auth) =>
	callRoute(generate.action, apiRequest('POST', '/api/user/generate-recommendations', auth))
const listFor = (auth: Auth, query = '') =>
	callRoute(list.loader, apiRequest('GET', `/api/user/course-recommendations${query}`, auth))
const dismissFor = (id: number | string, auth: Auth) =>
	callRoute(withParams(dismiss.action), apiRequest('POST', `/api/user/course-recommendations/${id}/dismiss`, auth), {
		params: { id: String(id) },
	})

describe('course recommendations API', () => {
	test('a job seeker generates, lists (paged) and dismisses their own; others are refused', async () => {
		await storedCourse({
			title: 'Forklift Refresher',
			category: 'Warehousing and Logistics',
			level: 'Advanced',
			pricePence: 9_500,
			skills: ['operate forklift'],
		})
		await storedCourse({
			title: 'Reach Truck Conversion',
			category: 'Warehousing and Logistics',
			level: 'Intermediate',
			pricePence: 4_500,
			skills: ['Reach truck', 'Operate forklift'],
		})
		const { token } = await apiUser('employee')
		const { token: otherToken } = await apiUser('employee')
		const { token: employerToken } = await apiUser('employer')

		expect((await generateFor({})).status).toBe(401)
		expect((await listFor({})).status).toBe(401)
		expect((await dismissFor(1, {})).status).toBe(401)
		const employer = await generateFor({ token: employerToken })
		expect(employer.status).toBe(403)
		expect(await employer.json()).toEqual({ message: 'Course recommendations are for job seeker accounts' })
		expect((await listFor({ token: employerToken })).status).toBe(403)
		expect((await dismissFor(1, { token: employerToken })).status).toBe(403)

		const nothing = await generateFor({ token })
		expect(nothing.status).toBe(422)
		expect(await nothing.json()).toEqual({
			message: 'Add skills or take the career assessment to get course recommendations',
		})

		// A planned path needing a skill both courses teach: +20 each, and the cheaper one +5.
		await callRoute(paths.action, apiRequest('POST', '/api/career-paths', { token, body: FORKLIFT_PATH }))
		const generated = await generateFor({ token })
		expect(generated.status).toBe(200)
		const items = (await generated.json()) as {
			id: number
			course: { title: string; price: number }
			skillGaps: string[]
		}[]
		expect(items.map((item) => [item.course.title, item.course.price, item.skillGaps])).toEqual([
			['Reach Truck Conversion', 4_500, ['Operate forklift']],
			['Forklift Refresher', 9_500, ['Operate forklift']],
		])

		const page = await listFor({ token }, '?limit=1')
		expect(page.headers.get('X-Total-Count')).toBe('2')
		expect(page.headers.get('Link')).toBe('</api/user/course-recommendations?limit=1&offset=1>; rel="next"')
		expect(((await page.json()) as unknown[]).length).toBe(1)
		expect((await listFor({ token }, '?limit=0')).status).toBe(400)
		expect(await (await listFor({ token: otherToken })).json()).toEqual([])

		const [first] = items
		const notTheirs = await dismissFor(first!.id, { token: otherToken })
		expect(notTheirs.status).toBe(404)
		expect(await notTheirs.json()).toEqual({ message: 'Course recommendation not found' })
		expect((await dismissFor('abc', { token })).status).toBe(404)
		expect((await dismissFor(999_999_999, { token })).status).toBe(404)
		const dismissed = await dismissFor(first!.id, { token })
		expect(dismissed.status).toBe(200)
		expect(await dismissed.json()).toEqual({ message: 'Recommendation dismissed', id: first!.id })
		expect((await dismissFor(first!.id, { token })).status).toBe(200)
		const left = (await (await listFor({ token })).json()) as { course: { title: string } }[]
		expect(left.map((item) => item.course.title)).toEqual(['Forklift Refresher'])

		expect(
			(await callRoute(generate.action, apiRequest('GET', '/api/user/generate-recommendations', { token }))).status,
		).toBe(405)
		expect(generate.loader().status).toBe(405)
	})

	test('the forms on /profile: Generate and Dismiss come back to the section with a toast; another seeker gets a 404', async () => {
		const { cookie } = await signedIn('employee')
		const { cookie: otherCookie } = await signedIn('employee')
		const nothing = await callRoute(generateForm.action, formRequest('/profile/course-recommendations', {}, { cookie }))
		expect(nothing.status).toBe(302)
		expect(nothing.headers.get('Location')).toBe('/profile#recommended-courses')

		await storedCourse({ title: 'Forklift Basics', skills: ['operate forklift'] })
		await callRoute(paths.action, apiRequest('POST', '/api/career-paths', { cookie, body: FORKLIFT_PATH }))
		const made = await callRoute(generateForm.action, formRequest('/profile/course-recommendations', {}, { cookie }))
		expect(made.headers.get('Location')).toBe('/profile#recommended-courses')
		const [first] = (await (await listFor({ cookie })).json()) as { id: number }[]
		const dismissPost = (as: string) =>
			callRoute(
				withParams(dismissForm.action),
				formRequest(`/profile/course-recommendations/${first!.id}/dismiss`, {}, { cookie: as }),
				{ params: { id: String(first!.id) } },
			)
		expect((await dismissPost(otherCookie)).status).toBe(404)
		const done = await dismissPost(cookie)
		expect(done.status).toBe(302)
		expect(done.headers.get('Location')).toBe('/profile#recommended-courses')
	})
})
