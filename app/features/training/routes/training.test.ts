// The training screens as a browser without JavaScript uses them (decisions 144-146): the
// catalogue's old address, a course's page, the Enrol form post (finished after sign-in), module
// pages with Mark as done, and the public certificate check.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { withParams } from '../../../../tests/fixtures/jobs.ts'
import {
	callRoute,
	formRequest,
	freshEm,
	nextIp,
	ORIGIN,
	registeredAccount,
	toastOf,
} from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { CourseEnrollment } from '../../../models/course-enrollment.ts'
import { User } from '../../../models/user.ts'
import * as authRoute from '../../accounts/routes/auth.tsx'
import * as certificatePage from './certificates.$number.tsx'
import * as coursePage from './training.$id.tsx'
import * as enrolRoute from './training.$id.enroll.tsx'
import * as modulePage from './training.$id.modules.$moduleId.tsx'
import * as oldAddress from './training-courses.ts'
import * as catalogue from './training.tsx'

const get = (handler: (args: never) => unknown, path: string, params: Record<string, string> = {}, cookie?: string) =>
	callRoute(withParams(handler), new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), {
		params,
	})
const enrolVia = (courseId: number, cookie?: string) =>
	callRoute(withParams(enrolRoute.action), formRequest(`/training/${courseId}/enroll`, {}, { cookie }), {
		params: { id: String(courseId) },
	})
const rate = (courseId: number, fields: Record<string, string>, cookie: string) =>
	callRoute(withParams(coursePage.action), formRequest(`/training/${courseId}`, fields, { cookie }), {
		params: { id: String(courseId) },
	})
const markDone = (courseId: number, moduleId: number, cookie: string) =>
	callRoute(withParams(modulePage.action), formRequest(`/training/${courseId}/modules/${moduleId}`, {}, { cookie }), {
		params: { id: String(courseId), moduleId: String(moduleId) },
	})

describe('the catalogue', () => {
	test('/training-courses is the same page: a permanent redirect to /training keeping the search', async () => {
		const response = await get(oldAddress.loader, '/training-courses?search=forklift&level=Beginner')
		expect(response.status).toBe(301)
		expect(response.headers.get('Location')).toBe('/training?search=forklift&level=Beginner')
	})

	test('/training filters on the server; a value not in the lists is ignored rather than refused', async () => {
		const { course } = await storedCourse({ title: 'Pallet Truck Basics Vexqo', level: 'Advanced' })
		const found = (await (await get(catalogue.loader, '/training?search=vexqo&level=Advanced')).json()) as {
			courses: { id: number }[]
			total: number
		}
		expect(found.courses.map((item) => item.id)).toEqual([course.id])
		const none = (await (await get(catalogue.loader, '/training?search=vexqo&level=Beginner')).json()) as {
			total: number
		}
		expect(none.total).toBe(0)
		const lenient = (await (await get(catalogue.loader, '/training?search=vexqo&level=Expert&page=x')).json()) as {
			total: number
			query: { level: string }
		}
		expect(lenient).toMatchObject({ total: 1, query: { level: '' } })
	})

	test('a course page: 404 for an unknown, withdrawn or malformed id', async () => {
		const { course } = await storedCourse()
		expect((await get(coursePage.loader, `/training/${course.id}`, { id: String(course.id) })).status).toBe(200)
		const { course: withdrawn } = await storedCourse({ isActive: false })
		for (const id of [String(withdrawn.id), '999999', '1e3'])
			expect((await get(coursePage.loader, `/training/${id}`, { id })).status).toBe(404)
	})
})

