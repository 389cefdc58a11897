// The job seeker dashboard's three tabs: My Applications, Saved Jobs and Recommendations.
import { Link } from 'react-router'
import type { ApplicationBadge } from '../application-badge.ts'
import { STAGE_LABELS, type ApplicationStage } from '../../employer/application-stage-labels.ts'
import { useDelegatedNavigation } from '../../../platform/render/delegated-navigation.ts'
import { JobCard, type JobCardData } from '../../jobs/components/job-card.tsx'
import { SaveJobButton } from '../../saved-jobs/components/save-heart.tsx'

type JobSummary = { id: number; title: string; company: string; location: string; salary: string | null }

type DashboardApplication = {
	id: number
	appliedAt: string
	appliedOn: string
	/** The guess from its age, shown only while the employer has not moved it (§22.49). */
	badge: ApplicationBadge
	/** Where the employer has moved it, when ("24 November 2026") and their note; null until they do. */
	stage: { stage: ApplicationStage; on: string; changedAt: string; note: string | null } | null
	cvFileName: string | null
	/** `id` is null for a deleted job; a job no longer listed has no page to link to. */
	job: Omit<JobSummary, 'id'> & { id: number | null; isListed: boolean }
}

type DashboardSavedJob = {
	id: number
	savedOn: string
	job: JobSummary & { summary: string; isListed: boolean }
}

type DashboardRecommendation = { reason: string; job: JobCardData }

function EmptyTab({ title, text, to, linkText }: { title: string; text: string; to: string; linkText: string }) {
	return (
		<div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
			<h3 className="text-lg font-semibold">{title}</h3>
			<p className="mt-1 text-gray-700">{text}</p>
			<Link to={to} className="mt-4 inline-block font-semibold text-brand-700 underline">
				{linkText}
			</Link>
		</div>
	)
}

const BADGE_STYLES: Record<ApplicationBadge, string> = {
	'Just Applied': 'bg-green-100 text-green-900',
	Pending: 'bg-amber-100 text-amber-900',
	'Under Review': 'bg-blue-100 text-blue-900',
}

const STAGE_STYLES: Record<ApplicationStage, string> = {
	received: 'bg-gray-100 text-gray-900',
	reviewed: 'bg-blue-100 text-blue-900',
	shortlisted: 'bg-indigo-100 text-indigo-900',
	interviewing: 'bg-purple-100 text-purple-900',
	offered: 'bg-green-100 text-green-900',
	hired: 'bg-green-700 text-white',
	rejected: 'bg-gray-200 text-gray-900',
}

