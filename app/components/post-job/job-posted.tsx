import { Link } from 'react-router'
import { ButtonLink } from '../ui/button.tsx'

export const POSTED_TITLE = 'Job posted successfully!'
export const POSTED_DESCRIPTION = 'Your job listing is now live and visible to job seekers.'
/** Seconds the confirmation stays before the move to the dashboard (docs/product.md §8: 2000 ms). */
const REDIRECT_SECONDS = 2

/** The confirmation after a free post, which moves on to the dashboard by itself. */
export function JobPosted({ job }: { job: { id: number; title: string; company: string } }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			{/* Works without JavaScript, and React hoists it into <head> when rendered on the client. */}
			<meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/employer-dashboard`} />
			<h1 className="text-3xl font-bold">{POSTED_TITLE}</h1>
			<p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
				{POSTED_DESCRIPTION}
			</p>
			<p className="mt-4 text-gray-700">
				<strong>{job.title}</strong> at {job.company}
			</p>
			<p className="mt-2 text-sm text-gray-600">
				Taking you to your dashboard in {REDIRECT_SECONDS} seconds...{' '}
				{/* Full page loads, which also cancel the pending refresh. */}
				<Link to="/employer-dashboard" reloadDocument className="font-medium text-brand-700 underline">
					Go now
				</Link>
			</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<ButtonLink to="/" reloadDocument variant="secondary">
					View All Jobs
				</ButtonLink>
				<ButtonLink to={`/jobs/${job.id}`} reloadDocument variant="secondary">
					View Job
				</ButtonLink>
				<ButtonLink to="/post-job" reloadDocument>
					Post Another Job
				</ButtonLink>
			</div>
		</div>
	)
}
