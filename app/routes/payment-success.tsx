import { data } from 'react-router'
import { PAYMENT_SUCCESS_HEADING, SponsorshipPaid } from '../components/payments/sponsorship-paid.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { emContext } from '../context.ts'
import { requireUser } from '../platform/auth.server.ts'
import { confirmReturnedPayment, ownPayment, paymentPageUrl } from '../services/payments.server.ts'
import { paymentErrorForScreen } from './payment-errors.server.ts'
import type { Route } from './+types/payment-success'

const NOT_COMPLETED = 'Payment not completed'

/**
 * /payment-success?payment_intent&payment_intent_client_secret&redirect_status: where Stripe
 * sends the browser back when a payment needed a redirect (3-D Secure, a bank's page). Nothing
 * in the query is trusted: the payment must be one this employer started, and Stripe is asked
 * whether it succeeded for the job and plan it was started for (the same check as
 * /api/confirm-sponsorship). Works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context, request)
	const em = context.get(emContext)
	const params = new URL(request.url).searchParams
	const paymentIntentId = params.get('payment_intent')
	const payment = paymentIntentId ? await ownPayment(em, user, paymentIntentId) : null
	if (!paymentIntentId || !payment)
		throw data(
			'We could not find this payment. If you were charged, your dashboard will show the sponsorship shortly.',
			{ status: 404 },
		)

	const job = { id: payment.job.id, title: payment.job.title, company: payment.job.company }
	try {
		await confirmReturnedPayment(em, user, paymentIntentId)
		return { state: 'paid' as const, job }
	} catch (error) {
		const failure = paymentErrorForScreen(error)
		if (!failure) throw error
		const clientSecret = params.get('payment_intent_client_secret')
		return data(
			{
				state: 'failed' as const,
				job,
				message: failure.message,
				// Back to the same payment, to try another card.
				retry: clientSecret
					? paymentPageUrl({ jobId: job.id, clientSecret, sponsorshipType: payment.sponsorshipType })
					: null,
			},
			{ status: failure.status },
		)
	}
}

export default function PaymentSuccessScreen({ loaderData }: Route.ComponentProps) {
	if (loaderData.state === 'paid') return <SponsorshipPaid job={loaderData.job} />
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{NOT_COMPLETED}</h1>
			<p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
				{loaderData.message}
			</p>
			<p className="mt-4 text-gray-700">
				Your job <strong>{loaderData.job.title}</strong> is posted and listed free; it is not featured yet.
			</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				{loaderData.retry ? <ButtonLink to={loaderData.retry}>Try Payment Again</ButtonLink> : null}
				<ButtonLink to="/employer-dashboard" variant="secondary">
					View Dashboard
				</ButtonLink>
			</div>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const title = loaderData?.state === 'paid' ? PAYMENT_SUCCESS_HEADING : NOT_COMPLETED
	return [{ title: `${title} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
}
