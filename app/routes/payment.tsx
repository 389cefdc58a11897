import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useCallback, useEffect, useState } from 'react'
import { data, Link } from 'react-router'
import { PAYMENT_SUCCESS_HEADING, SponsorshipPaid } from '../components/payments/sponsorship-paid.tsx'
import { emContext } from '../context.ts'
import { requireUser } from '../platform/auth.server.ts'
import { config } from '../platform/config.server.ts'
import { findOwnJob } from '../services/jobs.server.ts'
import { paymentForClientSecret, paymentsConfigured } from '../services/payments.server.ts'
import { formatPence } from '../utils/format.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../utils/payments.ts'
import { paidPlan } from '../utils/plans.ts'
import { showToast } from '../utils/toast.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import type { Route } from './+types/payment'

export const INVALID_PARAMETERS = 'Invalid payment parameters. Please try posting your job again.'
export const STRIPE_UNAVAILABLE =
	'The secure card form could not be loaded from Stripe. Check your connection, then try again.'
export const CARD_PAYMENT_NEEDS_JAVASCRIPT =
	"Card payment needs JavaScript: Stripe's secure card form runs in your browser and appears here once the page has loaded. If it does not, turn JavaScript on and reload this page. Your job is already posted and stays listed free meanwhile."
/** How long Stripe.js may take to load before the page says it could not (a blocked or hanging request). */
const STRIPE_LOAD_TIMEOUT_MS = 20_000

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
			<Link
				to="/post-job"
				className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
			>
				Return to Post Job
			</Link>
		</div>
	)
}

type LoadState = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'unavailable' }

/** Loads Stripe.js (from js.stripe.com), giving up after a while so that a blocked script ends in a message, not a spinner. */
function loadStripeWithin(publishableKey: string, ms: number) {
	return new Promise<Stripe | null>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('Stripe.js took too long to load')), ms)
		loadStripe(publishableKey, { locale: 'en-GB' }).then(
			(stripe) => {
				clearTimeout(timer)
				resolve(stripe)
			},
			(error: unknown) => {
				clearTimeout(timer)
				reject(error instanceof Error ? error : new Error(String(error)))
			},
		)
	})
}

function CardPayment(props: {
	publishableKey: string
	clientSecret: string
	jobId: number
	sponsorshipType: string
	onPaid: () => void
}) {
	const hydrated = useHydrated()
	const [load, setLoad] = useState<LoadState>({ status: 'loading' })
	const [attempt, setAttempt] = useState(0)

	useEffect(() => {
		let current = true
		loadStripeWithin(props.publishableKey, STRIPE_LOAD_TIMEOUT_MS).then(
			(stripe) => current && setLoad(stripe ? { status: 'ready', stripe } : { status: 'unavailable' }),
			() => current && setLoad({ status: 'unavailable' }),
		)
		return () => {
			current = false
		}
	}, [props.publishableKey, attempt])

	return (
		<div className="mt-4">
			{/* Sent by the server and replaced once the page runs: without JavaScript it stays, and says why there is no form. */}
			{hydrated ? null : (
				<p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
					{CARD_PAYMENT_NEEDS_JAVASCRIPT}
				</p>
			)}
			{!hydrated ? null : load.status === 'loading' ? (
				<Spinner label="Loading the secure card form..." />
			) : load.status === 'unavailable' ? (
				<div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
					<p>{STRIPE_UNAVAILABLE}</p>
					<button
						type="button"
						onClick={() => {
							setLoad({ status: 'loading' })
							setAttempt((count) => count + 1)
						}}
						className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-900 hover:bg-red-50 focus:outline-none focus:ring-2 focus:ring-red-600"
					>
						Try again
					</button>
				</div>
			) : (
				<Elements stripe={load.stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
					<CheckoutForm jobId={props.jobId} sponsorshipType={props.sponsorshipType} onPaid={props.onPaid} />
				</Elements>
			)}
		</div>
	)
}

function CheckoutForm({
	jobId,
	sponsorshipType,
	onPaid,
}: {
	jobId: number
	sponsorshipType: string
	onPaid: () => void
}) {
	const stripe = useStripe()
	const elements = useElements()
	const [elementReady, setElementReady] = useState(false)
	const [elementError, setElementError] = useState<string | null>(null)
	const [processing, setProcessing] = useState(false)

	const pay = useCallback(
		async (event: React.FormEvent<HTMLFormElement>) => {
			event.preventDefault()
			if (!stripe || !elements || processing) return
			setProcessing(true)
			try {
				const { error, paymentIntent } = await stripe.confirmPayment({
					elements,
					confirmParams: { return_url: `${window.location.origin}/payment-success` },
					redirect: 'if_required',
				})
				if (error) {
					showToast({
						title: 'Payment Failed',
						description: error.message ?? 'Your payment was not completed.',
						type: 'error',
					})
				} else if (paymentIntent?.status === 'succeeded') {
					// The server checks the payment with Stripe itself; Stripe's webhook does the same should this call be lost.
					await fetch('/api/confirm-sponsorship', {
						method: 'POST',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify({ paymentIntentId: paymentIntent.id, jobId, sponsorshipType }),
					}).catch(() => null)
					showToast({ title: 'Payment Successful', description: 'Your job has been featured successfully!' })
					onPaid()
				} else {
					showToast({
						title: 'Payment Error',
						description:
							paymentIntent?.status === 'processing'
								? 'Your payment is still being processed. Check your dashboard shortly.'
								: 'An error occurred during payment processing',
						type: 'error',
					})
				}
			} catch (error) {
				showToast({
					title: 'Payment Error',
					description:
						error instanceof Error && error.message ? error.message : 'An error occurred during payment processing',
					type: 'error',
				})
			} finally {
				setProcessing(false)
			}
		},
		[stripe, elements, processing, jobId, sponsorshipType, onPaid],
	)

	const blocked = !stripe || !elements || !elementReady || processing
	return (
		<form onSubmit={pay} className="flex flex-col gap-4">
			{!elementReady && !elementError ? <Spinner label="Loading the secure card form..." /> : null}
			<PaymentElement
				onReady={() => setElementReady(true)}
				onLoadError={(event) => setElementError(event.error.message ?? STRIPE_UNAVAILABLE)}
			/>
			{elementError ? (
				<p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
					{elementError}
				</p>
			) : null}
			<button
				type="submit"
				disabled={blocked}
				className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
			>
				{processing ? 'Processing...' : 'Complete Payment'}
			</button>
			<p className="text-sm text-gray-600">
				Payments are handled securely by Stripe. Your card details never reach our servers.
			</p>
		</form>
	)
}

function Spinner({ label }: { label: string }) {
	return (
		<div role="status" className="flex items-center gap-3 py-6 text-gray-700">
			<span
				aria-hidden="true"
				className="size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
			/>
			<span>{label}</span>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const title = loaderData?.state === 'paid' ? PAYMENT_SUCCESS_HEADING : 'Payment'
	return [{ title: `${title} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
}
