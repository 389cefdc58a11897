import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { marketTrendsPage } from '../market-trends.server.ts'
import type { Route } from './+types/api.market-trends'

/**
 * GET /api/market-trends, for anyone: one item per industry with a job posted in the last six
 * calendar months, the busiest first: `industry`, `region`, `jobsPosted` and `months` (`month`,
 * `jobsPosted`, `averageSalary`). Paged like every list (`limit`, `offset`, X-Total-Count, Link;
 * decision 131).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await marketTrendsPage(context.get(emContext), page), {
			headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' },
		})
	})
}

export function action() {
	return methodNotAllowed('GET')
}
