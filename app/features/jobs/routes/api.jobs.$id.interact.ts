import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { recordInteraction } from '../interactions.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { InteractionSchema } from '../../recommendations/seeker-options.ts'
import type { Route } from './+types/api.jobs.$id.interact'

export function loader() {
	return methodNotAllowed('POST')
}

/**
 * POST /api/jobs/{id}/interact { interactionType: "view" | "save" }: records that the signed-in
 * user viewed or saved a listed job (counted, one row per kind). Recording a save here does not
 * save the job: POST /api/jobs/{id}/save does both.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiUserType(context, 'employee', {
			message: 'Job interactions are recorded for job seeker accounts',
		})
		const { interactionType } = await readJsonBody(request, InteractionSchema)
		const id = parseJobId(params.id)
		if (id === null || !(await recordInteraction(context.get(emContext), user, id, interactionType)))
			return apiError(404, 'Job not found')
		return Response.json({ jobId: id, interactionType })
	})
}
