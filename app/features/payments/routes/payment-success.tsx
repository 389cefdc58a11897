import { data } from 'react-router'
import { COURSE_PAID_HEADING, CoursePaid } from '../components/course-paid.tsx'
import { PAYMENT_SUCCESS_HEADING, SponsorshipPaid } from '../components/sponsorship-paid.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { requireUser } from '../../../platform/auth.server.ts'
import { coursePaymentPageUrl } from '../course-payments.server.ts'
import { confirmReturnedPayment, ownPayment, paymentPageUrl } from '../payments.server.ts'
import { paymentErrorForScreen } from '../payment-responses.server.ts'
import type { Route } from './+types/payment-success'

const NOT_COMPLETED = 'Payment not completed'

/**
 * /payment-success?payment_intent&payment_intent_client_secret&redirect_status: where Stripe
 * sends the browser back when a payment needed a redirect (3-D Secure, a bank's page), for a
 * sponsorship or a course place. Nothing in the query is trusted: the payment must
 * be one this user started, and Stripe is asked whether it succeeded for what it was started for
 * (the same check as the payment page's confirmation). Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context, request)
	const em = context.get(emContext)
	const params = new URL(request.url).searchParams
	const paymentIntentId = params.get('payment_intent')
	const payment = paymentIntentId ? await ownPayment(em, user, paymentIntentId) : null
	if (!paymentIntentId || !payment)
		throw data('We could not find this payment. If you were charged, your account will show it shortly.', {
			status: 404,
		})

	const clientSecret = params.get('payment_intent_client_secret')
	const paid = payment.course
		? { course: { id: payment.course.id, title: payment.course.title, provider: payment.course.provider } }
		: { job: { id: payment.job!.id, title: payment.job!.title, company: payment.job!.company } }
	// Back to the same payment, to try another card.
	const retry = !clientSecret
		? null
		: paid.course
			? coursePaymentPageUrl({ courseId: paid.course.id, clientSecret })
			: paymentPageUrl({ jobId: paid.job.id, clientSecret, sponsorshipType: payment.sponsorshipType ?? '' })
	try {
		const outcome = await confirmReturnedPayment(em, user, paymentIntentId)
		if (outcome.kind === 'course' && outcome.refused)
			return data({ state: 'failed' as const, ...paid, message: outcome.refused, retry: null }, { status: 409 })
		return { state: 'paid' as const, ...paid }
	} catch (error) {
		const failure = paymentErrorForScreen(error)
		if (!failure) throw error
		return data({ state: 'failed' as const, ...paid, message: failure.message, retry }, { status: failure.status })
	}
}

export default function PaymentSuccessScreen({ loaderData }: Route.ComponentProps) {
	const paid = loaderData
	if (loaderData.state === 'paid')
		return paid.course ? <CoursePaid course={paid.course} /> : <SponsorshipPaid job={paid.job} />
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{NOT_COMPLETED}</h1>
			<p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
				{loaderData.message}
			</p>
			{paid.course ? (
				<p className="mt-4 text-gray-700">
					You are not enrolled on <strong>{paid.course.title}</strong> yet.
				</p>
			) : (
				<p className="mt-4 text-gray-700">
					Your job <strong>{paid.job.title}</strong> is posted and listed free; it is not featured yet.
				</p>
			)}
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				{loaderData.retry ? <ButtonLink to={loaderData.retry}>Try Payment Again</ButtonLink> : null}
				{paid.course ? (
					<ButtonLink to={`/training/${paid.course.id}`} variant="secondary">
						Back to the course
					</ButtonLink>
				) : (
					<ButtonLink to="/employer-dashboard" variant="secondary">
						View Dashboard
					</ButtonLink>
				)}
			</div>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const title =
		loaderData?.state === 'paid' ? (loaderData.course ? COURSE_PAID_HEADING : PAYMENT_SUCCESS_HEADING) : NOT_COMPLETED
	return [{ title: `${title} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
}
