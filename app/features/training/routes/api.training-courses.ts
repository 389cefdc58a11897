import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { searchCourses } from '../course-catalogue.server.ts'
import { COURSES_PER_PAGE, parseCourseSearch } from '../course-search.ts'
import type { Route } from './+types/api.training-courses'

/**
 * GET /api/training-courses?search&category&level, for anyone: the listed courses matching, as a
 * plain array (prices in pence, `placesLeft` null for no limit, `rating` null while there are no
 * ratings). Paged like every list (`limit`, `offset`, X-Total-Count, Link), and by `page` of
 * COURSES_PER_PAGE as /training pages. A category or level not in the lists is a 400 naming it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const url = new URL(request.url)
		const parsed = parseCourseSearch(url.searchParams)
		if (!parsed.success) {
			const errors: Record<string, string[]> = {}
			for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'query')] ??= []).push(issue.message)
			return apiError(400, 'Please check the search', errors)
		}
		const asked = readPage(url, COURSES_PER_PAGE)
		const { page: pageNumber, ...query } = parsed.data
		const page =
			url.searchParams.get('offset') || !pageNumber ? asked : { ...asked, offset: (pageNumber - 1) * asked.limit }
		return pagedJson(url, page, await searchCourses(context.get(emContext), query, page), {
			headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' },
		})
	})
}

export function action() {
	return methodNotAllowed('GET')
}
