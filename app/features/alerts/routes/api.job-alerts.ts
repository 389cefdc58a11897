import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { createJobAlert, jobAlertsOf, JobAlertLimitError } from '../job-alerts.server.ts'
import { JOB_ALERTS_FOR_SEEKERS, JobAlertSchema } from '../job-alert-schemas.ts'
import type { Route } from './+types/api.job-alerts'

/** An 11th alert: 409, what the seeker has conflicts with what they asked (decision 157). */
function jobAlertConflict(error: unknown) {
	return error instanceof JobAlertLimitError ? apiError(409, error.message) : null
}

/** GET /api/job-alerts: the job seeker's alerts, newest first; paged (`limit`, `offset`, X-Total-Count, Link). */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: JOB_ALERTS_FOR_SEEKERS })
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await jobAlertsOf(context.get(emContext), user, page))
	})
}

/**
 * POST /api/job-alerts { search?, location?, jobType?[], industry?[], salaryMin?, (any filter of
 * GET /api/jobs but sort and paging), frequency? (instant | daily | weekly, daily by default),
 * name? } → 201 with the alert. Its first mail has only jobs posted after it. An 11th alert is a 409.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('GET, POST')
		const { user } = requireApiUserType(context, 'employee', { message: JOB_ALERTS_FOR_SEEKERS })
		const input = await readJsonBody(request, JobAlertSchema)
		const alert = await createJobAlert(context.get(emContext), user, input)
		return Response.json(alert, { status: 201, headers: { Location: `/api/job-alerts/${alert.id}` } })
	}, jobAlertConflict)
}
