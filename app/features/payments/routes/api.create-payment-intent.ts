import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../../../platform/api.server.ts'
import { withIdempotency } from '../../../platform/idempotency.server.ts'
import { startSponsorshipPayment } from '../payments.server.ts'
import { CreatePaymentIntentSchema } from '../payments.ts'
import { paymentErrorResponse } from '../payment-responses.server.ts'
import type { Route } from './+types/api.create-payment-intent'

/**
 * POST /api/create-payment-intent { jobId, sponsorshipType }: starts paying for a sponsorship
 * of the employer's own job and answers { clientSecret } for Stripe's Payment Element. The
 * amount comes from the server's plan table, never from the request. 401 signed out, 404 for a
 * job that is not the caller's, 400 for an unknown plan, 503 when payments are not configured.
 * With an Idempotency-Key, a retry gets the first answer (the same PaymentIntent).
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		// Only an employer's own job can be sponsored: anyone else is told there is no such job.
		const { user } = requireApiUserType(context, 'employer', { message: 'Job not found', status: 404 })
		const em = context.get(emContext)
		return withIdempotency(em, request, `user:${user.id}`, async () => {
			const { jobId, sponsorshipType } = await readJsonBody(request, CreatePaymentIntentSchema)
			const { clientSecret } = await startSponsorshipPayment(em, user, jobId, sponsorshipType)
			return Response.json({ clientSecret })
		})
	}, paymentErrorResponse)
}

export function loader() {
	return methodNotAllowed('POST')
}
