// How the payment routes answer the payments services' errors: the one mapping for the JSON API
// (/api/create-payment-intent, /api/confirm-sponsorship, /api/stripe/webhook) and the one for
// the screens (/jobs/:id/sponsor, /post-job, /payment-success). Not a route: routes.ts lists those.
import { apiError } from '../../platform/api.server.ts'
import { PaymentError, type PaymentErrorKind } from './payment-errors.server.ts'

const STATUS: Record<PaymentErrorKind, number> = {
	'unknown-plan': 400,
	'job-not-found': 404,
	'not-configured': 503,
	'provider-unavailable': 502,
	mismatch: 400,
	'payment-not-found': 404,
	'bad-signature': 400,
}

/** The JSON API's answer to a payment error ({ message } with its status); null for any other error. */
export function paymentErrorResponse(error: unknown) {
	return error instanceof PaymentError ? apiError(STATUS[error.kind], error.message) : null
}

/**
 * What a screen tells the employer about a payment error, and the status of the page that says
 * it: the provider's or the configuration's trouble as itself, anything else a 400. Null for any
 * other error.
 */
export function paymentErrorForScreen(error: unknown) {
	if (!(error instanceof PaymentError)) return null
	const status = STATUS[error.kind]
	return { message: error.message, status: status >= 500 ? status : 400 }
}
