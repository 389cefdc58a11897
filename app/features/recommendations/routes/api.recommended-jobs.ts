import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { recommendationPage } from '../recommendations.server.ts'
import type { Route } from './+types/api.recommended-jobs'

/**
 * GET /api/recommended-jobs and GET /api/user/recommendations (the second an alias, docs/product.md §19):
 * the jobs that suit the signed-in user best, best first, each a job as GET /api/jobs gives it
 * with its `score`, `reason` and `skills` (the job's skills the seeker has and lacks). Paged like
 * every list (`limit`, `offset`, X-Total-Count, Link). An empty array when there is nothing to go on yet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', {
			message: 'Job recommendations are for job seeker accounts',
		})
		const url = new URL(request.url)
		const page = readPage(url)
		const { items, total } = await recommendationPage(context.get(emContext), user, page)
		return pagedJson(url, page, {
			items: items.map(({ job, score, reason, skills }) => ({ ...job, score, reason, skills })),
			total,
		})
	})
}

export function action() {
	return methodNotAllowed('GET')
}
