import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { CandidateJobNotFoundError, candidateQuality } from '../candidate-quality.server.ts'
import { candidateQualityQueryOf } from '../candidate-quality-schema.ts'
import { INSIGHTS_RESTRICTED_MESSAGE } from '../insight-options.ts'
import type { Route } from './+types/api.candidate-quality-scores'

/**
 * GET /api/candidate-quality-scores?jobId=&sort=&limit=&offset=: the signed-in employer's own
 * applications, each scored (docs/product.md §19, decisions 134 and 135), as a plain array paged like
 * every list. A jobId that is not one of their jobs is a 404, whoever owns it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(
		async () => {
			const { user } = requireApiUserType(context, 'employer', { message: INSIGHTS_RESTRICTED_MESSAGE })
			const url = new URL(request.url)
			const query = candidateQualityQueryOf(url)
			if (!query.success) {
				const errors: Record<string, string[]> = {}
				for (const issue of query.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message)
				return apiError(400, 'Please check the filters', errors)
			}
			const page = readPage(url)
			const { items, total } = await candidateQuality(context.get(emContext), user, query.data, page)
			return pagedJson(url, page, {
				items: items.map(({ applicantName: _shownOnThePageOnly, ...score }) => score),
				total,
			})
		},
		(error) => (error instanceof CandidateJobNotFoundError ? apiError(404, 'Job not found') : null),
	)
}

export function action() {
	return methodNotAllowed('GET')
}
