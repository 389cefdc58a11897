import { apiHandler, methodNotAllowed, requireApiAuth } from '../platform/api.server.ts'
import { publicUser } from '../platform/users.server.ts'
import type { Route } from './+types/api.user'

export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		return Response.json(publicUser(user), { headers: { 'Cache-Control': 'private, no-store' } })
	})
}

export function action() {
	return methodNotAllowed('GET')
}
