// The buttons that change a job from its dashboard card: hide or show it again, and delete it
// after a question. Each posts to the dashboard's action what to do, to which job, and the tab
// to come back to.
import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { formatCount } from '../../../ui/format.ts'
import { Button, ButtonLink } from '../../../ui/button.tsx'
import type { DashboardTab } from './dashboard-tabs.ts'

type ControlledJob = { id: number; title: string; isActive: boolean; applicationCount: number }

function JobActionFields({ intent, jobId, tab }: { intent: string; jobId: number; tab: DashboardTab }) {
	return (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="jobId" value={jobId} />
			<input type="hidden" name="tab" value={tab} />
		</>
	)
}

export function JobActiveToggle({ job, tab, busy }: { job: ControlledJob; tab: DashboardTab; busy: boolean }) {
	return (
		<Form method="post" preventScrollReset>
			<JobActionFields intent={job.isActive ? 'deactivate' : 'activate'} jobId={job.id} tab={tab} />
			<Button variant="secondary" size="sm" disabled={busy} className="inline-flex items-center">
				{job.isActive ? 'Deactivate' : 'Activate'}
				<span className="sr-only">: {job.title}</span>
			</Button>
		</Form>
	)
}

/** The first step of deleting: a link (no script needed) that opens the question on the card. */
export function DeleteJobLink({ job, tab }: { job: ControlledJob; tab: DashboardTab }) {
	return (
		<ButtonLink
			to={`?tab=${tab}&confirmDelete=${job.id}#job-${job.id}`}
			preventScrollReset
			variant="danger-secondary"
			size="sm"
			className="inline-flex items-center"
		>
			Delete<span className="sr-only">: {job.title}</span>
		</ButtonLink>
	)
}

export function ConfirmDeleteJob({ job, tab, busy }: { job: ControlledJob; tab: DashboardTab; busy: boolean }) {
	const headingId = `job-${job.id}-delete-heading`
	// With JavaScript the Delete link this replaces is gone: the question takes the focus instead.
	const panel = useRef<HTMLElement>(null)
	useEffect(() => panel.current?.focus(), [])
	return (
		<section
			ref={panel}
			tabIndex={-1}
			aria-labelledby={headingId}
			className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-950"
		>
			<h4 id={headingId} className="font-semibold">
				Delete this job?
			</h4>
			{job.applicationCount === 0 ? (
				<p className="mt-1 text-sm">“{job.title}” will be deleted for good. This cannot be undone.</p>
			) : (
				<>
					<p className="mt-1 text-sm">
						“{job.title}” will be deleted for good, and you will no longer see its{' '}
						{job.applicationCount === 1 ? 'application' : `${formatCount(job.applicationCount)} applications`} or any
						CVs attached. This cannot be undone.
					</p>
					<p className="mt-1 text-sm">
						Applicants with an account will still see in My Applications that they applied: the job’s title, company and
						the date they applied, marked “This job is no longer available”.
					</p>
				</>
			)}
			<div className="mt-3 flex flex-wrap gap-2">
				<Form method="post">
					<JobActionFields intent="delete" jobId={job.id} tab={tab} />
					<Button variant="danger" size="sm" disabled={busy}>
						{busy ? 'Deleting...' : 'Yes, Delete Job'}
					</Button>
				</Form>
				<ButtonLink
					to={`?tab=${tab}#job-${job.id}`}
					preventScrollReset
					variant="secondary"
					size="sm"
					className="inline-flex items-center"
				>
					Cancel
				</ButtonLink>
			</div>
		</section>
	)
}
