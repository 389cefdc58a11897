import { emContext } from '../context.ts'
import { apiHandler, methodNotAllowed, requireApiAuth } from '../platform/api.server.ts'
import { savedJobsOf } from '../services/saved-jobs.server.ts'
import type { Route } from './+types/api.user.saved-jobs'

/**
 * GET /api/user/saved-jobs and GET /api/saved-jobs (the second an alias, docs/product.md §19): the signed-in
 * user's saved jobs, newest first, each { id, jobId, savedAt, job }.
 */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		return Response.json(await savedJobsOf(context.get(emContext), user))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
