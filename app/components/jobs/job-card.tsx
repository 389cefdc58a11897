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

// Outline icons drawn on a 24-unit grid; docs/product.md §21 gives five industries their own
// icon and a briefcase for every other.
const INDUSTRY_ICON_PATHS: Record<string, string> = {
	Healthcare: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z',
	Education: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6',
	Technology: 'M5 5h14v10H5zM2 19h20',
	Retail: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
	Government: 'M3 9l9-5 9 5M5 10v8M10 10v8M14 10v8M19 10v8M3 20h18',
}
const DEFAULT_ICON_PATH = 'M3 8h18v12H3zM8 8V5h8v3M3 13h18'

/** The industry's outline icon; its stroke is drawn by the `.icon` class (app.css). */
function IndustryIcon({ industry }: { industry: string }) {
	return (
		<svg aria-hidden="true" viewBox="0 0 24 24" className="icon">
			<path d={INDUSTRY_ICON_PATHS[industry] ?? DEFAULT_ICON_PATH} />
		</svg>
	)
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
			<div className="job-icon">
				<IndustryIcon industry={job.industry} />
			</div>
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
