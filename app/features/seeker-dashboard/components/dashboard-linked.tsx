// What a marketing page linked the job seeker dashboard with: a job alert offer, or a search.
import { Link } from 'react-router'
import { useDelegatedNavigation } from '../../../platform/render/delegated-navigation.ts'
import { formatCount } from '../../../ui/format.ts'
import { JOB_ALERT_LIMIT_MESSAGE, MAX_JOB_ALERTS_PER_USER } from '../../alerts/job-alert-limits.ts'
import type { JobAlertFrequency } from '../../alerts/job-alert-schemas.ts'
import { tabHref } from '../dashboard-tabs.ts'
import type { JobAlertOffer as JobAlertOfferData } from '../seeker-dashboard.ts'
import { CreateAlertForm } from '../../alerts/components/create-alert-form.tsx'
import { JobCard, type JobCardData } from '../../jobs/components/job-card.tsx'
import { ButtonLink } from '../../../ui/button.tsx'

/** `capped`: more than `total` jobs match (the search counted only up to its cap, decision 249). */
type LinkedSearch = {
	words: string
	area: string
	listingHref: string
	total: number
	capped: boolean
	jobs: JobCardData[]
}

/** The job alert a link offers to make: its search named, and the form. */
export function JobAlertOffer({
	offer,
	frequency,
	alertCount,
}: {
	offer: JobAlertOfferData
	frequency: JobAlertFrequency
	alertCount: number
}) {
	return (
		<section aria-labelledby="job-alert-heading" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
			<h2 id="job-alert-heading" className="text-lg font-semibold">
				Job alerts: {offer.summary}
			</h2>
			{alertCount >= MAX_JOB_ALERTS_PER_USER ? (
				<p className="mt-1 text-gray-800">
					{JOB_ALERT_LIMIT_MESSAGE}{' '}
					<Link to={tabHref('', 'alerts')} className="font-semibold text-brand-700 underline">
						See your alerts
					</Link>
				</p>
			) : (
				<>
					<p className="mt-1 text-gray-800">
						We email you new jobs for this search, only those posted after you sign up. Every email has a link to stop
						it.
					</p>
					<CreateAlertForm
						criteria={offer.criteria}
						frequency={frequency}
						idPrefix="offer-alert"
						label="Create Job Alert"
					/>
				</>
			)}
		</section>
	)
}

export function LinkedSearchResults({ search, here }: { search: LinkedSearch; here: string }) {
	const where = search.area || 'Warrington'
	const heading = search.words ? `Jobs matching “${search.words}” in ${where}` : `Jobs in ${where}`
	// The cards' links are plain <a>s: a click on one navigates from the list.
	const onCardClick = useDelegatedNavigation()
	return (
		<section aria-labelledby="linked-search-heading" className="mt-8">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="linked-search-heading" className="text-2xl font-bold">
					{heading}
				</h2>
				<p className="text-gray-700">
					{search.capped
						? `More than ${formatCount(search.total)} jobs found`
						: search.total === 1
							? '1 job found'
							: `${formatCount(search.total)} jobs found`}
				</p>
			</div>
			{search.jobs.length === 0 ? (
				<div className="mt-4 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
					<h3 className="text-lg font-semibold">No jobs found</h3>
					<p className="mt-1 text-gray-700">
						Nothing matches this search right now. Try the full listing with fewer words or another area.
					</p>
					<Link to="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
						Browse All Jobs
					</Link>
				</div>
			) : (
				<>
					<ul className="mt-4 flex flex-col gap-4" onClick={onCardClick}>
						{search.jobs.map((job) => (
							<li key={job.id}>
								<JobCard job={job} redirectTo={here} />
							</li>
						))}
					</ul>
					{search.total > search.jobs.length ? (
						<ButtonLink
							to={search.listingHref}
							variant="secondary"
							size="lg"
							className="mt-4 inline-flex items-center justify-center"
						>
							{search.capped ? 'See all the jobs' : `See all ${formatCount(search.total)} jobs`}
						</ButtonLink>
					) : (
						<Link to={search.listingHref} className="mt-4 inline-block font-semibold text-brand-700 underline">
							Open this search in the jobs listing
						</Link>
					)}
				</>
			)}
		</section>
	)
}
