import { emContext } from '../context.ts'
import { apiHandler, methodNotAllowed, requireApiUserType } from '../platform/api.server.ts'
import { employerJobs } from '../services/jobs.server.ts'
import type { Route } from './+types/api.employer.jobs'

/**
 * GET /api/employer/jobs and its second address GET /api/employer-jobs: the signed-in
 * employer's jobs, active or not, newest first, each with its applicationCount.
 */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employer', {
			message: 'Only employer accounts have jobs to manage',
		})
		return Response.json(await employerJobs(context.get(emContext), user))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
