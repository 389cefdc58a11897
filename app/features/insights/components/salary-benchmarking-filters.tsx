import { Form, Link } from 'react-router'
import { EXPERIENCE_LEVELS, INSIGHT_INDUSTRIES } from '../insight-options.ts'
import { JOB_TITLE_MAX } from '../salary-benchmark-query.ts'
import { Button } from '../../../ui/button.tsx'

export type BenchmarkFilterValues = { jobTitle: string; industry: string; experienceLevel: string }

const CONTROL =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600'

/**
 * The benchmark's filters: a plain GET form, so the URL is the benchmark (it works without
 * JavaScript, and can be bookmarked or shared). An empty field means any.
 */
export function SalaryBenchmarkingFilters({
	values,
	errors,
}: {
	values: BenchmarkFilterValues
	errors: Record<string, string[]> | null
}) {
	const errorOf = (field: keyof BenchmarkFilterValues) => errors?.[field]?.[0]
	const described = (field: keyof BenchmarkFilterValues) =>
		errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {}
	return (
		<Form
			method="get"
			aria-label="Benchmark filters"
			className="mt-6 grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-3"
		>
			<div>
				<label htmlFor="jobTitle" className="block text-sm font-medium text-gray-800">
					Job title
				</label>
				<input
					id="jobTitle"
					name="jobTitle"
					type="search"
					defaultValue={values.jobTitle}
					maxLength={JOB_TITLE_MAX}
					placeholder="e.g. Forklift driver"
					className={CONTROL}
					{...described('jobTitle')}
				/>
				<FieldError field="jobTitle" message={errorOf('jobTitle')} />
			</div>
			<div>
				<label htmlFor="industry" className="block text-sm font-medium text-gray-800">
					Industry
				</label>
				<select
					id="industry"
					name="industry"
					defaultValue={values.industry}
					className={CONTROL}
					{...described('industry')}
				>
					<option value="">All industries</option>
					{INSIGHT_INDUSTRIES.map((industry) => (
						<option key={industry} value={industry}>
							{industry}
						</option>
					))}
				</select>
				<FieldError field="industry" message={errorOf('industry')} />
			</div>
			<div>
				<label htmlFor="experienceLevel" className="block text-sm font-medium text-gray-800">
					Experience level
				</label>
				<select
					id="experienceLevel"
					name="experienceLevel"
					defaultValue={values.experienceLevel}
					className={CONTROL}
					{...described('experienceLevel')}
				>
					<option value="">All levels</option>
					{EXPERIENCE_LEVELS.map((level) => (
						<option key={level.value} value={level.value}>
							{level.label}
						</option>
					))}
				</select>
				<FieldError field="experienceLevel" message={errorOf('experienceLevel')} />
			</div>
			<div className="flex flex-wrap items-center gap-4 sm:col-span-3">
				<Button>Show benchmark</Button>
				<Link to="/salary-benchmarking" className="text-brand-700 underline">
					Clear filters
				</Link>
			</div>
		</Form>
	)
}

function FieldError({ field, message }: { field: string; message: string | undefined }) {
	if (!message) return null
	return (
		<p id={`${field}-error`} className="mt-1 text-sm text-red-700">
			{message}
		</p>
	)
}
