import { clientIpContext, emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, unauthorized } from '../../../platform/api.server.ts'
import { issueApiToken } from '../../../platform/api-tokens.server.ts'
import { AccountDisabledError, InvalidCredentialsError, signIn } from '../sign-in.server.ts'
import { publicUser } from '../../../platform/users.server.ts'
import { SignInApiSchema } from '../account-schemas.ts'
import type { Route } from './+types/api.login'

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const { email, password } = await readJsonBody(request, SignInApiSchema)
		const em = context.get(emContext)
		try {
			const user = await signIn(em, context.get(clientIpContext), email, password)
			const token = await issueApiToken(em, user)
			// A token must never be kept by a cache along the way, nor by the client's.
			return Response.json(
				{ token, userType: user.userType, user: publicUser(user) },
				{ headers: { 'Cache-Control': 'no-store' } },
			)
		} catch (error) {
			if (error instanceof InvalidCredentialsError) return unauthorized('Invalid credentials')
			if (error instanceof AccountDisabledError) return apiError(403, error.message)
			throw error
		}
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
