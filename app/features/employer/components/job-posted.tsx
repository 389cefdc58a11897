import { salaryWithoutAmount } from '../../jobs/salary.ts'
import { ButtonLink } from '../../../ui/button.tsx'

export const POSTED_TITLE = 'Job posted successfully!'
const POSTED_DESCRIPTION = 'Your job listing is now live and visible to job seekers.'

/**
 * The confirmation after a free post. It stays until the employer chooses where to go: no timed
 * move to the dashboard, and one message, the heading with its line below.
 */
export function JobPosted({ job }: { job: { id: number; title: string; company: string; salary: string | null } }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{POSTED_TITLE}</h1>
			<p className="mt-4 text-gray-700">{POSTED_DESCRIPTION}</p>
			<p className="mt-4 text-gray-700">
				<strong>{job.title}</strong> at {job.company}
			</p>
			{salaryWithoutAmount(job.salary) ? (
				<p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
					The salary &ldquo;{job.salary}&rdquo; has no amount we can read, so this job will not appear when job seekers
					filter or sort by pay. An amount such as £25,000, 30k or £12.71 per hour would.
				</p>
			) : null}
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<ButtonLink to={`/jobs/${job.id}`}>View Job</ButtonLink>
				<ButtonLink to="/employer-dashboard" variant="secondary">
					Go to Dashboard
				</ButtonLink>
				<ButtonLink to="/post-job" variant="secondary">
					Post Another Job
				</ButtonLink>
				<ButtonLink to="/" variant="secondary">
					View All Jobs
				</ButtonLink>
			</div>
		</div>
	)
}
