import { emContext } from '../context.ts'
import { apiHandler, methodNotAllowed, requireApiAuth } from '../platform/api.server.ts'
import { userApplications } from '../services/seeker-applications.server.ts'
import type { Route } from './+types/api.user.applications'

/** GET /api/user/applications: the signed-in seeker's applications, newest first (id, appliedAt, cvFileName, job). */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		return Response.json(await userApplications(context.get(emContext), user), {
			headers: { 'Cache-Control': 'private, no-store' },
		})
	})
}

export function action() {
	return methodNotAllowed('GET')
}
