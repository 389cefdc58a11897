import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { enrolmentsOf } from '../course-enrolments.server.ts'
import { ENROLMENT_MESSAGES } from '../course-search.ts'
import type { Route } from './+types/api.user.course-enrollments'

/**
 * GET /api/user/course-enrollments: the job seeker's own enrolments, the latest first, each with
 * its course's summary, progress and certificate number once issued. Paged (`limit`, `offset`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: ENROLMENT_MESSAGES.seekersOnly })
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await enrolmentsOf(context.get(emContext), user, page))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
