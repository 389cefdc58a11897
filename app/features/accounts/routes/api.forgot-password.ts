import { clientIpContext, emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, readJsonBody } from '../../../platform/api.server.ts'
import { requestPasswordReset } from '../password-reset.server.ts'
import { ForgotPasswordSchema } from '../account-schemas.ts'
import { RESET_LINK_SENT_MESSAGE } from '../password-reset.ts'
import type { Route } from './+types/api.forgot-password'

/** Queues a reset link's mail to the account, if there is one. The answer never carries the token. */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const { email } = await readJsonBody(request, ForgotPasswordSchema)
		await requestPasswordReset(context.get(emContext), context.get(clientIpContext), email)
		return Response.json({ message: RESET_LINK_SENT_MESSAGE })
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
