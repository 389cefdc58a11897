import { ButtonLink } from '../../../ui/button.tsx'
import { formatLongDate } from '../../../ui/format.ts'
import type { EndedListing } from '../ended-listing.server.ts'
import { JobFacts } from './job-facts.tsx'

/** A job's page once its listing has ended: what the advert said, and that it takes no applications now. */
export function EndedListingView({ job }: { job: EndedListing }) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-8">
			<article aria-labelledby="job-title" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
				<div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
					<p className="font-semibold">{job.notice.title}</p>
					<p className="mt-1">{job.notice.message}</p>
				</div>
				<h1 id="job-title" className="mt-6 text-2xl font-bold sm:text-3xl">
					{job.title}
				</h1>
				<p className="mt-1 text-lg text-gray-700">{job.company}</p>
				<JobFacts
					location={job.location}
					salary={job.salary}
					date={{ label: 'Listing ended', dateTime: job.endedAt, text: formatLongDate(job.endedAt) }}
				/>
				<section aria-labelledby="job-description" className="mt-8">
					<h2 id="job-description" className="text-xl font-semibold">
						Job Description
					</h2>
					<div className="mt-3 whitespace-pre-line break-words leading-relaxed text-gray-800">{job.description}</div>
				</section>
				<div className="mt-8 flex flex-wrap gap-3">
					{job.ownJob ? <ButtonLink to="/employer-dashboard?tab=inactive">Employer Dashboard</ButtonLink> : null}
					<ButtonLink to="/" variant={job.ownJob ? 'secondary' : undefined}>
						Search Current Jobs
					</ButtonLink>
				</div>
			</article>
		</div>
	)
}
