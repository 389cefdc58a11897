import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../../../platform/api.server.ts'
import { confirmSponsorship } from '../payments.server.ts'
import { ConfirmSponsorshipSchema } from '../payments.ts'
import { paymentErrorResponse } from '../payment-responses.server.ts'
import type { Route } from './+types/api.confirm-sponsorship'

/**
 * POST /api/confirm-sponsorship { paymentIntentId, jobId, sponsorshipType }: sent by the payment
 * page once Stripe reports success. The job's employer only (404 for anyone else's job). The
 * sponsorship is switched on only when Stripe says the PaymentIntent succeeded for this job,
 * plan, amount and currency; anything else is a 400 with the reason and changes nothing.
 * Confirming again answers 200 and extends nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiUserType(context, 'employer', { message: 'Job not found', status: 404 })
		const input = await readJsonBody(request, ConfirmSponsorshipSchema)
		const outcome = await confirmSponsorship(context.get(emContext), user, input)
		return Response.json({
			message: outcome.applied ? 'Sponsorship confirmed' : 'Sponsorship already confirmed',
			job: outcome.job,
		})
	}, paymentErrorResponse)
}

export function loader() {
	return methodNotAllowed('POST')
}
