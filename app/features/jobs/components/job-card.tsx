import { SaveJobButton } from '../../saved-jobs/components/save-heart.tsx'
import type { JobView } from '../job-views.server.ts'
import { excerpt, postedAge } from '../../../ui/format.ts'
import { formatMilesAway } from '../postcode.ts'
import { offeredSeekerTools, useViewerType } from '../../../platform/viewer.ts'

/**
 * What a listing card needs: the description already cut, the age already worded (on the server).
 * The page's data carries twenty of these, so a flag that is off and a distance that is not measured
 * are left out rather than sent as false and null (decision 176).
 */
export type JobCardData = {
	id: number
	title: string
	company: string
	location: string
	salary: string | null
	industry: string
	isSponsored?: true
	postedAt: string
	postedAge: string
	summary: string
	/** Whether the signed-in seeker has saved it; never for anonymous visitors. */
	saved?: true
	/** "2.4 miles away" in a search near a postcode. */
	distance?: string
	/** "£0.40 an hour above the Warrington median for care assistants", when there is a median (decision 206). */
	pay?: string
	/** "Below the National Minimum Wage for ages 21 and over", when it is. */
	belowMinimumWage?: string
}

export function toJobCard(job: JobView, now: Date = new Date(), saved = false): JobCardData {
	return {
		id: job.id,
		title: job.title,
		company: job.company,
		location: job.location,
		salary: job.salary,
		industry: job.industry,
		...(job.isSponsored ? { isSponsored: true } : {}),
		// To the minute (2026-11-24T17:33Z), which the age it dates needs: twenty cards, twice each (the HTML and its data).
		postedAt: `${job.postedAt.slice(0, 16)}Z`,
		postedAge: postedAge(job.postedAt, now),
		summary: excerpt(job.description),
		...(saved ? { saved: true } : {}),
		...(job.distanceMiles === undefined ? {} : { distance: formatMilesAway(job.distanceMiles) }),
		...(job.pay?.local ? { pay: job.pay.local.summary } : {}),
		...(job.pay?.minimumWage.summary ? { belowMinimumWage: job.pay.minimumWage.summary } : {}),
	}
}

// docs/product.md §21 gives five industries their own icon and a briefcase for every other; each is
// a CSS mask the card paints beside its text (app.css, `.job-card` and its `.icon-*` classes).
const INDUSTRY_ICON_CLASSES: Record<string, string> = {
	Healthcare: 'job-card icon-healthcare',
	Education: 'job-card icon-education',
	Technology: 'job-card icon-technology',
	Retail: 'job-card icon-retail',
	Government: 'job-card icon-government',
}

/**
 * One job in the results. The title is the card's link, stretched over the whole card by its
 * ::after box; Apply Now and the save heart sit above that box so they stay their own targets
 * (no nested links, and the heart's form outside any other form). Twenty of these make most of
 * the listing's HTML, so their looks are the short `.job-*` classes of app.css. Its two links are
 * plain `<a>`s: the list around the cards navigates on a click (`useDelegatedNavigation`), and React
 * Router finds the job page's route then (one small manifest request), not ahead (decision 242).
 */
export function JobCard({ job, redirectTo }: { job: JobCardData; redirectTo: string }) {
	// An employer is not applying: the job is theirs to view, with no heart to save it.
	const seekerTools = offeredSeekerTools(useViewerType())
	return (
		// One grid, no wrappers (app.css): the industry's square, then the title with the tools beside it,
		// then three paragraphs styled by their place (company, the facts, the summary), the pay against
		// the local median when there is one, then Apply Now.
		<article className={INDUSTRY_ICON_CLASSES[job.industry] ?? 'job-card'}>
			<h3>
				<a className="job-link" href={`/jobs/${job.id}`}>
					{job.title}
				</a>
			</h3>
			{job.isSponsored || seekerTools ? (
				<div className="job-tools">
					{job.isSponsored ? <span className="badge-sponsored">Sponsored</span> : null}
					{seekerTools ? <SaveJobButton job={job} redirectTo={redirectTo} /> : null}
				</div>
			) : null}
			<p>{job.company}</p>
			<p>
				<span>{job.location}</span>
				{job.distance ? <span>{job.distance}</span> : null}
				{job.salary ? <span className="job-salary">{job.salary}</span> : null}
				<time dateTime={job.postedAt}>{job.postedAge}</time>
			</p>
			<p>{job.summary}</p>
			{/* After the summary, so the card's paragraphs keep their places (app.css). */}
			<JobPay job={job} />
			{/* A primary button's looks, given by `.job-apply` alone (app.css). */}
			<a className="job-apply" href={`/jobs/${job.id}`}>
				{seekerTools ? 'Apply Now' : 'View Job'}
				<span className="sr-only">{`: ${job.title}`}</span>
			</a>
		</article>
	)
}

/**
 * A job's pay against the local median and the minimum wage (decision 206), when either is said:
 * the minimum wage first, in red (`.job-pay`, app.css).
 */
export function JobPay({ job, className = 'job-pay' }: { job: JobCardData; className?: string }) {
	if (!job.pay && !job.belowMinimumWage) return null
	return (
		<p className={className}>
			{job.belowMinimumWage ? <strong>{job.belowMinimumWage}</strong> : null}
			{job.pay ? <span>{job.pay}</span> : null}
		</p>
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
