import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { salaryBenchmark } from '../salary-benchmarks.server.ts'
import { INSIGHTS_RESTRICTED_MESSAGE } from '../insight-options.ts'
import { parseSalaryBenchmarkQuery } from '../salary-benchmark-query.ts'
import type { Route } from './+types/api.salary-benchmarks'

/**
 * GET /api/salary-benchmarks?jobTitle=&industry=&experienceLevel=: employers only. One benchmark
 * (decision 132): the specification's fields (jobTitle, industry, location, experience,
 * averageSalary, minSalary, maxSalary, dataPoints) with the quartiles, the sample, whether the
 * match was widened and why, the spread by area and the distribution in salary bands. Its two
 * lists are fixed and short (the board's areas, eight bands), so the answer is one object, not paged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		requireApiUserType(context, 'employer', { message: INSIGHTS_RESTRICTED_MESSAGE })
		const { query, errors } = parseSalaryBenchmarkQuery(new URL(request.url).searchParams)
		if (!query) return apiError(400, 'Please check the benchmark’s filters', errors)
		return Response.json(await salaryBenchmark(context.get(emContext), query))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
