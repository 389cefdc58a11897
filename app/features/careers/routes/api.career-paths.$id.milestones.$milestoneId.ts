import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { deleteMilestone, MilestoneNotOwnError, setMilestoneDone } from '../career-milestones.server.ts'
import { MILESTONE_NOT_FOUND, MilestoneTickSchema, PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/api.career-paths.$id.milestones.$milestoneId'

export const loader = () => methodNotAllowed('PATCH, DELETE')

/**
 * PATCH /api/career-paths/{id}/milestones/{milestoneId} { isCompleted } → the path, its status
 * moved with the tick (planning → in_progress → completed, and back). DELETE removes a milestone
 * the seeker added (one made from the path's skills or target role is a 409: edit the path) → the
 * path. Someone else's path, or a milestone of another path, is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			const method = request.method.toUpperCase()
			if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed('PATCH, DELETE')
			const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
			const pathId = parseRecordId(params.id)
			const milestoneId = parseRecordId(params.milestoneId)
			if (pathId === null || milestoneId === null) return apiError(404, MILESTONE_NOT_FOUND)
			const em = context.get(emContext)
			const path =
				method === 'DELETE'
					? await deleteMilestone(em, user, pathId, milestoneId)
					: await setMilestoneDone(
							em,
							user,
							pathId,
							milestoneId,
							(await readJsonBody(request, MilestoneTickSchema)).isCompleted,
						)
			return path ? Response.json(path) : apiError(404, MILESTONE_NOT_FOUND)
		},
		(error) => (error instanceof MilestoneNotOwnError ? apiError(409, error.message) : null),
	)
}
