// The listing's results: the count, the sort, then the jobs (or skeletons while a search loads,
// or a word that nothing matched) and the pages.
import { Link } from 'react-router'
import { DISTANCE_SORT, SORT_OPTIONS } from '../job-options.ts'
import { useDelegatedNavigation } from '../../../platform/render/delegated-navigation.ts'
import { formatCount } from '../../../ui/format.ts'
import { ListingAlertBox } from '../../alerts/components/create-alert-form.tsx'
import { Button } from '../../../ui/button.tsx'
import { JobCard, JobCardSkeleton, type JobCardData } from './job-card.tsx'
import type { ListingQuery } from './listing-filters.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { SEARCH_FORM } from './use-live-search.ts'

const SKELETON_CARDS = 5

export function ListingResults({
	query,
	jobs,
	total,
	capped,
	pageCount,
	lastPage,
	loading,
	hydrated,
	listingHref,
	alert,
	feedHref,
	correction,
}: {
	query: ListingQuery
	jobs: JobCardData[]
	total: number
	/** More than `total` match: the search's count stopped at its cap (decision 249). */
	capped: boolean
	pageCount: number
	/** This page is not full, so no page follows it (what a capped count cannot say). */
	lastPage: boolean
	loading: boolean
	/** Without JavaScript the sort needs its own button. */
	hydrated: boolean
	/** Where a heart's POST comes back to. */
	listingHref: string
	/** The search as a job alert would watch it, for "Get alerts for this search". */
	alert: { criteria: string; summary: string }
	/** This search's RSS feed. */
	feedHref: string
	/** When the words as typed found nothing: the corrected search whose jobs these are, and its address. */
	correction: { search: string; href: string } | null
}) {
	// The cards' links are plain <a>s: a click on one navigates from here.
	const onCardClick = useDelegatedNavigation()
	return (
		<div className="min-w-0">
			<section id="jobs" aria-labelledby="results-heading" className="min-w-0 scroll-mt-4">
				<div className="flex flex-wrap items-end justify-between gap-3">
					<h2 id="results-heading" aria-live="polite" aria-atomic="true" className="text-2xl font-bold">
						{`Job Results (${capped ? 'more than ' : ''}${formatCount(total)})`}
					</h2>
					{query.measured ? (
						<p className="w-full text-gray-700 sm:order-last">
							Within {query.radius === '1' ? '1 mile' : `${query.radius} miles`} of {query.near.toUpperCase()}
						</p>
					) : null}
					<div className="flex items-center gap-2">
						<label htmlFor="sort" className="text-sm font-medium text-gray-800">
							Sort by
						</label>
						<select
							id="sort"
							name="sort"
							form={SEARCH_FORM}
							defaultValue={query.sort}
							className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
						>
							{(query.measured ? [...SORT_OPTIONS, DISTANCE_SORT] : SORT_OPTIONS).map((option) => (
								<option key={option.value} value={option.value}>
									{option.label}
								</option>
							))}
						</select>
						{hydrated ? null : (
							<Button form={SEARCH_FORM} variant="secondary" size="sm">
								Sort
							</Button>
						)}
					</div>
				</div>

				{correction && !loading ? (
					<p className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-gray-900" data-testid="did-you-mean">
						No jobs found for “{query.search}”. Did you mean{' '}
						<Link to={correction.href} discover="none" className="font-semibold text-blue-700 underline">
							{correction.search}
						</Link>
						? Showing jobs for “{correction.search}”.
					</p>
				) : null}

				{loading ? (
					<ul aria-busy="true" aria-label="Loading jobs" className="mt-6 space-y-4">
						{Array.from({ length: SKELETON_CARDS }, (_, index) => (
							<li key={index}>
								<JobCardSkeleton />
							</li>
						))}
					</ul>
				) : jobs.length ? (
					<>
						<ul className="mt-6 space-y-4" onClick={onCardClick}>
							{jobs.map((job) => (
								<li key={job.id}>
									<JobCard job={job} redirectTo={listingHref} />
								</li>
							))}
						</ul>
						<Pagination page={query.page} pageCount={pageCount} more={capped} last={lastPage} anchor="#jobs" />
					</>
				) : (
					<div className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
						<h3 className="text-lg font-semibold">No jobs found</h3>
						<p className="mt-2 text-gray-700">Try adjusting your search criteria or filters</p>
					</div>
				)}
			</section>
			<ListingAlertBox criteria={alert.criteria} summary={alert.summary} />
			<p className="mt-4 text-gray-800">
				Or follow it in a feed reader:{' '}
				{/* A document, not a screen: `type` leaves the click to the browser (delegated-navigation.ts). */}
				<a href={feedHref} type="application/rss+xml" className="font-semibold text-blue-700 underline">
					Feed for this search
				</a>
			</p>
		</div>
	)
}
