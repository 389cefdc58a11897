// POST /api/verify-email: proves the account's address with the token from the mailed link
// (decision 183). No sign-in needed: the token is the proof.
import { clientIpContext, emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from '../../../platform/api.server.ts'
import { VerifyEmailApiBody } from '../account-schemas.ts'
import { InvalidVerificationTokenError, verifyEmail } from '../email-verification.server.ts'
import { EMAIL_VERIFIED_MESSAGE, INVALID_VERIFICATION_LINK_MESSAGE } from '../email-verification.ts'
import type { Route } from './+types/api.verify-email'

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			if (request.method !== 'POST') return methodNotAllowed('POST')
			const { token } = await readJsonBody(request, VerifyEmailApiBody)
			if (typeof token !== 'string' || token === '') return apiError(400, INVALID_VERIFICATION_LINK_MESSAGE)
			await verifyEmail(context.get(emContext), context.get(clientIpContext), token)
			return Response.json({ message: EMAIL_VERIFIED_MESSAGE })
		},
		(error) => (error instanceof InvalidVerificationTokenError ? apiError(400, error.message) : null),
	)
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
