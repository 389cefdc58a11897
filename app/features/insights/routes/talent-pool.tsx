// The local talent pool (docs/product.md §11, decisions 136 and 137), employers only: job seekers
// on this board counted by the industries and areas they prefer, their skills, notice and salary
// expectations, beside the jobs listed for them. Aggregates only; no group under 5 is shown.
import { data } from 'react-router'
import { WhileRefreshing } from '../components/insights-loading.tsx'
import { InsightsAccessRestricted } from '../components/insights-access.tsx'
import { NotEnoughData } from '../components/insight-parts.tsx'
import { TalentPoolFilters, type TalentPoolFilterValues } from '../components/talent-pool-filters.tsx'
import {
	TalentPoolCharts,
	TalentPoolRecommendations,
	TalentPoolSectors,
	TalentPoolTiles,
} from '../components/talent-pool-figures.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { emContext } from '../../../context.ts'
import { requireEmployer } from '../../../platform/auth.server.ts'
import { talentPoolInsights } from '../talent-pool.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { INSIGHTS_RESTRICTED_MESSAGE } from '../insight-options.ts'
import { parseTalentPoolQuery } from '../talent-pool-schema.ts'
import type { Route } from './+types/talent-pool'

const PATH = '/talent-pool'

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireEmployer(context, request, { message: INSIGHTS_RESTRICTED_MESSAGE, signedOut: 'refuse' })
	const params = new URL(request.url).searchParams
	const values: TalentPoolFilterValues = {
		industry: params.get('industry') ?? '',
		skillCategory: params.get('skillCategory') ?? '',
	}
	const { filters, errors } = parseTalentPoolQuery(params)
	if (!filters) return data({ values, errors, pool: null }, { status: 400 })
	return { values, errors: null, pool: await talentPoolInsights(context.get(emContext), filters) }
}

export default function TalentPoolPage({ loaderData }: Route.ComponentProps) {
	const { values, errors, pool } = loaderData
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold text-gray-900">Local Talent Pool</h1>
			<p className="mt-2 text-gray-700">
				Job seekers on Warrington Jobs, counted by what they told us they want: the industries and areas in their job
				preferences, and the skills, experience and notice period in their Quick Apply profiles. You see totals only,
				never a person, and no group of fewer than 5 people.
			</p>
			<TalentPoolFilters values={values} errors={errors} />
			<WhileRefreshing>
				{pool ? (
					pool.enoughData ? (
						<>
							<TalentPoolTiles pool={pool} />
							<TalentPoolSectors sectors={pool.sectors} />
							<TalentPoolCharts pool={pool} />
							<TalentPoolRecommendations actions={pool.recommendedActions} jobsCounted={pool.listedJobs !== null} />
						</>
					) : (
						<>
							<TalentPoolTiles pool={pool} />
							<div className="mt-8">
								<NotEnoughData detail={`${detailOf(pool.reason)} Nothing about them is shown; try a wider filter.`} />
							</div>
						</>
					)
				) : null}
			</WhileRefreshing>
		</div>
	)
}

/** The reason's sentence after the "Not enough data yet" that NotEnoughData shows as its heading. */
function detailOf(reason: string) {
	const detail = reason.replace(/^[^:]*:\s*/, '')
	return detail.charAt(0).toUpperCase() + detail.slice(1)
}

export function meta({ error }: Route.MetaArgs) {
	if (error && !accessRefusalOf(error)) return []
	return [{ title: 'Local Talent Pool | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	if (refusal) return <InsightsAccessRestricted refusal={refusal} path={PATH} />
	return <ErrorPage error={error} />
}
