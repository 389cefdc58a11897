import { z } from 'zod'
import { emContext } from '../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../platform/api.server.ts'
import { parseRecordId } from '../platform/route-params.ts'
import { setMilestoneDone } from '../services/career-paths.server.ts'
import { MILESTONE_NOT_FOUND, PATHS_API_FOR_SEEKERS } from '../utils/career-path-schemas.ts'
import type { Route } from './+types/api.career-paths.$id.milestones.$milestoneId'

const TickSchema = z.object({
	isCompleted: z.boolean({ error: 'isCompleted must be true or false' }),
})

export const loader = () => methodNotAllowed('PATCH')

/**
 * PATCH /api/career-paths/{id}/milestones/{milestoneId} { isCompleted } → the path, its status
 * moved with the tick (planning → in_progress → completed, and back). Someone else's path, or a
 * milestone of another path, is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'PATCH') return methodNotAllowed('PATCH')
		const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
		const pathId = parseRecordId(params.id)
		const milestoneId = parseRecordId(params.milestoneId)
		if (pathId === null || milestoneId === null) return apiError(404, MILESTONE_NOT_FOUND)
		const { isCompleted } = await readJsonBody(request, TickSchema)
		const path = await setMilestoneDone(context.get(emContext), user, pathId, milestoneId, isCompleted)
		return path ? Response.json(path) : apiError(404, MILESTONE_NOT_FOUND)
	})
}
