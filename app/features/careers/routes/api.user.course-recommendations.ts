import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { courseRecommendationsOf } from '../course-recommendations.server.ts'
import { COURSE_RECOMMENDATIONS_FOR_SEEKERS } from '../course-recommendations.ts'
import type { Route } from './+types/api.user.course-recommendations'

/**
 * GET /api/user/course-recommendations: the job seeker's course recommendations not dismissed,
 * best first; paged (`limit`, `offset`, X-Total-Count, Link). Each names its course (price in
 * pence) and its stars, percent, reason and skill gaps (decision 150).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: COURSE_RECOMMENDATIONS_FOR_SEEKERS })
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await courseRecommendationsOf(context.get(emContext), user, page))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
