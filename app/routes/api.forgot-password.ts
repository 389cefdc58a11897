import { clientIpContext, emContext } from '../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from '../platform/api.server.ts'
import { MailDeliveryError } from '../platform/mail.server.ts'
import { requestPasswordReset } from '../services/password-reset.server.ts'
import { ForgotPasswordSchema } from '../utils/account-schemas.ts'
import { RESET_EMAIL_FAILED_MESSAGE, RESET_LINK_SENT_MESSAGE } from '../utils/password-reset.ts'
import type { Route } from './+types/api.forgot-password'

/** Mails a reset link to the account, if there is one. The answer never carries the token. */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const { email } = await readJsonBody(request, ForgotPasswordSchema)
		try {
			await requestPasswordReset(context.get(emContext), context.get(clientIpContext), email)
		} catch (error) {
			if (error instanceof MailDeliveryError) return apiError(503, RESET_EMAIL_FAILED_MESSAGE)
			throw error
		}
		return Response.json({ message: RESET_LINK_SENT_MESSAGE })
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
