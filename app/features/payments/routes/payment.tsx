import { useState } from 'react'
import { data, Link } from 'react-router'
import { CardPayment } from '../components/card-payment.tsx'
import { CoursePaid } from '../components/course-paid.tsx'
import { OrderSummary } from '../components/order-summary.tsx'
import { PAYMENT_SUCCESS_HEADING, SponsorshipPaid } from '../components/sponsorship-paid.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { requireUser } from '../../../platform/auth.server.ts'
import { config } from '../../../platform/config.server.ts'
import { findListedCourse } from '../../training/course-places.server.ts'
import { coursePaymentForClientSecret } from '../course-payments.server.ts'
import { findOwnJob } from '../../jobs/jobs.server.ts'
import { paymentForClientSecret, paymentsConfigured } from '../payments.server.ts'
import { formatPence } from '../../../ui/format.ts'
import { ENROLMENT_MESSAGES } from '../../training/course-search.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../payments.ts'
import { paidPlan } from '../plans.ts'
import type { Route } from './+types/payment'

export const INVALID_PARAMETERS = 'Invalid payment parameters. Please try posting your job again.'

/**
 * /payment?jobId&clientSecret&sponsorshipType (docs/product.md §8), or /payment?courseId&clientSecret
 * for a place on a paid course: the order summary from the server's own prices and
 * Stripe's Payment Element. Only the user who started the payment sees it; parameters that do
 * not name a payment they started for this job and plan (or course) are the invalid-parameters
 * state. The card form needs JavaScript; the rest does not.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	if (params.has('courseId')) return coursePayment(context, request, params)
	const jobId = params.get('jobId')
	const clientSecret = params.get('clientSecret')
	const sponsorshipType = params.get('sponsorshipType')
	if (!jobId || !clientSecret || !sponsorshipType) return data({ state: 'invalid' as const }, { status: 400 })

	const user = requireUser(context, request)
	const em = context.get(emContext)
	const job = await findOwnJob(em, user, Number(jobId))
	if (!job) throw data('This job is not one of yours, or it no longer exists.', { status: 404 })
	const plan = paidPlan(sponsorshipType)
	const payment = plan ? await paymentForClientSecret(em, job.id, clientSecret) : null
	if (!plan || !payment || payment.sponsorshipType !== plan.type)
		return data({ state: 'invalid' as const }, { status: 400 })

	const summary = {
		job: { id: job.id, title: job.title, company: job.company },
		plan: { type: plan.type, name: plan.name, price: formatPence(plan.pricePence), durationDays: plan.durationDays },
	}
	if (payment.appliedAt) return { state: 'paid' as const, ...summary }
	return {
		state: 'ready' as const,
		...summary,
		clientSecret,
		// Null when card payments are not configured: the page says so instead of offering the form.
		publishableKey: paymentsConfigured() ? config.stripePublishableKey! : null,
	}
}

/** /payment?courseId&clientSecret: a place on a course this learner started paying for. */
async function coursePayment(context: Route.LoaderArgs['context'], request: Request, params: URLSearchParams) {
	const courseId = Number(params.get('courseId'))
	const clientSecret = params.get('clientSecret')
	if (!Number.isInteger(courseId) || courseId <= 0 || !clientSecret)
		return data({ state: 'invalid' as const, forCourse: true }, { status: 400 })
	const user = requireUser(context, request)
	const em = context.get(emContext)
	const course = await findListedCourse(em, courseId)
	if (!course) throw data('This course is not listed.', { status: 404 })
	const payment = await coursePaymentForClientSecret(em, user, course.id, clientSecret)
	if (!payment) return data({ state: 'invalid' as const, forCourse: true }, { status: 400 })
	const summary = {
		course: { id: course.id, title: course.title, provider: course.provider },
		// The amount recorded when the payment started, which is what Stripe will charge.
		price: formatPence(payment.amountPence),
		duration: course.duration,
	}
	if (payment.appliedAt) return { state: 'paid' as const, ...summary }
	return {
		state: 'ready' as const,
		...summary,
		clientSecret,
		publishableKey: paymentsConfigured() ? config.stripePublishableKey! : null,
	}
}

