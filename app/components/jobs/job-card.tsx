import { Link } from 'react-router'
import { SaveJobButton } from './save-heart.tsx'
import type { JobView } from '../../services/job-views.server.ts'
import { excerpt, postedAge } from '../../utils/format.ts'
import { formatMilesAway } from '../../utils/postcode.ts'
import { offeredSeekerTools, useViewerType } from '../../utils/viewer.ts'
import { ButtonLink } from '../ui/button.tsx'

/** What a listing card needs: the description already cut, the age already worded (on the server). */
export type JobCardData = {
	id: number
	title: string
	company: string
	location: string
	salary: string | null
	industry: string
	isSponsored: boolean
	postedAt: string
	postedAge: string
	summary: string
	/** Whether the signed-in seeker has saved it; false for anonymous visitors. */
	saved: boolean
	/** "2.4 miles away" in a search near a postcode (decision 159), else null. */
	distance: string | null
}

export function toJobCard(job: JobView, now: Date = new Date(), saved = false): JobCardData {
	return {
		id: job.id,
		title: job.title,
		company: job.company,
		location: job.location,
		salary: job.salary,
		industry: job.industry,
		isSponsored: job.isSponsored,
		postedAt: job.postedAt,
		postedAge: postedAge(job.postedAt, now),
		summary: excerpt(job.description),
		saved,
		distance: job.distanceMiles === undefined ? null : formatMilesAway(job.distanceMiles),
	}
}

// docs/product.md §21 gives five industries their own icon and a briefcase for every other; each is
// a CSS mask in app.css (`.job-icon` and its `.icon-*` classes).
const INDUSTRY_ICON_CLASSES: Record<string, string> = {
	Healthcare: 'job-icon icon-healthcare',
	Education: 'job-icon icon-education',
	Technology: 'job-icon icon-technology',
	Retail: 'job-icon icon-retail',
	Government: 'job-icon icon-government',
}

/**
 * One job in the results. The title is the card's link, stretched over the whole card by its
 * ::after box; Apply Now and the save heart sit above that box so they stay their own targets
 * (no nested links, and the heart's form outside any other form). Twenty of these make most of
 * the listing's HTML, so their looks are the short `.job-*` classes of app.css (decision 169), and
 * only the title's link asks React Router to discover the job page's route ahead of a click.
 */
export function JobCard({ job, redirectTo }: { job: JobCardData; redirectTo: string }) {
	// An employer is not applying: the job is theirs to view, with no heart to save it (decision 116).
	const seekerTools = offeredSeekerTools(useViewerType())
	return (
		<article className="job-card">
			<div aria-hidden="true" className={INDUSTRY_ICON_CLASSES[job.industry] ?? 'job-icon'} />
			<div className="job-body">
				<div className="job-head">
					<h3>
						<Link to={`/jobs/${job.id}`} className="job-link">
							{job.title}
						</Link>
					</h3>
					{job.isSponsored || seekerTools ? (
						<div className="job-tools">
							{job.isSponsored ? <span className="badge-sponsored">Sponsored</span> : null}
							{seekerTools ? <SaveJobButton job={job} redirectTo={redirectTo} /> : null}
						</div>
					) : null}
				</div>
				<p className="job-company">{job.company}</p>
				<p className="job-meta">
					<span>{job.location}</span>
					{job.distance ? <span>{job.distance}</span> : null}
					{job.salary ? <span className="job-salary">{job.salary}</span> : null}
					<time dateTime={job.postedAt}>{job.postedAge}</time>
				</p>
				<p className="job-summary">{job.summary}</p>
				<ButtonLink to={`/jobs/${job.id}`} discover="none" className="job-apply">
					{seekerTools ? 'Apply Now' : 'View Job'}
					<span className="sr-only">{`: ${job.title}`}</span>
				</ButtonLink>
			</div>
		</article>
	)
}

/** A grey stand-in for a card while new results load. */
export function JobCardSkeleton() {
	return (
		<div className="flex animate-pulse gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
			<div className="hidden size-11 shrink-0 rounded-md bg-gray-200 sm:block" />
			<div className="flex-1 space-y-3">
				<div className="h-5 w-2/3 rounded bg-gray-200" />
				<div className="h-4 w-1/3 rounded bg-gray-200" />
				<div className="h-4 w-full rounded bg-gray-200" />
				<div className="h-4 w-5/6 rounded bg-gray-200" />
			</div>
		</div>
	)
}
