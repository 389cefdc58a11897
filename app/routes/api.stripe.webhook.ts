import { emContext } from '../context.ts'
import { apiHandler, methodNotAllowed } from '../platform/api.server.ts'
import { handleStripeEvent } from '../services/stripe-webhook.server.ts'
import { paymentErrorResponse } from './payment-errors.server.ts'
import type { Route } from './+types/api.stripe.webhook'

/**
 * POST /api/stripe/webhook: Stripe's events, authenticated by the Stripe-Signature header over
 * the raw body (read as text, untouched), not by a session or an Origin. 400 for a missing or
 * bad signature, with nothing changed; 200 once an event is recorded (a replay included).
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const rawBody = await request.text()
		const outcome = await handleStripeEvent(context.get(emContext), rawBody, request.headers.get('Stripe-Signature'))
		return Response.json(outcome)
	}, paymentErrorResponse)
}

export function loader() {
	return methodNotAllowed('POST')
}
