// Enrolling on courses against the real PostgreSQL: free and paid places, a full course, enrolling
// twice, and two people taking the last place at once (decisions 144, 145).
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { intentEvent, webhook, withStripeStandIn } from '../../../tests/fixtures/payments.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { stripeMock } from '../../../tests/mocks/stripe.ts'
import { CourseEnrollment } from '../../models/course-enrollment.ts'
import { SponsorshipPayment } from '../../models/sponsorship-payment.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import { enrol, enrolmentsOf } from './course-enrolments.server.ts'
import { CourseFullError, CourseNotFoundError } from './course-places.server.ts'
import { PaymentMismatchError } from '../payments/payment-errors.server.ts'
import { confirmCoursePayment, confirmReturnedPayment } from '../payments/payments.server.ts'

withStripeStandIn()

const seeker = async () => (await signedIn('employee')).user
const places = async (courseId: number) => (await freshEm()).count(CourseEnrollment, { course: courseId })

describe('free courses', () => {
	test('enrol at once; enrolling twice keeps the one place; the enrolment lists the course and its progress', async () => {
		const { course } = await storedCourse()
		const user = await seeker()
		const first = await enrol(await freshEm(), user, course.id)
		expect(first).toMatchObject({
			kind: 'enrolled',
			created: true,
			enrollment: { courseId: course.id, progress: 0, requiredModules: 3, requiredModulesDone: 0 },
		})
		const again = await enrol(await freshEm(), user, course.id)
		expect(again).toMatchObject({ kind: 'enrolled', created: false })
		if (first.kind === 'enrolled' && again.kind === 'enrolled') expect(again.enrollment.id).toBe(first.enrollment.id)
		expect(await places(course.id)).toBe(1)
		const { items, total } = await enrolmentsOf(await freshEm(), user)
		expect(total).toBe(1)
		expect(items[0]!.course).toMatchObject({ id: course.id, title: course.title, provider: course.provider })
	})

	test('a full course refuses; an inactive or unknown one is not found', async () => {
		const { course } = await storedCourse({ maxStudents: 1 })
		await enrol(await freshEm(), await seeker(), course.id)
		await expect(enrol(await freshEm(), await seeker(), course.id)).rejects.toBeInstanceOf(CourseFullError)
		const { course: withdrawn } = await storedCourse({ isActive: false })
		await expect(enrol(await freshEm(), await seeker(), withdrawn.id)).rejects.toBeInstanceOf(CourseNotFoundError)
		await expect(enrol(await freshEm(), await seeker(), 999_999)).rejects.toBeInstanceOf(CourseNotFoundError)
	})

	test('two people taking the last place at the same moment: one gets it, the other is told the course is full', async () => {
		const { course } = await storedCourse({ maxStudents: 2 })
		await enrol(await freshEm(), await seeker(), course.id)
		const [one, two] = [await seeker(), await seeker()]
		const results = await Promise.allSettled([
			enrol(await freshEm(), one, course.id),
			enrol(await freshEm(), two, course.id),
		])
		expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		const refused = results.find((result) => result.status === 'rejected')
		expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(CourseFullError)
		expect(await places(course.id)).toBe(2)
	})
})

