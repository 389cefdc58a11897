import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { log } from '../../../platform/logger.server.ts'
import { generateCourseRecommendations, NothingToScoreError } from '../course-recommendations.server.ts'
import { COURSE_RECOMMENDATIONS_FOR_SEEKERS, GENERATING_FAILED } from '../course-recommendations.ts'
import type { Route } from './+types/api.user.generate-recommendations'

export function loader() {
	return methodNotAllowed('POST')
}

/**
 * POST /api/user/generate-recommendations (no body): works the job seeker's course recommendations
 * out again and answers the new list, best first (at most 3). Nothing to score from
 * (no skills, assessment or preferred industries) is a 422; a failure is a 500 "Error generating
 * recommendations".
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiUserType(context, 'employee', { message: COURSE_RECOMMENDATIONS_FOR_SEEKERS })
		try {
			const { items, total } = await generateCourseRecommendations(context.get(emContext), user)
			return Response.json(items, { headers: { 'X-Total-Count': String(total) } })
		} catch (error) {
			if (error instanceof NothingToScoreError) return apiError(422, error.message)
			log().error({ err: error, userId: user.id }, 'Generating course recommendations failed')
			return apiError(500, GENERATING_FAILED)
		}
	})
}
