import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { unsaveJob } from '../saved-jobs.server.ts'
import type { Route } from './+types/api.user.saved-jobs.$jobId'

export function loader() {
	return methodNotAllowed('DELETE')
}

/** DELETE /api/user/saved-jobs/{jobId}: removes the job from the signed-in user's saved jobs; 404 when there is no such job. */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'DELETE') return methodNotAllowed('DELETE')
		const { user } = requireApiUserType(context, 'employee', { message: 'Only job seekers can save jobs' })
		const id = parseJobId(params.jobId)
		if (id === null || !(await unsaveJob(context.get(emContext), user, id))) return apiError(404, 'Job not found')
		return Response.json({ message: 'Job removed', jobId: id, saved: false })
	})
}
