import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed } from '../../../platform/api.server.ts'
import { syncJobSourceNow, toJobSourceView } from '../job-sources.server.ts'
import { ownSourceFor } from '../job-source-api.server.ts'
import type { Route } from './+types/api.employer.job-sources.$id.sync'

export function loader() {
	return methodNotAllowed('POST')
}

/** POST /api/employer/job-sources/{id}/sync: the sync is queued (202); a paused source is resumed. */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('POST')
		const source = await ownSourceFor(context, params.id)
		await syncJobSourceNow(context.get(emContext), source)
		return Response.json(toJobSourceView(source), { status: 202 })
	})
}
