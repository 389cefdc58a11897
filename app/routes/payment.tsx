import { useState } from 'react'
import { data, Link } from 'react-router'
import { CardPayment } from '../components/payments/card-payment.tsx'
import { PAYMENT_SUCCESS_HEADING, SponsorshipPaid } from '../components/payments/sponsorship-paid.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { emContext } from '../context.ts'
import { requireUser } from '../platform/auth.server.ts'
import { config } from '../platform/config.server.ts'
import { findOwnJob } from '../services/jobs.server.ts'
import { paymentForClientSecret, paymentsConfigured } from '../services/payments.server.ts'
import { formatPence } from '../utils/format.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../utils/payments.ts'
import { paidPlan } from '../utils/plans.ts'
import type { Route } from './+types/payment'

export const INVALID_PARAMETERS = 'Invalid payment parameters. Please try posting your job again.'

/**
 * /payment?jobId&clientSecret&sponsorshipType (docs/product.md §8): the order
 * summary from the server's plan table and Stripe's Payment Element. Only the employer who
 * started the payment sees it; parameters that do not name a payment they started for this job
 * and plan are the invalid-parameters state. The card form needs JavaScript; the rest does not.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
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

export default function PaymentScreen({ loaderData }: Route.ComponentProps) {
	const [paid, setPaid] = useState(false)
	if (loaderData.state === 'invalid') return <InvalidParameters />
	if (loaderData.state === 'paid' || paid) return <SponsorshipPaid job={loaderData.job} />
	const { job, plan } = loaderData
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<Link
				to="/post-job"
				className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-600"
			>
				<span aria-hidden="true">←</span> Back to Post Job
			</Link>
			<h1 className="mt-4 text-3xl font-bold">Complete Your Payment</h1>
			<p className="mt-2 text-gray-700">
				Feature <strong>{job.title}</strong> at {job.company} and reach more job seekers in Warrington.
			</p>
			<div className="mt-8 grid gap-6 md:grid-cols-2">
				<section aria-labelledby="order-summary" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
					<h2 id="order-summary" className="text-xl font-semibold">
						Order Summary
					</h2>
					<dl className="mt-4 flex flex-col gap-3 text-gray-800">
						<div className="flex justify-between gap-4">
							<dt>Plan</dt>
							<dd className="font-medium">{plan.name}</dd>
						</div>
						<div className="flex justify-between gap-4">
							<dt>Price</dt>
							<dd className="font-medium">{plan.price}</dd>
						</div>
						<div className="flex justify-between gap-4">
							<dt>Duration</dt>
							<dd className="font-medium">{plan.durationDays} days</dd>
						</div>
						<div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-lg">
							<dt className="font-semibold">Total</dt>
							<dd className="font-bold">{plan.price}</dd>
						</div>
					</dl>
					<p className="mt-4 text-sm text-gray-600">
						Prices include VAT where it applies. Paid once; nothing renews by itself.
					</p>
				</section>
				<section aria-labelledby="payment-details" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
					<h2 id="payment-details" className="text-xl font-semibold">
						Payment Details
					</h2>
					{loaderData.publishableKey ? (
						<CardPayment
							publishableKey={loaderData.publishableKey}
							clientSecret={loaderData.clientSecret}
							jobId={job.id}
							sponsorshipType={plan.type}
							onPaid={() => setPaid(true)}
						/>
					) : (
						<p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
							{PAYMENTS_NOT_CONFIGURED}
						</p>
					)}
				</section>
			</div>
		</div>
	)
}

function InvalidParameters() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Payment</h1>
			<p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
				{INVALID_PARAMETERS}
			</p>
			<ButtonLink to="/post-job" size="lg" className="mt-8 inline-block">
				Return to Post Job
			</ButtonLink>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const title = loaderData?.state === 'paid' ? PAYMENT_SUCCESS_HEADING : 'Payment'
	return [{ title: `${title} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
}
