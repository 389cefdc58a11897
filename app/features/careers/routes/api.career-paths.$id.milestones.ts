import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { addMilestone, MilestoneLimitError } from '../career-milestones.server.ts'
import { MilestoneSchema, PATH_NOT_FOUND, PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/api.career-paths.$id.milestones'

export const loader = () => methodNotAllowed('POST')

/**
 * POST /api/career-paths/{id}/milestones { title, description?, targetDate?, skillsGained? (a list,
 * or text separated by commas) } → 201 with the path: the seeker's own milestone, before the last
 * ("Apply for … roles"); a completed path is in progress again. Someone else's path is a 404; a
 * 31st milestone a 409.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
			const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
			const id = parseRecordId(params.id)
			if (id === null) return apiError(404, PATH_NOT_FOUND)
			const input = await readJsonBody(request, MilestoneSchema)
			const path = await addMilestone(context.get(emContext), user, id, input)
			return path ? Response.json(path, { status: 201 }) : apiError(404, PATH_NOT_FOUND)
		},
		(error) => (error instanceof MilestoneLimitError ? apiError(409, error.message) : null),
	)
}
