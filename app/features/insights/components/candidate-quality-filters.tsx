import { Form } from 'react-router'
import { CANDIDATE_SORTS, type CandidateSort } from '../candidate-quality-schema.ts'
import { Button } from '../../../ui/button.tsx'

const SELECT =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600'

/** The job and sort choice: a plain GET form, so it works the same with JavaScript off. */
export function CandidateQualityFilters({
	jobs,
	jobId,
	sort,
}: {
	jobs: readonly { id: number; title: string }[]
	jobId: number | null
	sort: CandidateSort
}) {
	return (
		<Form
			method="get"
			aria-label="Choose applications"
			className="mt-6 grid gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
		>
			<div>
				<label htmlFor="candidate-job" className="block text-sm font-medium text-gray-800">
					Job position
				</label>
				<select id="candidate-job" name="jobId" defaultValue={jobId ?? ''} className={SELECT}>
					<option value="">All positions</option>
					{jobs.map((job) => (
						<option key={job.id} value={job.id}>
							{job.title}
						</option>
					))}
				</select>
			</div>
			<div>
				<label htmlFor="candidate-sort" className="block text-sm font-medium text-gray-800">
					Sort by
				</label>
				<select id="candidate-sort" name="sort" defaultValue={sort} className={SELECT}>
					{CANDIDATE_SORTS.map((option) => (
						<option key={option.value} value={option.value}>
							{option.label}
						</option>
					))}
				</select>
			</div>
			<Button type="submit">Show candidates</Button>
		</Form>
	)
}
