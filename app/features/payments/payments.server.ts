// Payments with Stripe (docs/product.md §22.9; docs/decisions/070-074, 145): the one path for
// sponsorships and course places. The server charges its own price (the plan table, the course
// row), and what was paid for is granted only once the PaymentIntent has been seen to succeed
// with the right amount, currency and metadata, by the return from the payment page or by
// Stripe's signed webhook (stripe-webhook.server.ts), whichever comes first, and only once.
// Course specifics are in course-payments.server.ts. Failures are thrown as the PaymentError
// kinds of payment-errors.server.ts.
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../models/job.ts'
import { SponsorshipPayment } from '../../models/sponsorship-payment.ts'
import type { User } from '../../models/user.ts'
import type { SponsorshipType } from '../jobs/job-options.ts'
import { PAYMENTS_NOT_CONFIGURED } from './payments.ts'
import { paidPlan as findPaidPlan, PLAN_CURRENCY, type SponsorshipPlan } from './plans.ts'
import { ENROLMENT_MESSAGES } from '../training/course-search.ts'
import type { PaymentIntent } from './stripe.server.ts'
import { type CoursePlaceOutcome, courseMismatch, grantCoursePlace } from './course-payments.server.ts'
import { findOwnJob } from '../jobs/jobs.server.ts'
import {
	NOT_THIS_PAYMENT,
	PaymentMismatchError,
	PaymentNotFoundError,
	PaymentProviderUnavailableError,
	SponsoredJobNotFoundError,
	UnknownPlanError,
} from './payment-errors.server.ts'
import {
	callStripe,
	reopenedPayment,
	paymentIntentIdOf,
	paymentsConfigured,
	requireStripe,
} from './payment-provider.server.ts'

export { paymentsConfigured }

const DAY_MS = 24 * 60 * 60 * 1000

export { PAYMENTS_NOT_CONFIGURED }

/** The payment page for a sponsorship just started (docs/product.md §8). */
export function paymentPageUrl({
	jobId,
	clientSecret,
	sponsorshipType,
}: {
	jobId: number
	clientSecret: string
	sponsorshipType: string
}) {
	return `/payment?${new URLSearchParams({ jobId: String(jobId), clientSecret, sponsorshipType })}`
}

type PaidPlan = SponsorshipPlan & { type: SponsorshipType }

/** A paid plan from the server's table, by its sponsorship type (7days, 30days), or null. */
function paidPlan(type: string | null | undefined) {
	return findPaidPlan(type) as PaidPlan | null
}

/**
 * Starts paying for a sponsorship of the employer's own job: a PaymentIntent in GBP for the
 * plan's price from the server's table, and a pending payment row. An open PaymentIntent for
 * the same job and plan (a reload, a second click) is offered again rather than a new one.
 * Throws UnknownPlanError, SponsoredJobNotFoundError (not this employer's job),
 * PaymentsNotConfiguredError, PaymentProviderUnavailableError (Stripe).
 */
export async function startSponsorshipPayment(em: EntityManager, user: User, jobId: number, sponsorshipType: string) {
	const plan = paidPlan(sponsorshipType)
	if (!plan) throw new UnknownPlanError()
	const job = await findOwnJob(em, user, jobId)
	if (!job) throw new SponsoredJobNotFoundError()
	const stripe = requireStripe()

	const reopened = await reopenedPayment(em, stripe, { job: job.id, sponsorshipType: plan.type }, plan.pricePence)
	if (reopened) return reopened

	// The key names this job (its posting time tells it from a job of the same id in another
	// database), the plan and the attempt: a retried or doubled request gets the same intent.
	const attempt = (await em.count(SponsorshipPayment, { job: job.id, sponsorshipType: plan.type })) + 1
	const intent = await callStripe(() =>
		stripe.paymentIntents.create(
			{
				amount: plan.pricePence,
				currency: PLAN_CURRENCY,
				automatic_payment_methods: { enabled: true },
				description: `${plan.name} (${plan.durationDays} days) for job ${job.id}: ${job.title}`.slice(0, 1000),
				metadata: { jobId: String(job.id), sponsorshipType: plan.type, userId: String(user.id) },
			},
			{ idempotencyKey: `sponsorship-${job.id}-${job.postedAt.getTime()}-${plan.type}-${attempt}` },
		),
	)
	if (!intent.client_secret) throw new PaymentProviderUnavailableError()
	await em.execute(
		`insert into sponsorship_payment (payment_intent_id, job_id, user_id, sponsorship_type, amount_pence, currency, status, created_at, updated_at)
			values (?, ?, ?, ?, ?, ?, 'pending', now(), now()) on conflict (payment_intent_id) do nothing`,
		[intent.id, job.id, user.id, plan.type, plan.pricePence, PLAN_CURRENCY],
	)
	return { clientSecret: intent.client_secret, paymentIntentId: intent.id }
}

