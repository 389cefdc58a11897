// msw handlers that answer like Stripe's HTTP API for the PaymentIntents the app uses (create
// and retrieve), keeping the intents they made so that a retrieve reflects them. Used by the
// Vitest integration tests (setupServer) and, through tests/e2e/stripe-stand-in.ts, by the
// server under the browser tests. Only Stripe's HTTP API is mocked, never the app's own code.
import { randomBytes } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import type Stripe from 'stripe'

export type MockPaymentIntent = Pick<
	Stripe.PaymentIntent,
	| 'id'
	| 'object'
	| 'amount'
	| 'amount_received'
	| 'currency'
	| 'status'
	| 'client_secret'
	| 'metadata'
	| 'description'
	| 'created'
	| 'livemode'
	| 'last_payment_error'
> & { automatic_payment_methods: { enabled: boolean } | null }

const intents = new Map<string, MockPaymentIntent>()
const byIdempotencyKey = new Map<string, string>()
let unavailable = false

const token = (length = 24) => randomBytes(length).toString('base64url').replace(/[-_]/g, '').slice(0, length)

/** Stripe's error body, with the header that tells the SDK not to retry. */
function stripeError(status: number, error: { type: string; message: string; code?: string; param?: string }) {
	return HttpResponse.json(
		{ error },
		{ status, headers: { 'Stripe-Should-Retry': 'false', 'Request-Id': `req_${token(14)}` } },
	)
}

/** `metadata[jobId]=12&automatic_payment_methods[enabled]=true` → the nested object Stripe reads. */
function parseForm(body: string) {
	const fields: Record<string, unknown> = {}
	for (const [key, value] of new URLSearchParams(body)) {
		const match = /^([^[]+)\[([^\]]+)\]$/.exec(key)
		if (match) ((fields[match[1]!] ??= {}) as Record<string, string>)[match[2]!] = value
		else fields[key] = value
	}
	return fields
}

/** A PaymentIntent as Stripe returns it, from the fields given. */
export function paymentIntent(fields: Partial<MockPaymentIntent> = {}): MockPaymentIntent {
	const id = fields.id ?? `pi_${token()}`
	return {
		id,
		object: 'payment_intent',
		amount: 499,
		amount_received: 0,
		currency: 'gbp',
		status: 'requires_payment_method',
		client_secret: `${id}_secret_${token()}`,
		metadata: {},
		description: null,
		created: Math.floor(Date.now() / 1000),
		livemode: false,
		last_payment_error: null,
		automatic_payment_methods: { enabled: true },
		...fields,
	}
}

export const stripeMock = {
	/** Every intent made or put, by id. */
	intents,
	reset() {
		intents.clear()
		byIdempotencyKey.clear()
		unavailable = false
	},
	/** Stores an intent as Stripe would hold it (a forged or foreign one, say) and returns it. */
	put(fields: Partial<MockPaymentIntent>) {
		const intent = paymentIntent(fields)
		intents.set(intent.id, intent)
		return intent
	},
	/** The employer paid: the intent succeeded for its whole amount. */
	succeed(id: string) {
		const intent = intents.get(id)
		if (!intent) throw new Error(`No mock PaymentIntent ${id}`)
		Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null })
		return intent
	},
	/** The card was declined: the intent asks for another payment method, with the reason. */
	decline(id: string, message = 'Your card was declined.') {
		const intent = intents.get(id)
		if (!intent) throw new Error(`No mock PaymentIntent ${id}`)
		Object.assign(intent, {
			status: 'requires_payment_method',
			last_payment_error: { type: 'card_error', code: 'card_declined', message },
		})
		return intent
	},
	/** While set, every call answers 500 as during an outage at Stripe. */
	set unavailable(value: boolean) {
		unavailable = value
	},
}

export const stripeHandlers = [
	http.post('*/v1/payment_intents', async ({ request }) => {
		if (unavailable) return stripeError(500, { type: 'api_error', message: 'An unknown error occurred' })
		if (!request.headers.get('Authorization')?.startsWith('Bearer sk_')) {
			return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' })
		}
		const key = request.headers.get('Idempotency-Key')
		const earlier = key ? byIdempotencyKey.get(key) : undefined
		if (earlier) return HttpResponse.json(intents.get(earlier))
		const fields = parseForm(await request.text())
		const amount = Number(fields.amount)
		if (!Number.isInteger(amount) || amount < 30) {
			return stripeError(400, {
				type: 'invalid_request_error',
				code: 'parameter_invalid_integer',
				param: 'amount',
				message: 'Invalid amount',
			})
		}
		const intent = stripeMock.put({
			amount,
			currency: String(fields.currency),
			metadata: (fields.metadata as Record<string, string> | undefined) ?? {},
			description: typeof fields.description === 'string' ? fields.description : null,
			automatic_payment_methods: fields.automatic_payment_methods ? { enabled: true } : null,
		})
		if (key) byIdempotencyKey.set(key, intent.id)
		return HttpResponse.json(intent)
	}),
	http.get('*/v1/payment_intents/:id', ({ params }) => {
		if (unavailable) return stripeError(500, { type: 'api_error', message: 'An unknown error occurred' })
		const intent = intents.get(String(params.id))
		if (!intent) {
			return stripeError(404, {
				type: 'invalid_request_error',
				code: 'resource_missing',
				param: 'intent',
				message: `No such payment_intent: '${String(params.id)}'`,
			})
		}
		return HttpResponse.json(intent)
	}),
]
