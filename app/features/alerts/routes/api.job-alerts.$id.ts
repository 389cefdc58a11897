import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { deleteJobAlert, jobAlertOf, updateJobAlert } from '../job-alerts.server.ts'
import { JOB_ALERTS_FOR_SEEKERS, JobAlertChangeSchema } from '../job-alert-schemas.ts'
import type { Route } from './+types/api.job-alerts.$id'

const ALLOW = 'GET, PATCH, DELETE'
const notFound = () => apiError(404, 'Job alert not found')

/** GET /api/job-alerts/{id}: one of the seeker's alerts; anyone else's, or none, is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: JOB_ALERTS_FOR_SEEKERS })
		const id = parseRecordId(params.id)
		const alert = id === null ? null : await jobAlertOf(context.get(emContext), user, id)
		return alert ? Response.json(alert) : notFound()
	})
}

/**
 * PATCH /api/job-alerts/{id} { frequency?, paused?, name? }: what is sent changes, the rest stays
 * (the search itself is not changed: make another alert). DELETE removes it. Anyone else's alert,
 * or none, is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiUserType(context, 'employee', { message: JOB_ALERTS_FOR_SEEKERS })
		const em = context.get(emContext)
		const id = parseRecordId(params.id)
		if (id === null || !(await jobAlertOf(em, user, id))) return notFound()
		if (method === 'DELETE') {
			if (!(await deleteJobAlert(em, user, id))) return notFound()
			return Response.json({ message: 'Job alert deleted', id })
		}
		const updated = await updateJobAlert(em, user, id, await readJsonBody(request, JobAlertChangeSchema))
		return updated ? Response.json(updated) : notFound()
	})
}
