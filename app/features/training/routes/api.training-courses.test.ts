// The training API (docs/product.md §19; decisions 144-146): enrolling and its refusals, and a
// learner's own enrolments and certificates only. (The catalogue's search is in
// api.training-courses.search.test.ts, a file without the Stripe stand-in, whose msw interception
// would hide the public caching's headers.)
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { withStripeStandIn } from '../../../../tests/fixtures/payments.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { completeModule } from '../course-progress.server.ts'
import * as certificates from './api.user.certificates.ts'
import * as enrollments from './api.user.course-enrollments.ts'
import * as enroll from './api.training-courses.$id.enroll.ts'

withStripeStandIn()

type Auth = { token?: string; cookie?: string }
const enrolOn = (id: number | string, auth: Auth, body?: unknown) =>
	callRoute(withParams(enroll.action), apiRequest('POST', `/api/training-courses/${id}/enroll`, { ...auth, body }), {
		params: { id: String(id) },
	})
const listOf = (route: typeof enrollments | typeof certificates, path: string, auth: Auth) =>
	callRoute(route.loader, apiRequest('GET', path, auth))

describe('POST /api/training-courses/{id}/enroll', () => {
	test('401 signed out with the product’s words; 403 for employers; 404 for an unknown or malformed id', async () => {
		const { course } = await storedCourse()
		const signedOut = await enrolOn(course.id, {})
		expect(signedOut.status).toBe(401)
		expect(await signedOut.json()).toEqual({ message: 'Please log in to enroll in courses' })
		const employer = await apiUser('employer')
		const refused = await enrolOn(course.id, { token: employer.token })
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ message: 'Only job seekers can enrol on courses' })
		const { token } = await apiUser('employee')
		expect((await enrolOn(999_999, { token })).status).toBe(404)
		expect((await enrolOn('abc', { token })).status).toBe(404)
	})

	test('free: 201 "Enrollment successful", again 200 "You are already enrolled"; full: 409 "Enrollment failed"', async () => {
		const { course } = await storedCourse({ maxStudents: 1 })
		const { token } = await apiUser('employee')
		const first = await enrolOn(course.id, { token })
		expect(first.status).toBe(201)
		expect(await first.json()).toMatchObject({ message: 'Enrollment successful', enrollment: { courseId: course.id } })
		const again = await enrolOn(course.id, { token })
		expect(again.status).toBe(200)
		expect(await again.json()).toMatchObject({ message: 'You are already enrolled' })
		const late = await apiUser('employee')
		const full = await enrolOn(course.id, { token: late.token })
		expect(full.status).toBe(409)
		expect(((await full.json()) as { message: string }).message).toMatch(/^Enrollment failed: This course is full/)
	})

	test('paid: 202 with the payment to make; a payment that has not succeeded enrols nobody (400)', async () => {
		const { course } = await storedCourse({ pricePence: 4900 })
		const { token } = await apiUser('employee')
		const started = await enrolOn(course.id, { token })
		expect(started.status).toBe(202)
		const body = (await started.json()) as { clientSecret: string; paymentUrl: string; paymentRequired: boolean }
		expect(body).toMatchObject({ paymentRequired: true, price: 4900, priceText: '£49' })
		expect(body.paymentUrl).toMatch(/^\/payment\?courseId=/)
		const paymentIntentId = body.clientSecret.slice(0, body.clientSecret.indexOf('_secret_'))
		const unpaid = await enrolOn(course.id, { token }, { paymentIntentId })
		expect(unpaid.status).toBe(400)
		expect((await enrolOn(course.id, { token }, { paymentIntentId: 'pi_forged' })).status).toBe(400)
	})
})

describe('a learner’s own enrolments and certificates', () => {
	test('each sees only their own; paged; 401 signed out', async () => {
		const { course, modules } = await storedCourse({ modules: 1 })
		const mine = await apiUser('employee')
		const theirs = await apiUser('employee')
		await enrolOn(course.id, { token: mine.token })
		await completeModule(await freshEm(), mine.user, course.id, modules[0]!.id)

		const own = await listOf(enrollments, '/api/user/course-enrollments', { token: mine.token })
		expect(own.headers.get('X-Total-Count')).toBe('1')
		expect(await own.json()).toEqual([
			expect.objectContaining({ courseId: course.id, progress: 100, certificateIssued: true }),
		])
		expect(await (await listOf(enrollments, '/api/user/course-enrollments', { token: theirs.token })).json()).toEqual(
			[],
		)
		const held = (await (await listOf(certificates, '/api/user/certificates', { token: mine.token })).json()) as {
			certificateNumber: string
			isVerified: boolean
		}[]
		expect(held).toHaveLength(1)
		expect(held[0]!.certificateNumber).toMatch(/^WJB-\d{4}-/)
		// The board issued it for the modules done; no provider has verified it.
		expect(held[0]!.isVerified).toBe(false)
		expect(await (await listOf(certificates, '/api/user/certificates', { token: theirs.token })).json()).toEqual([])
		expect((await listOf(certificates, '/api/user/certificates', {})).status).toBe(401)
		expect((await listOf(enrollments, '/api/user/course-enrollments', {})).status).toBe(401)
		expect((await listOf(certificates, '/api/user/certificates?limit=0', { token: mine.token })).status).toBe(400)
	})
})