type SponsorshipOutcome = {
	kind: 'sponsorship'
	/** False when this payment had already been applied: nothing was extended again. */
	applied: boolean
	job: {
		id: number
		title: string
		isSponsored: boolean
		sponsorshipType: string | null
		sponsorshipExpiresAt: string | null
	}
	plan: PaidPlan
}

/** Why a PaymentIntent cannot pay for the recorded payment, or null when it can. */
function mismatch(payment: SponsorshipPayment, intent: PaymentIntent) {
	if (intent.id !== payment.paymentIntentId) return NOT_THIS_PAYMENT
	if (intent.status !== 'succeeded') return `The payment has not succeeded (its status is ${intent.status}).`
	if (payment.purpose === 'course') return courseMismatch(payment, intent)
	const plan = paidPlan(payment.sponsorshipType)
	// The recorded amount was taken from the plan table when the payment started.
	if (
		!plan ||
		intent.amount !== payment.amountPence ||
		(intent.amount_received ?? intent.amount) !== payment.amountPence
	) {
		return 'The amount paid does not match the price of the plan.'
	}
	if (intent.currency !== payment.currency) return 'The payment was not made in pounds sterling.'
	if (
		intent.metadata?.jobId !== String(payment.job?.id) ||
		intent.metadata?.sponsorshipType !== payment.sponsorshipType
	)
		return NOT_THIS_PAYMENT
	return null
}

/** What a verified payment granted: a sponsorship, or a place on a course. */
type PaymentOutcome = SponsorshipOutcome | CoursePlaceOutcome

/**
 * Grants what a verified payment bought, once: the payment row and then what it pays for (the
 * job, the course) are locked in one transaction, so the payment page's confirmation and the
 * webhook racing each other grant it only once. For a sponsorship, a live one is extended from
 * its end, not reset; for a course, the place is taken (course-payments.server.ts).
 */
