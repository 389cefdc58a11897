// The one Stripe client of the process, made from STRIPE_SECRET_KEY (README, Configuration).
import Stripe from 'stripe'
import { config } from '../../platform/config.server.ts'

let client: { key: string; base: string | undefined; stripe: Stripe } | undefined

/**
 * The Stripe client, or null when no secret key is set. Made again only when the key or the
 * API base changes (tests switch them). STRIPE_API_BASE, for tests only, sends the calls to a
 * local stand-in that answers like Stripe's HTTP API.
 */
export function getStripe(): Stripe | null {
	const key = config.stripeSecretKey
	if (!key) return null
	const base = config.stripeApiBase
	if (client?.key === key && client.base === base) return client.stripe
	const stripe = new Stripe(key, {
		// Creating a PaymentIntent carries an idempotency key, so a retried call never charges twice.
		maxNetworkRetries: 2,
		// The employer is waiting on the post-job form: a stuck call ends with a clear error instead.
		timeout: 15_000,
		telemetry: false,
		appInfo: { name: 'Warrington Jobs' },
		...(base ? apiBaseOptions(base) : {}),
	})
	client = { key, base, stripe }
	return stripe
}

function apiBaseOptions(base: string) {
	const url = new URL(base)
	const protocol = url.protocol === 'http:' ? 'http' : 'https'
	return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const
}

/** Verifies a webhook's Stripe-Signature on its raw body and returns the event; throws when it does not verify. */
export function verifiedWebhookEvent(rawBody: string, signature: string, secret: string) {
	return Stripe.webhooks.constructEvent(rawBody, signature, secret)
}

export type PaymentIntent = Stripe.PaymentIntent
