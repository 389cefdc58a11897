import { z } from 'zod'
import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { careerPathOf, deleteCareerPath, updateCareerPath } from '../career-paths.server.ts'
import { CareerPathSchema, PATH_NOT_FOUND, PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/api.career-paths.$id'

const ALLOW = 'GET, PATCH, DELETE'

/** GET /api/career-paths/{id}: one of the seeker's paths; someone else's, or none, is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
		const id = parseRecordId(params.id)
		const path = id === null ? null : await careerPathOf(context.get(emContext), user, id)
		return path ? Response.json(path) : apiError(404, PATH_NOT_FOUND)
	})
}

/**
 * PATCH /api/career-paths/{id}: the fields sent replace the path's, the rest stay, and the whole
 * is checked as a new path is; its milestones follow the new skills (decision 151). The status is
 * not sent: it follows the milestones. DELETE removes the path and its milestones.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
		const em = context.get(emContext)
		const id = parseRecordId(params.id)
		const current = id === null ? null : await careerPathOf(em, user, id)
		if (id === null || !current) return apiError(404, PATH_NOT_FOUND)
		if (method === 'DELETE') {
			await deleteCareerPath(em, user, id)
			return Response.json({ message: 'Career path deleted', id })
		}
		const kept = {
			currentRole: current.currentRole,
			currentSalary: current.currentSalary,
			targetRole: current.targetRole,
			targetSalary: current.targetSalary,
			timeframe: current.timeframe,
			requiredSkills: current.requiredSkills,
		}
		const merged = z.preprocess((body) => ({ ...kept, ...(body as object) }), CareerPathSchema)
		const updated = await updateCareerPath(em, user, id, await readJsonBody(request, merged))
		return updated ? Response.json(updated) : apiError(404, PATH_NOT_FOUND)
	})
}
