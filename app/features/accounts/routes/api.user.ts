// GET /api/user: the signed-in user. DELETE /api/user: deletes the account and everything
// personal to it, after the password in the JSON body `{ "password": "…" }` (decision 164):
// 400 without one, 403 for a wrong one (counted as a sign-in attempt; 429 past the limits).
import { clientIpContext, emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiAuth } from '../../../platform/api.server.ts'
import { endSession } from '../../../platform/session.server.ts'
import { publicUser } from '../../../platform/users.server.ts'
import { deleteAccount, WrongPasswordError } from '../account-deletion.server.ts'
import { DeleteAccountSchema } from '../account-schemas.ts'
import type { Route } from './+types/api.user'

const ALLOW = 'GET, DELETE'

export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		return Response.json(publicUser(user), { headers: { 'Cache-Control': 'private, no-store' } })
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			if (request.method.toUpperCase() !== 'DELETE') return methodNotAllowed(ALLOW)
			const auth = requireApiAuth(context)
			const { password } = await readJsonBody(request, DeleteAccountSchema)
			const em = context.get(emContext)
			await deleteAccount(em, context.get(clientIpContext), auth.user, password)
			// Every session and token of the account has gone with it; a browser's cookie goes too.
			const headers = auth.via === 'session' ? { 'Set-Cookie': await endSession(em, request) } : undefined
			return Response.json({ message: 'Account deleted' }, { headers })
		},
		(error) =>
			error instanceof WrongPasswordError ? apiError(403, error.message, { password: [error.message] }) : null,
	)
}