export async function applyPayment(
	em: EntityManager,
	payment: SponsorshipPayment,
	intent: PaymentIntent,
): Promise<PaymentOutcome> {
	const reason = mismatch(payment, intent)
	if (reason) throw new PaymentMismatchError(reason)
	return em.transactional(async (tx) => {
		const locked = await tx.findOneOrFail(
			SponsorshipPayment,
			{ id: payment.id },
			{ lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
		)
		if (locked.purpose === 'course') return grantCoursePlace(tx, locked, intent)
		const job = await tx.findOneOrFail(
			Job,
			{ id: locked.job!.id },
			{ lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
		)
		const plan = paidPlan(locked.sponsorshipType)!
		const applied = !locked.appliedAt
		if (applied) {
			const now = new Date()
			const running =
				job.isSponsored && job.sponsorshipExpiresAt && job.sponsorshipExpiresAt > now ? job.sponsorshipExpiresAt : now
			job.isSponsored = true
			job.sponsorshipType = plan.type
			job.sponsorshipExpiresAt = new Date(running.getTime() + plan.durationDays * DAY_MS)
			// A paid sponsorship must be seen for as long as it was paid for: the listing runs at least as long.
			if (job.expiresAt < job.sponsorshipExpiresAt) job.expiresAt = job.sponsorshipExpiresAt
			job.stripePaymentId = intent.id
			locked.status = 'succeeded'
			locked.failureMessage = null
			locked.appliedAt = now
			await tx.flush()
		}
		const live = job.isSponsored && !!job.sponsorshipExpiresAt && job.sponsorshipExpiresAt > new Date()
		return {
			kind: 'sponsorship' as const,
			applied,
			plan,
			job: {
				id: job.id,
				title: job.title,
				isSponsored: live,
				sponsorshipType: job.sponsorshipType ?? null,
				sponsorshipExpiresAt: job.sponsorshipExpiresAt?.toISOString() ?? null,
			},
		}
	})
}

/**
 * POST /api/confirm-sponsorship: the payment page reports that Stripe said the payment
 * succeeded. Nothing is taken on trust: the payment must be one this job's employer started
 * for this plan, and Stripe must say it succeeded for the right amount, currency and job.
 * Anything else changes nothing (PaymentMismatchError with the reason); confirming again is harmless.
 */
export async function confirmSponsorship(
	em: EntityManager,
	user: User,
	{ paymentIntentId, jobId, sponsorshipType }: { paymentIntentId: string; jobId: number; sponsorshipType: string },
) {
	const plan = paidPlan(sponsorshipType)
	if (!plan) throw new UnknownPlanError()
	const job = await findOwnJob(em, user, jobId)
	if (!job) throw new SponsoredJobNotFoundError()
	const stripe = requireStripe()
	const payment = await em.findOne(SponsorshipPayment, { paymentIntentId, purpose: 'sponsorship' })
	if (!payment || payment.job?.id !== job.id || payment.sponsorshipType !== plan.type)
		throw new PaymentMismatchError(NOT_THIS_PAYMENT)
	const intent = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId))
	// A sponsorship payment (checked above) grants a sponsorship.
	return (await applyPayment(em, payment, intent)) as SponsorshipOutcome
}

/**
 * The payment page's report that a course place was paid for (POST
 * /api/training-courses/{id}/enroll with `paymentIntentId`): the payment must be this learner's
 * for this course, and Stripe must say it succeeded for the course's price, as for a sponsorship.
 */
export async function confirmCoursePayment(
	em: EntityManager,
	user: Pick<User, 'id'>,
	courseId: number,
	paymentIntentId: string,
) {
	const payment = await em.findOne(SponsorshipPayment, {
		paymentIntentId,
		purpose: 'course',
		course: courseId,
		user: user.id,
	})
	if (!payment) throw new PaymentMismatchError(NOT_THIS_PAYMENT)
	const stripe = requireStripe(ENROLMENT_MESSAGES.paidNotAvailable)
	const intent = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId))
	// A course payment (checked above) grants a place.
	return (await applyPayment(em, payment, intent)) as CoursePlaceOutcome
}

/** A payment this user started (a sponsorship of their job, a place on a course), with what it pays for, or null. */
export async function ownPayment(em: EntityManager, user: Pick<User, 'id'>, paymentIntentId: string) {
	const payment = await em.findOne(SponsorshipPayment, { paymentIntentId }, { populate: ['job', 'course'] })
	if (!payment) return null
	const payer = payment.purpose === 'course' ? payment.user?.id : payment.job?.user.id
	return payer === user.id ? payment : null
}

/**
 * /payment-success, where Stripe sends the browser back after a redirect (3-D Secure, say):
 * the job and plan are those the payment was started for, and the PaymentIntent is checked
 * against them exactly as confirmSponsorship does. Someone else's payment is PaymentNotFoundError.
 */
export async function confirmReturnedPayment(em: EntityManager, user: Pick<User, 'id'>, paymentIntentId: string) {
	const payment = await ownPayment(em, user, paymentIntentId)
	if (!payment) throw new PaymentNotFoundError()
	const stripe = requireStripe(payment.purpose === 'course' ? ENROLMENT_MESSAGES.paidNotAvailable : undefined)
	const intent = await callStripe(() => stripe.paymentIntents.retrieve(paymentIntentId))
	return applyPayment(em, payment, intent)
}

/** A payment row of this employer's job started with this client secret, for the payment page. */
export async function paymentForClientSecret(em: EntityManager, jobId: number, clientSecret: string) {
	const paymentIntentId = paymentIntentIdOf(clientSecret)
	if (!paymentIntentId) return null
	return em.findOne(SponsorshipPayment, { paymentIntentId, job: jobId, purpose: 'sponsorship' })
}
