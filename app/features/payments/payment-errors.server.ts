// Why a sponsorship payment could not be started, confirmed or taken from Stripe. The payments
// services throw these; each surface turns them into its own answer once (the payment API
// routes into a JSON error, the screens into the message they show), by `kind`.
import { PAYMENTS_NOT_CONFIGURED } from './payments.ts'

const UNKNOWN_PLAN = 'Choose a sponsorship plan: 7days or 30days'
const PROVIDER_UNAVAILABLE = 'The payment provider could not be reached. Please try again in a moment.'
export const NOT_THIS_PAYMENT = 'This payment is not for this job and plan.'

export type PaymentErrorKind =
	/** A plan that is not one of the paid plans. */
	| 'unknown-plan'
	/** The job is not this employer's (or does not exist). */
	| 'job-not-found'
	/** Stripe's keys (or its webhook secret) are not set. */
	| 'not-configured'
	/** Stripe could not be reached, or answered nonsense. */
	| 'provider-unavailable'
	/** A payment that does not pay for what it is offered for, or that Stripe does not know. */
	| 'mismatch'
	/** No payment of this employer's by that id. */
	| 'payment-not-found'
	/** A Stripe event without a valid signature. */
	| 'bad-signature'

export class PaymentError extends Error {
	readonly kind: PaymentErrorKind
	constructor(kind: PaymentErrorKind, message: string) {
		super(message)
		this.name = new.target.name
		this.kind = kind
	}
}

export class UnknownPlanError extends PaymentError {
	constructor() {
		super('unknown-plan', UNKNOWN_PLAN)
	}
}

export class SponsoredJobNotFoundError extends PaymentError {
	constructor() {
		super('job-not-found', 'Job not found')
	}
}

export class PaymentsNotConfiguredError extends PaymentError {
	constructor(message = PAYMENTS_NOT_CONFIGURED) {
		super('not-configured', message)
	}
}

export class PaymentProviderUnavailableError extends PaymentError {
	constructor() {
		super('provider-unavailable', PROVIDER_UNAVAILABLE)
	}
}

/** The payment cannot pay for this sponsorship; the message says why. Nothing was changed. */
export class PaymentMismatchError extends PaymentError {
	constructor(reason: string) {
		super('mismatch', reason)
	}
}

export class PaymentNotFoundError extends PaymentError {
	constructor() {
		super('payment-not-found', 'Payment not found')
	}
}

export class InvalidWebhookSignatureError extends PaymentError {
	constructor(message: string) {
		super('bad-signature', message)
	}
}
