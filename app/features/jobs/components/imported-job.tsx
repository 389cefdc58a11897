// A job imported from its employer's board, feed or careers pages (issue 32) on its page: where it
// comes from, and "Apply on <company>’s site", the one way to apply for it: a link to
// /jobs/{id}/apply-elsewhere, loaded as a whole document with or without JavaScript, which counts
// the click and answers with a redirect to the employer's page (decision 234).
import { ButtonLink } from '../../../ui/button.tsx'
import { applyElsewhereText } from '../imported-from.ts'

export function ApplyElsewhereButton({ job }: { job: { id: number; company: string } }) {
	return (
		<ButtonLink to={`/jobs/${job.id}/apply-elsewhere`} reloadDocument rel="nofollow" size="lg" className="w-full">
			{applyElsewhereText(job.company)}
		</ButtonLink>
	)
}

/** "From Brightwire’s Greenhouse board, last checked there 5 minutes ago." (importedFromOf's words) */
export function ImportedFrom({
	text,
	checkedAt,
	checkedAgo,
}: {
	text: string
	checkedAt: string | null
	checkedAgo: string | null
}) {
	return (
		<p className="mt-1 text-sm text-gray-700">
			{text}
			{checkedAt ? (
				<>
					, last checked there <time dateTime={checkedAt}>{checkedAgo}</time>
				</>
			) : null}
			.
		</p>
	)
}

/** The job page's apply panel for such a job, in the place of our own forms. */
export function ApplyElsewherePanel({ job }: { job: { id: number; company: string } }) {
	return (
		<aside
			id="apply"
			aria-labelledby="apply-heading"
			className="self-start rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="apply-heading" className="text-lg font-semibold">
				Apply for this job
			</h2>
			<div className="mt-4 flex flex-col gap-3">
				<ApplyElsewhereButton job={job} />
				<p className="text-sm text-gray-700">
					{job.company} takes applications for this job on its own site: the button takes you there.
				</p>
			</div>
		</aside>
	)
}
