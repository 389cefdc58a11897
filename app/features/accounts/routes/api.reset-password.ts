import { clientIpContext, emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from '../../../platform/api.server.ts'
import { ResetPasswordApiBody } from '../common-passwords.server.ts'
import { InvalidResetTokenError, resetPassword } from '../password-reset.server.ts'
import { WeakPasswordError } from '../password-strength.server.ts'
import { INVALID_RESET_LINK_MESSAGE, PASSWORD_RESET_MESSAGE } from '../password-reset.ts'
import type { Route } from './+types/api.reset-password'

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const { token, newPassword } = await readJsonBody(request, ResetPasswordApiBody)
		if (typeof token !== 'string' || token === '') return apiError(400, INVALID_RESET_LINK_MESSAGE)
		try {
			await resetPassword(context.get(emContext), context.get(clientIpContext), token, newPassword)
		} catch (error) {
			if (error instanceof InvalidResetTokenError) return apiError(400, INVALID_RESET_LINK_MESSAGE)
			if (error instanceof WeakPasswordError) {
				return apiError(400, 'Please check the highlighted fields', { newPassword: [error.message] })
			}
			throw error
		}
		return Response.json({ message: PASSWORD_RESET_MESSAGE })
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
