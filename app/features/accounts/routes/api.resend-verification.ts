// POST /api/resend-verification: mails the signed-in account a new verification link (decision
// 183). 409 once the address is verified; 429 with Retry-After past the per-account limit.
import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { AlreadyVerifiedError, resendVerification } from '../email-verification.server.ts'
import { verificationSentMessage } from '../email-verification.ts'
import type { Route } from './+types/api.resend-verification'

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			if (request.method !== 'POST') return methodNotAllowed('POST')
			const { user } = requireApiAuth(context)
			await resendVerification(context.get(emContext), user)
			return Response.json({ message: verificationSentMessage(user.email) }, { status: 202 })
		},
		(error) => (error instanceof AlreadyVerifiedError ? apiError(409, error.message) : null),
	)
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
