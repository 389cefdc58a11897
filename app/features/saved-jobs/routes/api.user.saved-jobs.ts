import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { savedJobsOf } from '../saved-jobs.server.ts'
import type { Route } from './+types/api.user.saved-jobs'

/**
 * GET /api/user/saved-jobs and GET /api/saved-jobs (the second an alias, docs/product.md §19): the signed-in
 * user's saved jobs, newest first, each { id, jobId, savedAt, job }; paged (`limit`, `offset`,
 * X-Total-Count, Link: paging.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: 'Only job seekers can save jobs' })
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await savedJobsOf(context.get(emContext), user, page))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
