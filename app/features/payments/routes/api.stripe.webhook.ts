import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed } from '../../../platform/api.server.ts'
import { LARGE_BODY_LIMIT, readCapped } from '../../../platform/request-limits.server.ts'
import { handleStripeEvent } from '../stripe-webhook.server.ts'
import { paymentErrorResponse } from '../payment-responses.server.ts'
import type { Route } from './+types/api.stripe.webhook'

/**
 * POST /api/stripe/webhook: Stripe's events, authenticated by the Stripe-Signature header over
 * the raw body (read as text, untouched), not by a session or an Origin. 400 for a missing or
 * bad signature, with nothing changed; 200 once an event is recorded (a replay included).
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		// Stripe's events are a few kilobytes; a body past the limit is not read whole.
		const bytes = await readCapped(request.body, LARGE_BODY_LIMIT)
		if (bytes === null) return apiError(413, 'Request too large', undefined, { Connection: 'close' })
		const rawBody = new TextDecoder().decode(bytes)
		const outcome = await handleStripeEvent(context.get(emContext), rawBody, request.headers.get('Stripe-Signature'))
		return Response.json(outcome)
	}, paymentErrorResponse)
}

export function loader() {
	return methodNotAllowed('POST')
}
