import { apiHandler, methodNotAllowed, requireApiAuth } from '../../services/api.server.ts'
import { publicUser } from '../../services/users.server.ts'
import type { Route } from './+types/user'

export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context, request)
		return Response.json(publicUser(user), { headers: { 'Cache-Control': 'private, no-store' } })
	})
}

export function action() {
	return methodNotAllowed('GET')
}