describe('enrolling with the form, and learning', () => {
	test('signed out, Enrol leads to sign in; signing in there enrols and comes back to the course', async () => {
		const { course } = await storedCourse()
		const refused = await enrolVia(course.id)
		expect(refused.status).toBe(302)
		const auth = new URL(refused.headers.get('Location')!, ORIGIN)
		expect(auth.pathname).toBe('/auth')
		expect(Object.fromEntries(auth.searchParams)).toEqual({
			redirectTo: `/training/${course.id}`,
			then: 'enrol-course',
			courseId: String(course.id),
		})
		const shown = (await (
			await callRoute(authRoute.loader, new Request(`${ORIGIN}${auth.pathname}${auth.search}`))
		).json()) as {
			pending: unknown
		}
		expect(shown.pending).toEqual({
			then: 'enrol-course',
			courseId: course.id,
			jobTitle: course.title,
			company: course.provider,
		})

		const account = await registeredAccount()
		const signIn = await callRoute(
			authRoute.action,
			formRequest('/auth', {
				intent: 'signin',
				email: account.email,
				password: account.password,
				...Object.fromEntries(auth.searchParams),
			}),
			{ ip: nextIp() },
		)
		expect(signIn.headers.get('Location')).toBe(`/training/${course.id}`)
		expect(await toastOf(signIn)).toMatchObject({ title: 'Enrollment successful' })
		const em = await freshEm()
		const user = await em.findOneOrFail(User, { email: account.email })
		expect(await em.count(CourseEnrollment, { course: course.id, user: user.id })).toBe(1)
	})

	test('an employer is told enrolling is for job seekers; a full course says why it failed', async () => {
		const { course } = await storedCourse({ maxStudents: 1 })
		const employer = await signedIn('employer')
		const refused = await enrolVia(course.id, employer.cookie)
		expect(refused.headers.get('Location')).toBe(`/training/${course.id}`)
		expect(await toastOf(refused)).toMatchObject({
			title: 'Enrollment failed',
			description: 'Only job seekers can enrol on courses',
		})
		await enrolVia(course.id, (await signedIn('employee')).cookie)
		const full = await enrolVia(course.id, (await signedIn('employee')).cookie)
		expect(await toastOf(full)).toMatchObject({
			title: 'Enrollment failed',
			description: expect.stringMatching(/full/),
		})
	})

	test('a learner marks the modules done; the last required one completes the course with a certificate anyone can check', async () => {
		const { course, modules } = await storedCourse({ modules: 2 })
		const learner = await signedIn('employee')
		// A double-tapped Enrol: both posts land on the enrolled course with the same answer, one place taken.
		const taps = await Promise.all([enrolVia(course.id, learner.cookie), enrolVia(course.id, learner.cookie)])
		for (const tap of taps) {
			expect(tap.headers.get('Location')).toBe(`/training/${course.id}`)
			expect(await toastOf(tap)).toMatchObject({
				title: 'Enrollment successful',
				description: 'Your place is booked. Start with the first module.',
			})
		}
		expect(await (await freshEm()).count(CourseEnrollment, { course: course.id, user: learner.user.id })).toBe(1)

		// Someone not enrolled is sent to the course page to enrol.
		const stranger = await signedIn('employee')
		const notEnrolled = await get(
			modulePage.loader,
			`/training/${course.id}/modules/${modules[0]!.id}`,
			{ id: String(course.id), moduleId: String(modules[0]!.id) },
			stranger.cookie,
		)
		expect(notEnrolled.headers.get('Location')).toBe(`/training/${course.id}`)

		const first = await markDone(course.id, modules[0]!.id, learner.cookie)
		expect(first.headers.get('Location')).toBe(`/training/${course.id}/modules/${modules[1]!.id}`)
		expect(await toastOf(first)).toMatchObject({ title: 'Module done' })
		const last = await markDone(course.id, modules[1]!.id, learner.cookie)
		expect(last.headers.get('Location')).toBe(`/training/${course.id}`)
		const toast = await toastOf(last)
		expect(toast?.title).toBe('Course complete!')
		const number = /WJB-\d{4}-[A-Z0-9]{8}/.exec(toast?.description ?? '')![0]

		const page = (await (
			await get(coursePage.loader, `/training/${course.id}`, { id: String(course.id) }, learner.cookie)
		).json()) as {
			enrolment: { progress: number; certificateNumber: string }
		}
		expect(page.enrolment).toMatchObject({ progress: 100, certificateNumber: number })

		// Issued by the board for the modules done: not verified, which only the provider could do.
		const check = await get(certificatePage.loader, `/certificates/${number}`, { number })
		expect(check.status).toBe(200)
		expect(await check.json()).toMatchObject({
			certificate: { certificateNumber: number, holder: 'Emma S.', courseName: course.title, isVerified: false },
		})
		for (const unknown of ['WJB-2026-AAAAAAAA', 'nonsense']) {
			const missing = await get(certificatePage.loader, `/certificates/${unknown}`, { number: unknown })
			expect(missing.status).toBe(404)
			expect(await missing.text()).toContain('No certificate with this number')
		}
	})

	test('only learners who finished the course rate it; the catalogue shows the average only once there are ratings', async () => {
		const { course, modules } = await storedCourse({ modules: 1 })
		const viewOf = async () =>
			(
				(await (await get(coursePage.loader, `/training/${course.id}`, { id: String(course.id) })).json()) as {
					course: { rating: number | null; reviewCount: number }
				}
			).course
		expect(await viewOf()).toMatchObject({ rating: null, reviewCount: 0 })
		const finished = []
		for (const stars of ['4', '5']) {
			const learner = await signedIn('employee')
			await enrolVia(course.id, learner.cookie)
			await markDone(course.id, modules[0]!.id, learner.cookie)
			const rated = await rate(course.id, { rating: stars, review: 'Clear and practical.' }, learner.cookie)
			expect(await toastOf(rated)).toMatchObject({ title: 'Thank you for rating this course' })
			finished.push(learner)
		}
		expect(await viewOf()).toMatchObject({ rating: 4.5, reviewCount: 2 })
		expect((await rate(course.id, { rating: '9' }, finished[0]!.cookie)).status).toBe(400)

		const starter = await signedIn('employee')
		await enrolVia(course.id, starter.cookie)
		const early = await rate(course.id, { rating: '1' }, starter.cookie)
		expect(early.status).toBe(409)
		expect(await viewOf()).toMatchObject({ rating: 4.5, reviewCount: 2 })
	})
})
