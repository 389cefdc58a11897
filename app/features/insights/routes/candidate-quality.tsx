import { data } from 'react-router'
import { BarChart } from '../components/bar-chart.tsx'
import { CandidateQualityCard } from '../components/candidate-quality-card.tsx'
import { CandidateQualityExplainer } from '../components/candidate-quality-explainer.tsx'
import { CandidateQualityFilters } from '../components/candidate-quality-filters.tsx'
import { NotEnoughData, StatTile } from '../components/insight-parts.tsx'
import { WhileRefreshing } from '../components/insights-loading.tsx'
import { InsightsAccessRestricted } from '../components/insights-access.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { emContext } from '../../../context.ts'
import { requireEmployer } from '../../../platform/auth.server.ts'
import { CandidateJobNotFoundError, candidateQuality, ownJobsForFilter } from '../candidate-quality.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { CANDIDATE_SORT_VALUES, type CandidateSort } from '../candidate-quality-schema.ts'
import { INSIGHTS_RESTRICTED_MESSAGE } from '../insight-options.ts'
import type { Route } from './+types/candidate-quality'

const PER_PAGE = 10
const JOB_NOT_YOURS = 'We could not find that job among yours. Choose one of your jobs from the list.'

/** The page's query, read leniently: an unknown sort is the default, a page past the end is the last. */
function readQuery(url: URL) {
	const sortParam = url.searchParams.get('sort')
	const sort: CandidateSort = CANDIDATE_SORT_VALUES.includes(sortParam as CandidateSort)
		? (sortParam as CandidateSort)
		: 'overallScore'
	const jobParam = url.searchParams.get('jobId') ?? ''
	const jobId = jobParam === '' ? undefined : /^[1-9]\d{0,9}$/.test(jobParam) ? Number(jobParam) : 0
	const pageParam = Number(url.searchParams.get('page') ?? '1')
	const page = Number.isSafeInteger(pageParam) && pageParam >= 1 ? pageParam : 1
	return { sort, jobId, page }
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireEmployer(context, request, { message: INSIGHTS_RESTRICTED_MESSAGE, signedOut: 'refuse' })
	const em = context.get(emContext)
	const { sort, jobId, page } = readQuery(new URL(request.url))
	const pageOf = (number: number) => ({ limit: PER_PAGE, offset: (number - 1) * PER_PAGE })
	try {
		let result = await candidateQuality(em, user, { jobId, sort }, pageOf(page))
		const pages = Math.max(1, Math.ceil(result.total / PER_PAGE))
		// A page past the end (the list shrank, or the address was typed) shows the last one.
		if (page > pages) result = await candidateQuality(em, user, { jobId, sort }, pageOf(pages))
		return { ...result, sort, page: Math.min(page, pages), pages, jobNotFound: false as const }
	} catch (error) {
		if (!(error instanceof CandidateJobNotFoundError)) throw error
		const jobs = await ownJobsForFilter(em, user)
		return data(
			{ jobs, job: null, summary: null, items: [], total: 0, sort, page: 1, pages: 1, jobNotFound: true as const },
			{ status: 404 },
		)
	}
}

export default function CandidateQuality({ loaderData }: Route.ComponentProps) {
	const { jobs, job, summary, items, total, sort, page, pages, jobNotFound } = loaderData
	const good = summary?.bands.find((band) => band.band === 'good')?.count ?? 0
	const excellent = summary?.bands.find((band) => band.band === 'excellent')?.count ?? 0
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold">Candidate Quality Scoring</h1>
			<p className="mt-2 text-gray-700">
				How well the people who applied to your jobs match what each advert asks for, scored from what they sent you.
			</p>
			<CandidateQualityFilters jobs={jobs} jobId={job?.id ?? null} sort={sort} />

			<WhileRefreshing>
				{jobNotFound ? (
					<div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
						<p className="font-semibold">Job not found</p>
						<p className="text-sm">{JOB_NOT_YOURS}</p>
					</div>
				) : summary && summary.scored === 0 ? (
					<div className="mt-8 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-6 text-center">
						<h2 className="text-xl font-semibold">No applications to score yet</h2>
						<p className="mt-2 text-gray-700">
							{job
								? `Nobody has applied to “${job.title}” yet.`
								: 'When people apply to your jobs, each application is scored here.'}
						</p>
						<div className="mt-4 flex flex-wrap justify-center gap-3">
							<ButtonLink to="/post-job">Post a Job</ButtonLink>
							<ButtonLink to="/employer-dashboard" variant="secondary">
								Employer Dashboard
							</ButtonLink>
						</div>
					</div>
				) : summary ? (
					<>
						<section aria-labelledby="summary-heading" className="mt-8">
							<h2 id="summary-heading" className="sr-only">
								Summary{job ? ` for ${job.title}` : ''}
							</h2>
							<div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
								<StatTile label="Applications scored" value={summary.scored.toLocaleString('en-GB')} />
								<StatTile
									label="Average score"
									value={summary.averageScore === null ? null : `${summary.averageScore}/100`}
								/>
								<StatTile label="Excellent matches" value={excellent.toLocaleString('en-GB')} note="Scored 80-100" />
								<StatTile label="Good matches" value={good.toLocaleString('en-GB')} note="Scored 60-79" />
							</div>
						</section>
						<section aria-labelledby="distribution-heading" className="mt-8">
							<h2 id="distribution-heading" className="text-xl font-semibold">
								Score distribution
							</h2>
							<div className="mt-3">
								{summary.scored > 0 ? (
									<BarChart
										title={`Applications by score range${job ? `: ${job.title}` : ''}`}
										valueHeading="Applications"
										bars={summary.bands.map((band) => ({ label: band.label, value: band.count }))}
									/>
								) : (
									<NotEnoughData />
								)}
							</div>
						</section>
						<section aria-labelledby="candidates-heading" className="mt-8">
							<h2 id="candidates-heading" className="text-xl font-semibold">
								Candidates ({total.toLocaleString('en-GB')})
							</h2>
							<ul className="mt-3 flex flex-col gap-4">
								{items.map((score) => (
									<li key={score.applicationId}>
										<CandidateQualityCard score={score} />
									</li>
								))}
							</ul>
							<Pagination page={page} pageCount={pages} label="Candidate pages" />
						</section>
					</>
				) : null}
			</WhileRefreshing>
			<CandidateQualityExplainer />
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error && !accessRefusalOf(error)) return []
	return [{ title: 'Candidate Quality Scoring | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	if (refusal) return <InsightsAccessRestricted refusal={refusal} path="/candidate-quality" />
	return <ErrorPage error={error} />
}
