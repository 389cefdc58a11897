// Stripe as the payments services use it, whatever is paid for (a sponsorship, a course place):
// whether card payments are on, the client, and a call whose failure means the provider is away.
import type { FilterQuery } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import Stripe from 'stripe'
import { SponsorshipPayment } from '../../models/sponsorship-payment.ts'
import { PLAN_CURRENCY } from './plans.ts'
import { config } from '../../platform/config.server.ts'
import { log } from '../../platform/logger.server.ts'
import { getStripe, type PaymentIntent } from './stripe.server.ts'
import {
	PaymentMismatchError,
	PaymentProviderUnavailableError,
	PaymentsNotConfiguredError,
} from './payment-errors.server.ts'

/** PaymentIntent states in which the customer can still pay, so an open intent is offered again. */
const PAYABLE_STATUSES = new Set<PaymentIntent['status']>([
	'requires_payment_method',
	'requires_confirmation',
	'requires_action',
])

/** Card payments are on when both Stripe keys are set (README, Configuration). */
export function paymentsConfigured() {
	return Boolean(config.stripeSecretKey && config.stripePublishableKey)
}

/** The Stripe client, or PaymentsNotConfiguredError (with `message`, when given) without the keys. */
export function requireStripe(message?: string) {
	const stripe = paymentsConfigured() ? getStripe() : null
	if (!stripe) throw new PaymentsNotConfiguredError(message)
	return stripe
}

/** A call to Stripe; its failures mean the provider is unavailable (or, for a PaymentIntent Stripe does not know, a mismatch). */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call()
	} catch (error) {
		if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
			throw new PaymentMismatchError('Unknown payment.')
		log().error({ err: error }, 'Stripe call failed')
		throw new PaymentProviderUnavailableError()
	}
}

/** The PaymentIntent id inside a client secret (`pi_..._secret_...`), or null. */
export function paymentIntentIdOf(clientSecret: string) {
	const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)
	return match ? match[1]! : null
}

/**
 * The customer's latest payment still pending for the same thing at the same price, when Stripe
 * says it can still be paid: a reload or a second click is offered that PaymentIntent again rather
 * than a new one. Null when there is none.
 */
export async function reopenedPayment(
	em: EntityManager,
	stripe: Stripe,
	pending: FilterQuery<SponsorshipPayment>,
	amountPence: number,
) {
	const open = await em.findOne(
		SponsorshipPayment,
		{ $and: [pending, { status: 'pending', appliedAt: null, amountPence }] },
		{ orderBy: { id: 'desc' } },
	)
	if (!open) return null
	const intent = await callStripe(() => stripe.paymentIntents.retrieve(open.paymentIntentId))
	const payable =
		PAYABLE_STATUSES.has(intent.status) &&
		intent.client_secret &&
		intent.amount === amountPence &&
		intent.currency === PLAN_CURRENCY
	return payable ? { clientSecret: intent.client_secret!, paymentIntentId: intent.id } : null
}
