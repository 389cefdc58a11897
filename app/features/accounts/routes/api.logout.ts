import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { revokeApiToken } from '../../../platform/api-tokens.server.ts'
import { endSession } from '../../../platform/session.server.ts'
import type { Route } from './+types/api.logout'

/** Revokes the bearer token, or ends the cookie session, that made the call. */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const auth = requireApiAuth(context)
		const em = context.get(emContext)
		if (auth.via === 'token') {
			await revokeApiToken(em, auth.tokenHash)
			return Response.json({ message: 'Logged out' })
		}
		const cookie = await endSession(em, request)
		return Response.json({ message: 'Logged out' }, { headers: { 'Set-Cookie': cookie } })
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
