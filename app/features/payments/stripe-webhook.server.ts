// Stripe's webhook for sponsorship payments (docs/decisions/070-074): the signed events that
// tell the site a payment succeeded or failed, whether or not the employer's browser came back.
import type { EntityManager } from '@mikro-orm/postgresql'
import type Stripe from 'stripe'
import { SponsorshipPayment } from '../../models/sponsorship-payment.ts'
import { config } from '../../platform/config.server.ts'
import { verifiedWebhookEvent, type PaymentIntent } from './stripe.server.ts'
import {
	InvalidWebhookSignatureError,
	PaymentMismatchError,
	PaymentsNotConfiguredError,
} from './payment-errors.server.ts'
import { applyPayment } from './payments.server.ts'
import { log } from '../../platform/logger.server.ts'

type WebhookOutcome = { received: true; duplicate?: true; applied?: boolean; ignored?: string }

/**
 * POST /api/stripe/webhook: verifies the Stripe-Signature on the raw body (InvalidWebhookSignatureError,
 * nothing changed, when it does not), records the event's id so that a replay is ignored, and then
 * `payment_intent.succeeded` switches the sponsorship on through the same checks as the
 * payment page's confirmation, and `payment_intent.payment_failed` records the failure. The
 * event is recorded in the same transaction as its effect, so an event whose handling failed
 * (the database going away) is handled again when Stripe retries it.
 */
export async function handleStripeEvent(
	em: EntityManager,
	rawBody: string,
	signature: string | null,
): Promise<WebhookOutcome> {
	const secret = config.stripeWebhookSecret
	if (!secret) throw new PaymentsNotConfiguredError('Stripe webhooks are not configured.')
	if (!signature) throw new InvalidWebhookSignatureError('Missing Stripe-Signature header')
	let event: Stripe.Event
	try {
		event = verifiedWebhookEvent(rawBody, signature, secret)
	} catch {
		throw new InvalidWebhookSignatureError('Invalid Stripe-Signature')
	}

	return em.transactional(async (tx) => {
		const recorded = await tx.execute<{ id: string }[]>(
			'insert into stripe_event (id, type, received_at) values (?, ?, now()) on conflict (id) do nothing returning id',
			[event.id, event.type],
		)
		if (recorded.length === 0) return { received: true, duplicate: true } as const
		if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
			return { received: true, ignored: event.type }

		const intent = event.data.object as PaymentIntent
		const payment = await tx.findOne(SponsorshipPayment, { paymentIntentId: intent.id })
		// A PaymentIntent this site did not start (another integration on the same account).
		if (!payment) return { received: true, ignored: 'unknown payment' }

		if (event.type === 'payment_intent.payment_failed') {
			if (payment.status === 'pending') {
				payment.status = 'failed'
				payment.failureMessage = intent.last_payment_error?.message ?? 'The payment failed.'
				await tx.flush()
			}
			return { received: true }
		}
		try {
			const outcome = await applyPayment(tx, payment, intent)
			return { received: true, applied: outcome.applied }
		} catch (error) {
			// A mismatch is answered 200: Stripe retrying the same event would not change it.
			if (!(error instanceof PaymentMismatchError)) throw error
			log().warn({ stripeEventId: event.id, reason: error.message }, 'Stripe event not applied')
			return { received: true, applied: false, ignored: error.message }
		}
	})
}
