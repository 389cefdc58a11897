import { useNavigation } from 'react-router'
import type { JobView } from '../../jobs/job-views.server.ts'
import { formatCount, formatLongDate } from '../../../ui/format.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import type { DashboardTab } from './dashboard-tabs.ts'
import type { FailedMove } from './application-stage.tsx'
import { JobApplications, type OpenApplications } from './job-applications.tsx'
import { ConfirmDeleteJob, DeleteJobLink, JobActiveToggle } from './job-controls.tsx'
import { SponsorJob, SponsorshipStatus } from './job-sponsorship.tsx'
import { sourceWords } from '../../jobs/imported-from.ts'

const STATUS_LABELS: Record<JobView['status'], string> = { active: 'Active', inactive: 'Inactive', ended: 'Ended' }

/**
 * One of the employer's own jobs, with how many applications it has had; a job applied for on the
 * employer's own site (imported, with an applyUrl) with how many times "Apply on … site" was pressed.
 */
export type EmployerJob = JobView & { applicationCount: number; outboundClicks: number | null }

/** What the card counts: applications here, or for an imported job the clicks on to the employer's site. */
function countsOf(job: EmployerJob) {
	if (job.outboundClicks !== null) {
		const clicks = job.outboundClicks
		return (
			<span data-outbound-clicks>
				{clicks === 1 ? '1 click' : `${formatCount(clicks)} clicks`} on “Apply on your site”
			</span>
		)
	}
	const applications =
		job.applicationCount === 1 ? '1 application' : `${formatCount(job.applicationCount)} applications`
	return <span data-application-count>{applications}</span>
}

/**
 * One of the employer's jobs on their dashboard: not the listing's card (which sells the job to
 * seekers) but the employer's view of it, with its figures, status and the controls to manage it.
 */
export function EmployerJobCard({
	job,
	tab,
	now,
	open,
	failedMove,
	confirmingDelete,
	sponsorshipUnavailable,
}: {
	job: EmployerJob
	tab: DashboardTab
	now: string
	/** The applications when the employer has opened them; null while closed. */
	open: OpenApplications | null
	failedMove: FailedMove
	confirmingDelete: boolean
	sponsorshipUnavailable: string | null
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('jobId') === String(job.id)
	// Worked out when the dashboard was read: a listing past its end shows as ended at once.
	const ended = job.status === 'ended'
	const here = `?tab=${tab}`
	const headingId = `job-${job.id}-title`
	return (
		<article
			id={`job-${job.id}`}
			aria-labelledby={headingId}
			className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
		>
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h3 id={headingId} className="text-lg font-semibold">
						{job.title}
					</h3>
					<p className="text-sm text-gray-700">
						{job.company} · {job.location}
					</p>
					<p className="mt-1 text-sm text-gray-700">
						Posted {formatLongDate(job.postedAt)} · {countsOf(job)}
					</p>
					{job.importedFrom ? (
						<p className="mt-1 text-sm text-gray-700">Imported from your {sourceWords(job.importedFrom)}</p>
					) : null}
					{ended ? (
						<p className="mt-1 text-sm font-medium text-amber-800">
							Listing ended on {formatLongDate(job.expiresAt)}; job seekers no longer see it.
						</p>
					) : null}
					<SponsorshipStatus job={job} now={now} />
				</div>
				<div className="flex flex-wrap gap-2">
					{job.isSponsored ? (
						<span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
							Sponsored
						</span>
					) : null}
					<span
						className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${job.status === 'active' ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-800'}`}
					>
						{STATUS_LABELS[job.status]}
					</span>
				</div>
			</div>

			<div className="mt-4 flex flex-wrap gap-2">
				{/* A job applied for on the employer's site has no applications here, unless it had some before. */}
				{job.outboundClicks !== null && job.applicationCount === 0 && !open ? null : (
					<ButtonLink
						to={open ? here : `${here}&applications=${job.id}#job-${job.id}`}
						preventScrollReset
						variant="secondary"
						size="sm"
						className="inline-flex items-center"
						aria-expanded={open ? true : false}
						aria-controls={open ? `job-${job.id}-applications` : undefined}
					>
						{open ? 'Hide Applications' : 'View Applications'} ({formatCount(job.applicationCount)})
						<span className="sr-only">: {job.title}</span>
					</ButtonLink>
				)}
				<ButtonLink to={`/jobs/${job.id}`} variant="secondary" size="sm" className="inline-flex items-center">
					View Job<span className="sr-only">: {job.title}</span>
				</ButtonLink>
				<ButtonLink
					to={`/employer-dashboard/jobs/${job.id}/skills`}
					variant="secondary"
					size="sm"
					className="inline-flex items-center"
				>
					Edit Skills<span className="sr-only">: {job.title}</span>
				</ButtonLink>
				{ended ? null : <JobActiveToggle job={job} tab={tab} busy={busy} />}
				{confirmingDelete ? null : <DeleteJobLink job={job} tab={tab} />}
			</div>

			{confirmingDelete ? <ConfirmDeleteJob job={job} tab={tab} busy={busy} /> : null}
			{job.status === 'active' ? <SponsorJob job={job} now={now} unavailable={sponsorshipUnavailable} /> : null}
			{open ? <JobApplications title={job.title} open={open} failed={failedMove} /> : null}
		</article>
	)
}
