// Salary benchmarking (docs/product.md §11, decision 132), employers only: what jobs on this board
// pay for a job title, industry and experience level, from its own listed and recently closed
// jobs. The filters are a GET form; the figures, charts and their tables need no JavaScript.
import { data } from 'react-router'
import { WhileRefreshing } from '../components/insights-loading.tsx'
import { InsightsAccessRestricted } from '../components/insights-access.tsx'
import { SalaryBenchmarkingFilters, type BenchmarkFilterValues } from '../components/salary-benchmarking-filters.tsx'
import { SalaryBenchmarkingMethod, SalaryBenchmarkingResults } from '../components/salary-benchmarking-results.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { emContext } from '../../../context.ts'
import { requireEmployer } from '../../../platform/auth.server.ts'
import { salaryBenchmark } from '../salary-benchmarks.server.ts'
import { BENCHMARK_WINDOW_DAYS } from '../salary-stats.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { INSIGHTS_RESTRICTED_MESSAGE } from '../insight-options.ts'
import { parseSalaryBenchmarkQuery } from '../salary-benchmark-query.ts'
import type { Route } from './+types/salary-benchmarking'

const PATH = '/salary-benchmarking'

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireEmployer(context, request, { message: INSIGHTS_RESTRICTED_MESSAGE, signedOut: 'refuse' })
	const params = new URL(request.url).searchParams
	const values: BenchmarkFilterValues = {
		jobTitle: params.get('jobTitle') ?? '',
		industry: params.get('industry') ?? '',
		experienceLevel: params.get('experienceLevel') ?? '',
	}
	const { query, errors } = parseSalaryBenchmarkQuery(params)
	if (!query) return data({ values, errors, benchmark: null }, { status: 400 })
	return { values, errors: null, benchmark: await salaryBenchmark(context.get(emContext), query) }
}

export default function SalaryBenchmarkingPage({ loaderData }: Route.ComponentProps) {
	const { values, errors, benchmark } = loaderData
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold text-gray-900">Salary Benchmarking</h1>
			<p className="mt-2 text-gray-700">
				What Warrington employers on this board pay, from their own job adverts: choose a job title, an industry or an
				experience level, or leave them empty for the whole board.
			</p>
			<SalaryBenchmarkingFilters values={values} errors={errors} />
			<WhileRefreshing>{benchmark ? <SalaryBenchmarkingResults benchmark={benchmark} /> : null}</WhileRefreshing>
			<SalaryBenchmarkingMethod windowDays={BENCHMARK_WINDOW_DAYS} />
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error && !accessRefusalOf(error)) return []
	return [{ title: 'Salary Benchmarking | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	if (refusal) return <InsightsAccessRestricted refusal={refusal} path={PATH} />
	return <ErrorPage error={error} />
}
