import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { saveJob, unsaveJob } from '../saved-jobs.server.ts'
import type { Route } from './+types/api.jobs.$id.save'

const ALLOW = 'POST, DELETE'

export function loader() {
	return methodNotAllowed(ALLOW)
}

/**
 * POST /api/jobs/{id}/save saves a listed job for the signed-in user (again is harmless) and
 * records a save interaction; DELETE /api/jobs/{id}/save removes it (removing one not saved is
 * harmless). 404 for a job that is not there (or, to save, not listed).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'POST' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiUserType(context, 'employee', { message: 'Only job seekers can save jobs' })
		const id = parseJobId(params.id)
		const em = context.get(emContext)
		const saving = method === 'POST'
		const done = id !== null && (saving ? await saveJob(em, user, id) : await unsaveJob(em, user, id))
		if (!done) return apiError(404, 'Job not found')
		return Response.json({ message: saving ? 'Job saved!' : 'Job removed', jobId: id, saved: saving })
	})
}