export default function PaymentScreen({ loaderData }: Route.ComponentProps) {
	const [paid, setPaid] = useState(false)
	if (loaderData.state === 'invalid') return <InvalidParameters forCourse={'forCourse' in loaderData} />
	if (loaderData.state === 'paid' || paid)
		return 'course' in loaderData ? <CoursePaid course={loaderData.course} /> : <SponsorshipPaid job={loaderData.job} />
	const course = 'course' in loaderData ? loaderData : null
	const sponsorship = 'job' in loaderData ? loaderData : null
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<Link
				to={course ? `/training/${course.course.id}` : '/post-job'}
				className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-600"
			>
				<span aria-hidden="true">←</span> {course ? 'Back to the course' : 'Back to Post Job'}
			</Link>
			<h1 className="mt-4 text-3xl font-bold">Complete Your Payment</h1>
			<p className="mt-2 text-gray-700">
				{course ? (
					<>
						Book your place on <strong>{course.course.title}</strong> with {course.course.provider}.
					</>
				) : (
					<>
						Feature <strong>{sponsorship!.job.title}</strong> at {sponsorship!.job.company} and reach more job seekers
						in Warrington.
					</>
				)}
			</p>
			<div className="mt-8 grid gap-6 md:grid-cols-2">
				{course ? (
					<OrderSummary
						lines={[
							['Course', course.course.title],
							['Provider', course.course.provider],
							['Duration', course.duration],
						]}
						total={course.price}
						note="Prices include VAT where it applies. Your place is booked once the payment is confirmed."
					/>
				) : (
					<OrderSummary
						lines={[
							['Plan', sponsorship!.plan.name],
							['Price', sponsorship!.plan.price],
							['Duration', `${sponsorship!.plan.durationDays} days`],
						]}
						total={sponsorship!.plan.price}
						note="Prices include VAT where it applies. Paid once; nothing renews by itself."
					/>
				)}
				<section aria-labelledby="payment-details" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
					<h2 id="payment-details" className="text-xl font-semibold">
						Payment Details
					</h2>
					{loaderData.publishableKey ? (
						<CardPayment
							publishableKey={loaderData.publishableKey}
							clientSecret={loaderData.clientSecret}
							confirmation={
								course
									? {
											url: `/api/training-courses/${course.course.id}/enroll`,
											body: {},
											toast: {
												title: ENROLMENT_MESSAGES.success,
												description: `Your place on ${course.course.title} is booked.`,
											},
										}
									: {
											url: '/api/confirm-sponsorship',
											body: { jobId: sponsorship!.job.id, sponsorshipType: sponsorship!.plan.type },
											toast: { title: 'Payment Successful', description: 'Your job has been featured successfully!' },
										}
							}
							meanwhile={
								course
									? 'You are not enrolled until the payment is made.'
									: 'Your job is already posted and stays listed free meanwhile.'
							}
							onPaid={() => setPaid(true)}
						/>
					) : (
						<p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
							{course ? ENROLMENT_MESSAGES.paidNotAvailable : PAYMENTS_NOT_CONFIGURED}
						</p>
					)}
				</section>
			</div>
		</div>
	)
}

/** For a course payment: back to the catalogue to press Enrol again, which starts (or reopens) the payment. */
const INVALID_COURSE_PARAMETERS = 'Invalid payment parameters. Please press Enrol on the course again.'

function InvalidParameters({ forCourse }: { forCourse: boolean }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Payment</h1>
			<p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
				{forCourse ? INVALID_COURSE_PARAMETERS : INVALID_PARAMETERS}
			</p>
			<ButtonLink to={forCourse ? '/training' : '/post-job'} size="lg" className="mt-8 inline-block">
				{forCourse ? 'Back to Training Courses' : 'Return to Post Job'}
			</ButtonLink>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const title = loaderData?.state === 'paid' ? PAYMENT_SUCCESS_HEADING : 'Payment'
	return [{ title: `${title} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
}
