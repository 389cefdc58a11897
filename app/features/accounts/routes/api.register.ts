import { clientIpContext, emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from '../../../platform/api.server.ts'
import { RegisterApiSchema } from '../common-passwords.server.ts'
import { issueApiToken } from '../../../platform/api-tokens.server.ts'
import { hit, RATE_LIMITS } from '../../../platform/rate-limit.server.ts'
import { createUser, EmailTakenError, publicUser } from '../../../platform/users.server.ts'
import { sendVerificationMail } from '../email-verification.server.ts'
import type { Route } from './+types/api.register'

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const input = await readJsonBody(request, RegisterApiSchema)
		const em = context.get(emContext)
		await hit(em, RATE_LIMITS.registerPerIp, context.get(clientIpContext))
		try {
			const user = await createUser(em, input)
			await sendVerificationMail(em, user)
			const token = await issueApiToken(em, user)
			// A token must never be kept by a cache along the way, nor by the client's.
			return Response.json(
				{ token, userType: user.userType, user: publicUser(user) },
				{ status: 201, headers: { 'Cache-Control': 'no-store' } },
			)
		} catch (error) {
			if (error instanceof EmailTakenError) return apiError(409, error.message, { email: [error.message] })
			throw error
		}
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
