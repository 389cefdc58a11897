// What a marketing page linked the job seeker dashboard with: a job alert offer, or a search.
import { Form, Link, useNavigation } from 'react-router'
import { formatCount } from '../../utils/format.ts'
import { tabHref, type JobAlert } from '../../utils/seeker-dashboard.ts'
import { JobCard, type JobCardData } from '../jobs/job-card.tsx'
import { Button, ButtonLink } from '../ui/button.tsx'

type LinkedSearch = { words: string; area: string; listingHref: string; total: number; jobs: JobCardData[] }

export function JobAlertOffer({ alert }: { alert: JobAlert }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save-alert'
	if (alert.category === 'unknown') {
		return (
			<section aria-labelledby="job-alert-heading" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
				<h2 id="job-alert-heading" className="text-lg font-semibold">
					Job alerts
				</h2>
				<p className="mt-1 text-gray-800">
					Choose the kinds of job you want in your job preferences, and matching jobs will appear in your
					recommendations.
				</p>
				<ButtonLink to="/preferences" size="lg" className="mt-3 inline-flex items-center justify-center">
					Set Job Preferences
				</ButtonLink>
			</section>
		)
	}
	return (
		<section aria-labelledby="job-alert-heading" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
			<h2 id="job-alert-heading" className="text-lg font-semibold">
				Job alerts for {alert.label} jobs
			</h2>
			{alert.alreadySaved ? (
				<p className="mt-1 text-gray-800">
					{alert.industry} is already in your job preferences: new {alert.label} jobs appear in your{' '}
					<Link to={tabHref('', 'recommendations')} className="font-semibold text-brand-700 underline">
						recommendations
					</Link>
					.
				</p>
			) : (
				<>
					<p className="mt-1 text-gray-800">
						Save {alert.industry} to your job preferences and new {alert.label} jobs in Warrington will appear in your
						recommendations here.
					</p>
					<Form method="post" className="mt-3 flex flex-wrap gap-2">
						<input type="hidden" name="intent" value="save-alert" />
						<input type="hidden" name="category" value={alert.category} />
						<Button disabled={busy} size="lg" className="inline-flex items-center justify-center">
							{busy ? 'Saving...' : `Save ${alert.industry} to My Preferences`}
						</Button>
						<ButtonLink
							to="/preferences"
							variant="secondary"
							size="lg"
							className="inline-flex items-center justify-center"
						>
							Edit All Preferences
						</ButtonLink>
					</Form>
				</>
			)}
		</section>
	)
}

export function LinkedSearchResults({ search, here }: { search: LinkedSearch; here: string }) {
	const where = search.area || 'Warrington'
	const heading = search.words ? `Jobs matching “${search.words}” in ${where}` : `Jobs in ${where}`
	return (
		<section aria-labelledby="linked-search-heading" className="mt-8">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="linked-search-heading" className="text-2xl font-bold">
					{heading}
				</h2>
				<p className="text-gray-700">
					{search.total === 1 ? '1 job found' : `${formatCount(search.total)} jobs found`}
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
					<ul className="mt-4 flex flex-col gap-4">
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
							See all {formatCount(search.total)} jobs
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
