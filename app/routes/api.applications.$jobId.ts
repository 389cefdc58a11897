import { emContext } from '../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../platform/api.server.ts'
import { applicationsForOwnJob } from '../services/employer-applications.server.ts'
import { parseJobId } from '../platform/route-params.ts'
import type { Route } from './+types/api.applications.$jobId'

/**
 * GET /api/applications/{jobId}: the applications to one of the signed-in employer's jobs.
 * For anyone else the job does not exist (404), whoever they are (docs/product.md §22.11).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const jobId = parseJobId(params.jobId)
		const applications = jobId === null ? null : await applicationsForOwnJob(context.get(emContext), user, jobId)
		if (!applications) return apiError(404, 'Job not found')
		return Response.json(applications)
	})
}

export function action() {
	return methodNotAllowed('GET')
}
