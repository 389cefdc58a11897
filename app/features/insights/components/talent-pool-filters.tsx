import { Form, Link } from 'react-router'
import { INSIGHT_INDUSTRIES, SKILL_CATEGORIES } from '../insight-options.ts'
import { Button } from '../../../ui/button.tsx'

export type TalentPoolFilterValues = { industry: string; skillCategory: string }

const CONTROL =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600'

/** The pool's two filters: a plain GET form, so the URL is the view (no JavaScript needed, and it can be shared). */
export function TalentPoolFilters({
	values,
	errors,
}: {
	values: TalentPoolFilterValues
	errors: Record<string, string[]> | null
}) {
	const select = (field: keyof TalentPoolFilterValues, label: string, allLabel: string, options: readonly string[]) => {
		const error = errors?.[field]?.[0]
		return (
			<div>
				<label htmlFor={field} className="block text-sm font-medium text-gray-800">
					{label}
				</label>
				<select
					id={field}
					name={field}
					defaultValue={error ? '' : values[field]}
					className={CONTROL}
					{...(error ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {})}
				>
					<option value="">{allLabel}</option>
					{options.map((option) => (
						<option key={option} value={option}>
							{option}
						</option>
					))}
				</select>
				{error ? (
					<p id={`${field}-error`} className="mt-1 text-sm text-red-700">
						{error}
					</p>
				) : null}
			</div>
		)
	}
	return (
		<Form
			method="get"
			aria-label="Talent pool filters"
			className="mt-6 grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2"
		>
			{select('industry', 'Industry', 'All industries', INSIGHT_INDUSTRIES)}
			{select('skillCategory', 'Skill category', 'All skill categories', SKILL_CATEGORIES)}
			<div className="flex flex-wrap items-center gap-4 sm:col-span-2">
				<Button>Show talent pool</Button>
				<Link to="/talent-pool" className="text-brand-700 underline">
					Clear filters
				</Link>
			</div>
		</Form>
	)
}
