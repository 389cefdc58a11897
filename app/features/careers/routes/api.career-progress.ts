import { emContext } from '../../../context.ts'
import { apiHandler, requireApiUserType } from '../../../platform/api.server.ts'
import { careerProgressOf } from '../career-paths.server.ts'
import { PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/api.career-progress'

/**
 * GET /api/career-progress → { totalPaths, activePaths, completedPaths, skillsGained, paths }: the
 * progress summary counted from the seeker's paths and milestones (`paths`: each one's milestones
 * done of all).
 */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
		return Response.json(await careerProgressOf(context.get(emContext), user))
	})
}
