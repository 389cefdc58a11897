import { clientIpContext, emContext } from '../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from '../platform/api.server.ts'
import { issueApiToken } from '../platform/api-tokens.server.ts'
import { InvalidCredentialsError, signIn } from '../platform/auth.server.ts'
import { publicUser } from '../platform/users.server.ts'
import { SignInSchema } from '../utils/account-schemas.ts'
import type { Route } from './+types/api.login'

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const { email, password } = await readJsonBody(request, SignInSchema.omit({ redirectTo: true }))
		const em = context.get(emContext)
		try {
			const user = await signIn(em, context.get(clientIpContext), email, password)
			const token = await issueApiToken(em, user)
			return Response.json({ token, userType: user.userType, user: publicUser(user) })
		} catch (error) {
			if (error instanceof InvalidCredentialsError) return apiError(401, 'Invalid credentials')
			throw error
		}
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