describe('paid courses', () => {
	test('a PaymentIntent for the course row’s price; the place is taken only once Stripe says it succeeded, once', async () => {
		const { course } = await storedCourse({ pricePence: 4900 })
		const user = await seeker()
		const started = await enrol(await freshEm(), user, course.id)
		if (started.kind !== 'payment-required') throw new Error('expected a payment')
		expect(started.paymentUrl).toBe(
			`/payment?courseId=${course.id}&clientSecret=${encodeURIComponent(started.clientSecret)}`,
		)
		const intentId = started.clientSecret.slice(0, started.clientSecret.indexOf('_secret_'))
		expect(stripeMock.intents.get(intentId)).toMatchObject({
			amount: 4900,
			currency: 'gbp',
			metadata: { purpose: 'course', courseId: String(course.id), userId: String(user.id) },
		})
		const payment = await (await freshEm()).findOneOrFail(SponsorshipPayment, { paymentIntentId: intentId })
		expect(payment).toMatchObject({ purpose: 'course', amountPence: 4900, status: 'pending', job: null })
		// Asking again offers the same payment.
		expect(await enrol(await freshEm(), user, course.id)).toMatchObject({ clientSecret: started.clientSecret })

		// Not paid yet: nothing granted.
		await expect(confirmCoursePayment(await freshEm(), user, course.id, intentId)).rejects.toBeInstanceOf(
			PaymentMismatchError,
		)
		expect(await places(course.id)).toBe(0)
		// Someone else cannot claim it.
		await expect(confirmCoursePayment(await freshEm(), await seeker(), course.id, intentId)).rejects.toBeInstanceOf(
			PaymentMismatchError,
		)

		stripeMock.succeed(intentId)
		const [page, returned] = await Promise.all([
			confirmCoursePayment(await freshEm(), user, course.id, intentId),
			confirmReturnedPayment(await freshEm(), user, intentId),
		])
		expect([page.applied, returned.applied].filter(Boolean)).toHaveLength(1)
		expect(await webhook(intentEvent('payment_intent.succeeded', stripeMock.intents.get(intentId)))).toEqual({
			received: true,
			applied: false,
		})
		expect(await places(course.id)).toBe(1)
		const enrolment = await (await freshEm()).findOneOrFail(CourseEnrollment, { course: course.id, user: user.id })
		expect(enrolment.stripePaymentId).toBe(intentId)
		expect(await enrol(await freshEm(), user, course.id)).toMatchObject({ kind: 'enrolled', created: false })
	})

	test('the webhook alone enrols; a changed amount enrols nobody', async () => {
		const { course } = await storedCourse({ pricePence: 17500 })
		const user = await seeker()
		const started = await enrol(await freshEm(), user, course.id)
		if (started.kind !== 'payment-required') throw new Error('expected a payment')
		const intentId = started.clientSecret.slice(0, started.clientSecret.indexOf('_secret_'))
		const intent = stripeMock.succeed(intentId)
		expect(
			await webhook(intentEvent('payment_intent.succeeded', { ...intent, amount: 100, amount_received: 100 })),
		).toMatchObject({ applied: false, ignored: 'The amount paid does not match the price of the course.' })
		expect(await places(course.id)).toBe(0)
		expect(await webhook(intentEvent('payment_intent.succeeded', intent))).toEqual({ received: true, applied: true })
		expect(await places(course.id)).toBe(1)
	})

	test('a course that filled while the learner paid gives no extra place, and says the payment will be refunded', async () => {
		const { course } = await storedCourse({ pricePence: 2500, maxStudents: 1 })
		const late = await seeker()
		const started = await enrol(await freshEm(), late, course.id)
		if (started.kind !== 'payment-required') throw new Error('expected a payment')
		await (await freshEm()).nativeUpdate(TrainingCourse, { id: course.id }, { pricePence: 0 })
		await enrol(await freshEm(), await seeker(), course.id)
		const intentId = started.clientSecret.slice(0, started.clientSecret.indexOf('_secret_'))
		stripeMock.succeed(intentId)
		const outcome = await confirmCoursePayment(await freshEm(), late, course.id, intentId)
		expect(outcome).toMatchObject({
			applied: true,
			enrollmentId: null,
			refused: expect.stringMatching(/full.*refunded/),
		})
		expect(await places(course.id)).toBe(1)
	})

	test('without Stripe keys a paid course says it cannot be booked, and nothing is recorded', async () => {
		const { course } = await storedCourse({ pricePence: 4900 })
		delete process.env.STRIPE_SECRET_KEY
		await expect(enrol(await freshEm(), await seeker(), course.id)).rejects.toThrow(
			'Paid courses cannot be booked right now: card payments are not configured.',
		)
		expect(await (await freshEm()).count(SponsorshipPayment, { course: course.id })).toBe(0)
	})
})
