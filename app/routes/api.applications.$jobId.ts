import { emContext } from '../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../platform/api.server.ts'
import { pagedJson, readPage } from '../platform/paging.server.ts'
import { applicationsForOwnJob } from '../services/employer-applications.server.ts'
import { parseJobId } from '../platform/route-params.ts'
import type { Route } from './+types/api.applications.$jobId'

/**
 * GET /api/applications/{jobId}: the applications to one of the signed-in employer's jobs.
 * For anyone else the job does not exist (404), whoever they are (docs/product.md §22.11).
 * Pages like every list (`limit`, `offset`, X-Total-Count, Link: paging.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const url = new URL(request.url)
		const page = readPage(url)
		const jobId = parseJobId(params.jobId)
		const applications = jobId === null ? null : await applicationsForOwnJob(context.get(emContext), user, jobId, page)
		if (!applications) return apiError(404, 'Job not found')
		return pagedJson(url, page, applications)
	})
}

export function action() {
	return methodNotAllowed('GET')
}
