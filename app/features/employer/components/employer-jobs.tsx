import { Link } from 'react-router'
import { DASHBOARD_TABS, dashboardUrl, type DashboardTab } from './dashboard-tabs.ts'
import { EmployerJobCard, type EmployerJob } from './employer-job-card.tsx'
import type { FailedMove } from './application-stage.tsx'
import type { OpenApplications } from './job-applications.tsx'

/** "Your Jobs": the active and inactive tabs, and the jobs of the one chosen. */
export function EmployerJobs({
	tab,
	counts,
	jobs,
	now,
	open,
	failedMove,
	confirmDeleteId,
	sponsorshipUnavailable,
}: {
	tab: DashboardTab
	counts: Record<DashboardTab, number>
	jobs: EmployerJob[]
	now: string
	/** The job whose applications are open, with them. */
	open: OpenApplications | null
	failedMove: FailedMove
	confirmDeleteId: number | null
	sponsorshipUnavailable: string | null
}) {
	return (
		<section aria-labelledby="jobs-heading" className="mt-10">
			<h2 id="jobs-heading" className="text-2xl font-bold">
				Your Jobs
			</h2>
			<nav aria-label="Job status" className="mt-4 flex gap-1 rounded-lg bg-gray-100 p-1 sm:inline-flex">
				{DASHBOARD_TABS.map((name) => (
					<Link
						key={name}
						to={dashboardUrl(name)}
						preventScrollReset
						aria-current={tab === name ? 'page' : undefined}
						className={`flex-1 whitespace-nowrap rounded-md px-4 py-2 text-center text-sm font-semibold ${tab === name ? 'bg-white text-brand-700 shadow' : 'text-gray-700 hover:text-gray-900'}`}
					>
						{name === 'active' ? `Active Jobs (${counts.active})` : `Inactive Jobs (${counts.inactive})`}
					</Link>
				))}
			</nav>
			{jobs.length === 0 ? (
				<EmptyJobs tab={tab} />
			) : (
				<ul className="mt-6 flex flex-col gap-4">
					{jobs.map((job) => (
						<li key={job.id}>
							<EmployerJobCard
								job={job}
								tab={tab}
								now={now}
								open={open?.jobId === job.id ? open : null}
								failedMove={failedMove}
								confirmingDelete={confirmDeleteId === job.id}
								sponsorshipUnavailable={sponsorshipUnavailable}
							/>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

function EmptyJobs({ tab }: { tab: DashboardTab }) {
	return (
		<div className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
			<h3 className="text-lg font-semibold">{tab === 'active' ? 'No Active Jobs' : 'No Inactive Jobs'}</h3>
			<p className="mt-1 text-gray-700">
				{tab === 'active'
					? 'Post a job to start receiving applications from local job seekers.'
					: 'Jobs you deactivate, and listings that have ended, appear here.'}
			</p>
			{tab === 'active' ? (
				<Link to="/post-job" className="mt-4 inline-block font-semibold text-brand-700 underline">
					Post a Job
				</Link>
			) : null}
		</div>
	)
}
