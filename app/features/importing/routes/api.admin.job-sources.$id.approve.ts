import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { approveJobSource, JobSourceNotFoundError, toJobSourceView } from '../job-sources.server.ts'
import type { Route } from './+types/api.admin.job-sources.$id.approve'

export function loader() {
	return methodNotAllowed('POST')
}

/** POST /api/admin/job-sources/{id}/approve: an admin trusts a source; its sync is queued. */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			if (request.method !== 'POST') return methodNotAllowed('POST')
			const { user } = requireApiUserType(context, 'admin', { message: 'Only admins approve job sources' })
			const id = parseRecordId(params.id)
			if (id === null) return apiError(404, 'Job source not found')
			const source = await approveJobSource(context.get(emContext), user, id)
			return Response.json(toJobSourceView(source))
		},
		(error) => (error instanceof JobSourceNotFoundError ? apiError(404, error.message) : null),
	)
}
