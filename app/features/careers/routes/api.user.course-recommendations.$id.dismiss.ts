import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { dismissCourseRecommendation } from '../course-recommendations.server.ts'
import { COURSE_RECOMMENDATIONS_FOR_SEEKERS, RECOMMENDATION_NOT_FOUND } from '../course-recommendations.ts'
import type { Route } from './+types/api.user.course-recommendations.$id.dismiss'

export function loader() {
	return methodNotAllowed('POST')
}

/**
 * POST /api/user/course-recommendations/{id}/dismiss (no body): the recommendation is no longer
 * listed, and its course is not recommended again. Dismissing twice is harmless; someone else's
 * recommendation, or none, is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiUserType(context, 'employee', { message: COURSE_RECOMMENDATIONS_FOR_SEEKERS })
		const id = parseRecordId(params.id)
		if (id === null || !(await dismissCourseRecommendation(context.get(emContext), user, id)))
			return apiError(404, RECOMMENDATION_NOT_FOUND)
		return Response.json({ message: 'Recommendation dismissed', id })
	})
}
