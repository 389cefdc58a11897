import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed } from '../../../platform/api.server.ts'
import { marketInsights } from '../market.server.ts'
import type { Route } from './+types/api.market-insights'

/**
 * GET /api/market-insights, for anyone: the specification's shape (docs/product.md §19) with
 * growthRate and companiesHiring beside it, computed from the board's own jobs (decision 130).
 * Null figures mean too few jobs to compute them from.
 */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const figures = await marketInsights(context.get(emContext))
		return Response.json(
			{
				totalJobs: figures.totalJobs,
				newJobsThisWeek: figures.newJobsThisWeek,
				averageSalary: figures.averageSalary,
				companiesHiring: figures.companiesHiring,
				growthRate: figures.growthRate,
				topIndustries: figures.topIndustries,
				topSkills: figures.topSkills,
				salaryRanges: figures.salaryRanges,
				locationData: figures.locationData,
				companyActivity: figures.companyActivity,
			},
			{ headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' } },
		)
	})
}

export function action() {
	return methodNotAllowed('GET')
}