export function ApplicationsTab({ applications }: { applications: DashboardApplication[] }) {
	return (
		<section aria-labelledby="tab-heading">
			<h2 id="tab-heading" className="sr-only">
				My Applications
			</h2>
			{applications.length === 0 ? (
				<EmptyTab
					title="No applications yet"
					text="Jobs you apply for will appear here, so you can keep track of them."
					to="/"
					linkText="Find Jobs"
				/>
			) : (
				<ul className="flex flex-col gap-4">
					{applications.map((application) => (
						<li key={application.id}>
							<ApplicationCard application={application} />
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

/** One application: a link to its job while the job is listed; else what was applied for, and that it is gone. */
function ApplicationCard({ application }: { application: DashboardApplication }) {
	const { job } = application
	const listedId = job.isListed ? job.id : null
	return (
		<article
			className={`relative rounded-lg border border-gray-200 bg-white p-5 shadow-sm ${listedId === null ? '' : 'hover:border-brand-600'}`}
		>
			<div className="flex flex-wrap items-start justify-between gap-2">
				<h3 className="text-lg font-semibold">
					{listedId === null ? (
						job.title
					) : (
						<Link
							to={`/jobs/${listedId}`}
							className="after:absolute after:inset-0 after:rounded-lg hover:text-brand-700"
						>
							{job.title}
						</Link>
					)}
				</h3>
				{application.stage ? (
					<span
						className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_STYLES[application.stage.stage]}`}
						data-badge
						data-stage
					>
						{STAGE_LABELS[application.stage.stage]}
					</span>
				) : listedId === null ? null : (
					<span
						className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_STYLES[application.badge]}`}
						data-badge
					>
						{application.badge}
					</span>
				)}
			</div>
			<p className="font-medium text-gray-800">{job.company}</p>
			<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
				<span>{job.location}</span>
				{job.salary ? <span className="font-medium text-green-800">{job.salary}</span> : null}
				<span>
					Applied <time dateTime={application.appliedAt}>{application.appliedOn}</time>
				</span>
				{application.cvFileName ? <span>CV: {application.cvFileName}</span> : null}
			</p>
			{application.stage ? <StageNews stage={application.stage} company={job.company} /> : null}
			{listedId === null ? (
				<p className="mt-1 text-sm font-medium text-amber-800">This job is no longer available.</p>
			) : null}
		</article>
	)
}

/** What the employer last did with the application: the stage, its date and their note. */
function StageNews({ stage, company }: { stage: NonNullable<DashboardApplication['stage']>; company: string }) {
	return (
		<div className="mt-2 text-sm text-gray-800">
			<p>
				{STAGE_LABELS[stage.stage]} on <time dateTime={stage.changedAt}>{stage.on}</time>
			</p>
			{stage.note ? (
				<p className="mt-1 whitespace-pre-line">
					<span className="font-medium">Note from {company}: </span>
					{stage.note}
				</p>
			) : null}
		</div>
	)
}

export function SavedJobsTab({ saved, here }: { saved: DashboardSavedJob[]; here: string }) {
	return (
		<section aria-labelledby="tab-heading">
			<h2 id="tab-heading" className="sr-only">
				Saved Jobs
			</h2>
			{saved.length === 0 ? (
				<EmptyTab
					title="No saved jobs yet"
					text="Press the heart on any job to save it for later; it will wait for you here."
					to="/"
					linkText="Find Jobs"
				/>
			) : (
				<ul className="flex flex-col gap-4">
					{saved.map(({ id, job, savedOn }) => (
						<li key={id}>
							<article className="relative rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-600">
								<div className="flex flex-wrap items-start justify-between gap-2">
									<h3 className="text-lg font-semibold">
										<Link
											to={`/jobs/${job.id}`}
											className="after:absolute after:inset-0 after:rounded-lg hover:text-brand-700"
										>
											{job.title}
										</Link>
									</h3>
									<SaveJobButton job={{ id: job.id, title: job.title, saved: true }} redirectTo={here} />
								</div>
								<p className="font-medium text-gray-800">{job.company}</p>
								<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
									<span>{job.location}</span>
									{job.salary ? <span className="font-medium text-green-800">{job.salary}</span> : null}
									<span>Saved {savedOn}</span>
								</p>
								{job.isListed ? null : (
									<p className="mt-1 text-sm font-medium text-amber-800">This job is no longer listed.</p>
								)}
								<p className="mt-2 text-sm text-gray-700">{job.summary}</p>
							</article>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

export function RecommendationsTab({
	recommendations,
	total,
	here,
}: {
	recommendations: DashboardRecommendation[]
	total: number
	here: string
}) {
	// The cards' links are plain <a>s: a click on one navigates from the list.
	const onCardClick = useDelegatedNavigation()
	return (
		<section aria-labelledby="tab-heading">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="tab-heading" className="text-xl font-semibold">
					Recommended for you
				</h2>
				{total > 0 ? (
					<Link to="/recommendations" className="font-semibold text-brand-700 underline">
						See All<span className="sr-only"> recommendations</span>
					</Link>
				) : null}
			</div>
			{recommendations.length === 0 ? (
				<div className="mt-4">
					<EmptyTab
						title="No recommendations yet"
						text="Set your job preferences, or save and view a few jobs, and we will suggest jobs that suit you."
						to="/preferences"
						linkText="Set Job Preferences"
					/>
				</div>
			) : (
				<ul className="mt-4 flex flex-col gap-4" onClick={onCardClick}>
					{recommendations.map(({ job, reason }) => (
						<li key={job.id}>
							<JobCard job={job} redirectTo={here} />
							<p className="mt-1 px-1 text-sm text-gray-700">{reason}</p>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}
