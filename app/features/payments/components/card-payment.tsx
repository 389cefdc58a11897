// Stripe's Payment Element on /payment: loads Stripe.js, shows the card form, confirms the
// payment in the browser and tells the server, which checks it with Stripe itself.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useCallback, useEffect, useState } from 'react'
import { showToast } from '../../../ui/toast.ts'
import { useHydrated } from '../../../ui/use-hydrated.ts'
import { Button } from '../../../ui/button.tsx'

const STRIPE_UNAVAILABLE =
	'The secure card form could not be loaded from Stripe. Check your connection, then try again.'
const CARD_PAYMENT_NEEDS_JAVASCRIPT =
	"Card payment needs JavaScript: Stripe's secure card form runs in your browser and appears here once the page has loaded. If it does not, turn JavaScript on and reload this page."
/** How long Stripe.js may take to load before the page says it could not (a blocked or hanging request). */
const STRIPE_LOAD_TIMEOUT_MS = 20_000

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

/** What the page tells the server once Stripe.js reports success, and the toast it then shows. */
type Confirmation = {
	/** The endpoint that checks the payment with Stripe itself and grants what it paid for. */
	url: string
	/** Sent with `paymentIntentId`. */
	body: Record<string, string | number>
	toast: { title: string; description: string }
}

export function CardPayment(props: {
	publishableKey: string
	clientSecret: string
	confirmation: Confirmation
	/** What stands meanwhile, said after the note that card payment needs JavaScript. */
	meanwhile: string
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
					{CARD_PAYMENT_NEEDS_JAVASCRIPT} {props.meanwhile}
				</p>
			)}
			{!hydrated ? null : load.status === 'loading' ? (
				<Spinner label="Loading the secure card form..." />
			) : load.status === 'unavailable' ? (
				<div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
					<p>{STRIPE_UNAVAILABLE}</p>
					<Button
						type="button"
						onClick={() => {
							setLoad({ status: 'loading' })
							setAttempt((count) => count + 1)
						}}
						variant="danger-secondary"
						size="sm"
						className="mt-3"
					>
						Try again
					</Button>
				</div>
			) : (
				<Elements stripe={load.stripe} options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}>
					<CheckoutForm confirmation={props.confirmation} onPaid={props.onPaid} />
				</Elements>
			)}
		</div>
	)
}

function CheckoutForm({ confirmation, onPaid }: { confirmation: Confirmation; onPaid: () => void }) {
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
					await fetch(confirmation.url, {
						method: 'POST',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify({ ...confirmation.body, paymentIntentId: paymentIntent.id }),
					}).catch(() => null)
					showToast(confirmation.toast)
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
		[stripe, elements, processing, confirmation, onPaid],
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
			<Button disabled={blocked} size="lg">
				{processing ? 'Processing...' : 'Complete Payment'}
			</Button>
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
