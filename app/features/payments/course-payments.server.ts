// Paying for a place on a course (decision 145), the course side of the one payments path
// (payments.server.ts): the price comes from the course row, never the client; the place is taken
// only when payments.server.ts has verified the PaymentIntent, by the payment page, Stripe's
// return or the signed webhook, once.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CourseEnrollment } from '../../models/course-enrollment.ts'
import { SponsorshipPayment } from '../../models/sponsorship-payment.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import type { User } from '../../models/user.ts'
import type { PaymentIntent } from './stripe.server.ts'
import { log } from '../../platform/logger.server.ts'
import { ENROLMENT_MESSAGES } from '../training/course-search.ts'
import { PLAN_CURRENCY } from './plans.ts'
import { CourseFullError, CourseNotFoundError, findListedCourse, takePlace } from '../training/course-places.server.ts'
import { NOT_THIS_PAYMENT, PaymentProviderUnavailableError } from './payment-errors.server.ts'
import { callStripe, paymentIntentIdOf, reopenedPayment, requireStripe } from './payment-provider.server.ts'

/** The learner already has a place: nothing to pay for. */
export class AlreadyEnrolledError extends Error {
	constructor() {
		super(ENROLMENT_MESSAGES.already)
	}
}

/** The payment page for a course place just started: /payment with the course and the client secret. */
export function coursePaymentPageUrl({ courseId, clientSecret }: { courseId: number; clientSecret: string }) {
	return `/payment?${new URLSearchParams({ courseId: String(courseId), clientSecret })}`
}

/**
 * Starts paying for a place on a paid course: a PaymentIntent in GBP for the course's price and a
 * pending payment row. An open PaymentIntent of the learner's for this course at this price is
 * offered again. Refuses a course that is not listed or is free (CourseNotFoundError: a free
 * course is enrolled directly), full (CourseFullError) or already theirs (AlreadyEnrolledError); PaymentsNotConfiguredError,
 * PaymentProviderUnavailableError from Stripe's side.
 */
export async function startCoursePayment(em: EntityManager, user: Pick<User, 'id'>, courseId: number) {
	const course = await findListedCourse(em, courseId)
	if (!course || course.pricePence <= 0) throw new CourseNotFoundError()
	if (await em.findOne(CourseEnrollment, { course: course.id, user: user.id })) throw new AlreadyEnrolledError()
	if (course.maxStudents != null && (await em.count(CourseEnrollment, { course: course.id })) >= course.maxStudents)
		throw new CourseFullError()
	const stripe = requireStripe(ENROLMENT_MESSAGES.paidNotAvailable)

	const reopened = await reopenedPayment(
		em,
		stripe,
		{ purpose: 'course', course: course.id, user: user.id },
		course.pricePence,
	)
	if (reopened) return { ...reopened, course }

	// The key names the course (its creation time tells it from a course of the same id in another
	// database), the learner and the attempt: a retried or doubled request gets the same intent.
	const attempt = (await em.count(SponsorshipPayment, { purpose: 'course', course: course.id, user: user.id })) + 1
	const intent = await callStripe(() =>
		stripe.paymentIntents.create(
			{
				amount: course.pricePence,
				currency: PLAN_CURRENCY,
				automatic_payment_methods: { enabled: true },
				description: `Course place: ${course.title} (${course.provider})`.slice(0, 1000),
				metadata: { purpose: 'course', courseId: String(course.id), userId: String(user.id) },
			},
			{ idempotencyKey: `course-${course.id}-${course.createdAt.getTime()}-${user.id}-${attempt}` },
		),
	)
	if (!intent.client_secret) throw new PaymentProviderUnavailableError()
	await em.execute(
		`insert into sponsorship_payment (payment_intent_id, purpose, course_id, user_id, amount_pence, currency, status, created_at, updated_at)
			values (?, 'course', ?, ?, ?, ?, 'pending', now(), now()) on conflict (payment_intent_id) do nothing`,
		[intent.id, course.id, user.id, course.pricePence, PLAN_CURRENCY],
	)
	return { clientSecret: intent.client_secret, paymentIntentId: intent.id, course }
}

/** Why a PaymentIntent cannot pay for the recorded course payment, or null when it can. */
export function courseMismatch(payment: SponsorshipPayment, intent: PaymentIntent) {
	if (intent.amount !== payment.amountPence || (intent.amount_received ?? intent.amount) !== payment.amountPence)
		return 'The amount paid does not match the price of the course.'
	if (intent.currency !== payment.currency) return 'The payment was not made in pounds sterling.'
	if (
		!payment.course ||
		!payment.user ||
		intent.metadata?.courseId !== String(payment.course.id) ||
		intent.metadata?.userId !== String(payment.user.id)
	)
		return NOT_THIS_PAYMENT
	return null
}

export type CoursePlaceOutcome = {
	kind: 'course'
	/** False when this payment had already been granted (or could not be): nothing changed now. */
	applied: boolean
	course: { id: number; title: string; provider: string }
	enrollmentId: number | null
	/** Why a verified payment bought no place (the course filled meanwhile), or null. */
	refused: string | null
}

/**
 * Grants the place a verified payment bought, inside the transaction of applyPayment, which has
 * the payment row locked: takePlace then locks the course row (always in that order). A course
 * that filled while the learner paid gets no extra place: the payment is marked applied with the
 * reason, and logged for a refund.
 */
export async function grantCoursePlace(
	tx: EntityManager,
	locked: SponsorshipPayment,
	intent: PaymentIntent,
): Promise<CoursePlaceOutcome> {
	const courseId = locked.course!.id
	const userId = locked.user!.id
	const applied = !locked.appliedAt
	let enrollmentId: number | null = null
	let refused: string | null = locked.appliedAt ? (locked.failureMessage ?? null) : null
	if (applied) {
		locked.status = 'succeeded'
		locked.appliedAt = new Date()
		try {
			const place = await takePlace(tx, courseId, userId, intent.id)
			enrollmentId = place.enrollment.id
			locked.failureMessage = null
		} catch (error) {
			if (!(error instanceof CourseFullError) && !(error instanceof CourseNotFoundError)) throw error
			const why = error instanceof CourseFullError ? error.message : 'This course is no longer offered.'
			refused = `${why} Your payment will be refunded.`
			locked.failureMessage = refused
			log().warn({ paymentIntentId: intent.id, courseId, userId }, 'A paid course place could not be given: refund due')
		}
		await tx.flush()
	} else {
		enrollmentId = (await tx.findOne(CourseEnrollment, { course: courseId, user: userId }))?.id ?? null
	}
	const course = await tx.findOneOrFail(TrainingCourse, { id: courseId })
	return {
		kind: 'course',
		applied,
		course: { id: course.id, title: course.title, provider: course.provider },
		enrollmentId,
		refused,
	}
}

/** A course payment of this learner's started with this client secret, for the payment page. */
export async function coursePaymentForClientSecret(
	em: EntityManager,
	user: Pick<User, 'id'>,
	courseId: number,
	clientSecret: string,
) {
	const paymentIntentId = paymentIntentIdOf(clientSecret)
	if (!paymentIntentId) return null
	return em.findOne(SponsorshipPayment, { paymentIntentId, purpose: 'course', course: courseId, user: user.id })
}
