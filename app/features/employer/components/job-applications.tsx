import type { applicationsForOwnJob } from '../employer-applications.server.ts'
import { STAGE_LABELS, type ApplicationStage } from '../application-stages.ts'
import { formatLongDate } from '../../../ui/format.ts'
import { QuickApplyBadge, QuickApplyDetails } from '../../applying/components/quick-apply-details.tsx'
import { StageControl, StageFilter, type FailedMove } from './application-stage.tsx'

/** One application as the employer reads it under their job. */
type JobApplication = NonNullable<Awaited<ReturnType<typeof applicationsForOwnJob>>>['items'][number]

/** A job's applications as the dashboard opens them: those at the stage `shown` (all when null), and how many are at each. */
export type OpenApplications = {
	jobId: number
	applications: JobApplication[]
	shown: ApplicationStage | null
	counts: Record<ApplicationStage, number>
}

/**
 * The applications panel a job card opens: who applied, when, their message, letter, CV and Quick
 * Apply details, and their stage with the form that moves it; filtered by stage.
 */
export function JobApplications({
	title,
	open,
	failed,
}: {
	title: string
	open: OpenApplications
	failed: FailedMove
}) {
	const { jobId, applications, shown, counts } = open
	const any = Object.values(counts).some((count) => count > 0)
	const headingId = `job-${jobId}-applications-heading`
	return (
		<section
			id={`job-${jobId}-applications`}
			aria-labelledby={headingId}
			className="mt-4 border-t border-gray-200 pt-4"
		>
			<h4 id={headingId} className="font-semibold">
				Applications for {title}
			</h4>
			{any ? <StageFilter jobId={jobId} shown={shown} counts={counts} /> : null}
			{!any ? (
				<div className="mt-3 rounded-md bg-gray-50 p-4 text-center">
					<p className="font-semibold">No Applications Yet</p>
					<p className="text-sm text-gray-700">Applications for this job will appear here.</p>
				</div>
			) : applications.length === 0 ? (
				<div className="mt-3 rounded-md bg-gray-50 p-4 text-center">
					<p className="font-semibold">No applications at {shown ? STAGE_LABELS[shown] : 'this stage'}</p>
				</div>
			) : (
				<ul className="mt-3 flex flex-col gap-3">
					{applications.map((application) => (
						<li
							key={application.id}
							id={`application-${application.id}`}
							className="scroll-mt-4 rounded-md border border-gray-200 p-4"
						>
							<ApplicationEntry application={application} shown={shown} failed={failed} />
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

function ApplicationEntry({
	application,
	shown,
	failed,
}: {
	application: JobApplication
	shown: ApplicationStage | null
	failed: FailedMove
}) {
	return (
		<>
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<p className="font-semibold">
					{application.applicantName} {application.kind === 'quick' ? <QuickApplyBadge /> : null}
				</p>
				<p className="text-sm text-gray-700">Applied {formatLongDate(application.appliedAt)}</p>
			</div>
			<a href={`mailto:${application.applicantEmail}`} className="text-sm font-medium text-brand-700 underline">
				{application.applicantEmail}
			</a>
			{application.message ? (
				<div className="mt-2">
					<p className="text-sm font-medium text-gray-800">Message</p>
					<p className="whitespace-pre-line text-sm text-gray-800">{application.message}</p>
				</div>
			) : null}
			{application.coveringLetter ? (
				<div className="mt-2">
					<p className="text-sm font-medium text-gray-800">Covering letter</p>
					<p className="whitespace-pre-line text-sm text-gray-800">{application.coveringLetter}</p>
				</div>
			) : null}
			{application.cvFileName ? (
				<p className="mt-2 text-sm">
					<span className="font-medium text-gray-800">CV: </span>
					{application.cvFileUrl ? (
						<a
							href={application.cvFileUrl}
							download={application.cvFileName}
							className="font-medium text-brand-700 underline"
						>
							{application.cvFileName}
							<span className="sr-only"> (download)</span>
						</a>
					) : (
						<span>{application.cvFileName} (no longer stored)</span>
					)}
				</p>
			) : null}
			<QuickApplyDetails details={application.quickApplyProfile} videoPitchUrl={application.videoPitchUrl} />
			{/* A new form once the move is stored, so the note just sent is not left in it to be sent again. */}
			<StageControl
				key={application.stageChangedAt ?? 'not moved'}
				application={application}
				shown={shown}
				failed={failed}
			/>
		</>
	)
}
