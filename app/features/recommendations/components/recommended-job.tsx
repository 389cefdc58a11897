// A recommended job as /recommendations lists it (why it was picked, a save heart, View Details),
// and what the page shows when there is nothing to recommend yet.
import type { ComponentProps } from 'react'
import type { JobCardData } from '../../jobs/components/job-card.tsx'
import { SaveJobButton } from '../../saved-jobs/components/save-heart.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { PreferencesDialog } from './preferences-form.tsx'
import { RECOMMENDATIONS_PATH as HERE } from './recommendations-states.tsx'

type RecommendedJobData = JobCardData & {
	jobType: string
	reason: string
	/** The job's skills the seeker has and lacks; null when they list none (the dashboard passes none). */
	skills?: { matched: string[]; missing: string[] } | null
}
type Preferences = ComponentProps<typeof PreferencesDialog>['defaults']

export function RecommendedJob({ job, topMatch }: { job: RecommendedJobData; topMatch: boolean }) {
	return (
		<article
			aria-labelledby={`recommended-${job.id}`}
			className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
		>
			<div className="flex flex-wrap items-start justify-between gap-2">
				<div className="min-w-0">
					{topMatch ? (
						<p className="mb-1 inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
							Top Match
						</p>
					) : null}
					<h3 id={`recommended-${job.id}`} className="text-lg font-semibold">
						{job.title}
					</h3>
					<p className="font-medium text-gray-800">{job.company}</p>
				</div>
				<SaveJobButton job={job} redirectTo={HERE} />
			</div>
			<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
				<span>{job.location}</span>
				{job.salary ? <span className="font-medium text-green-800">{job.salary}</span> : null}
				<span>{job.jobType}</span>
				<time dateTime={job.postedAt}>{job.postedAge}</time>
			</p>
			<p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-brand-800">
				<svg
					aria-hidden="true"
					viewBox="0 0 24 24"
					fill="none"
					stroke="currentColor"
					strokeWidth="2"
					className="mt-0.5 size-4 shrink-0"
				>
					<path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
				</svg>
				<span>
					<span className="sr-only">Why: </span>
					{job.reason}
				</span>
			</p>
			{job.skills && job.skills.matched.length + job.skills.missing.length > 0 ? (
				<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-sm">
					<dt className="font-medium text-gray-800">Your skills it asks for:</dt>
					<dd className="text-gray-700">{job.skills.matched.join(', ') || 'none yet'}</dd>
					<dt className="font-medium text-gray-800">Skills you have not listed:</dt>
					<dd className="text-gray-700">{job.skills.missing.join(', ') || 'none'}</dd>
				</dl>
			) : null}
			<p className="mt-2 text-sm text-gray-700">{job.summary}</p>
			<ButtonLink to={`/jobs/${job.id}`} className="mt-3 inline-block text-sm">
				View Details<span className="sr-only">: {job.title}</span>
			</ButtonLink>
		</article>
	)
}

export function NoRecommendations({ preferences, className }: { preferences: Preferences; className: string }) {
	return (
		<div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
			<h3 className="text-lg font-semibold">No recommendations yet</h3>
			<p className="mx-auto mt-1 max-w-prose text-gray-700">
				Set your job preferences, or save and view a few jobs, and we will suggest local jobs that suit you.
			</p>
			<div className="mt-4 flex flex-wrap justify-center gap-3">
				<PreferencesDialog defaults={preferences} redirectTo={HERE} className={className}>
					Set Job Preferences
				</PreferencesDialog>
				<ButtonLink to="/">Browse Jobs</ButtonLink>
			</div>
		</div>
	)
}
