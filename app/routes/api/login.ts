import { clientIpContext, emContext } from '../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody } from '../../services/api.server.ts'
import { issueApiToken } from '../../services/api-tokens.server.ts'
import { InvalidCredentialsError, signIn } from '../../services/auth.server.ts'
import { publicUser } from '../../services/users.server.ts'
import { SignInSchema } from '../../utils/account-schemas.ts'
import type { Route } from './+types/login'

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
