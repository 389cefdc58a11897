import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { recommendationsFor } from '../recommendations.server.ts'
import type { Route } from './+types/api.recommended-jobs'

/** How many jobs the API recommends, as the /recommendations screen shows. */
export const API_RECOMMENDATIONS = 20

/**
 * GET /api/recommended-jobs and GET /api/user/recommendations (the second an alias, docs/product.md §19):
 * the jobs that suit the signed-in user best, best first, each a job as GET /api/jobs gives it
 * with its `score`, `reason` and `skills` (the job's skills the seeker has and lacks). An empty array when there is nothing to go on yet.
 */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', {
			message: 'Job recommendations are for job seeker accounts',
		})
		const recommendations = await recommendationsFor(context.get(emContext), user, { limit: API_RECOMMENDATIONS })
		return Response.json(recommendations.map(({ job, score, reason, skills }) => ({ ...job, score, reason, skills })))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
