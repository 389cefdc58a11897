import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { talentPoolInsights } from '../talent-pool.server.ts'
import { INSIGHTS_RESTRICTED_MESSAGE } from '../insight-options.ts'
import { parseTalentPoolQuery } from '../talent-pool-schema.ts'
import type { Route } from './+types/api.talent-pool-insights'

/**
 * GET /api/talent-pool-insights?industry=&skillCategory= (employers only): the local talent pool
 * as aggregates, never a person and no group under 5 (decision 137 describes the answer). Every
 * list in it is bounded by a fixed list (industries, areas, categories, notice periods, salary
 * bands; at most 10 top skills, 4 sectors, 5 recommendations), so none is paged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		requireApiUserType(context, 'employer', { message: INSIGHTS_RESTRICTED_MESSAGE })
		const { filters, errors } = parseTalentPoolQuery(new URL(request.url).searchParams)
		if (!filters) return apiError(400, 'Please check the filters', errors)
		return Response.json(await talentPoolInsights(context.get(emContext), filters), {
			headers: { 'Cache-Control': 'private, no-store' },
		})
	})
}

export function action() {
	return methodNotAllowed('GET')
}
