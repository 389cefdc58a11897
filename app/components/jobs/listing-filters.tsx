import { DATE_POSTED_OPTIONS, LISTING_INDUSTRIES, LISTING_JOB_TYPES, SALARY_MINIMUMS } from '../../utils/job-options.ts'
import { formatPounds } from '../../utils/format.ts'
import { Button } from '../ui/button.tsx'

/** The listing's search as its form shows it: every value a string, lists for the checkbox groups. */
export type ListingQuery = {
	search: string
	location: string
	jobType: string[]
	industry: string[]
	datePosted: string
	salaryMin: string
	sort: string
	page: number
}

const DATE_CHOICES = [{ value: '', label: 'Any time' }, ...DATE_POSTED_OPTIONS]
const SALARY_CHOICES = [
	{ value: '', label: 'Any salary' },
	...SALARY_MINIMUMS.map((amount) => ({ value: String(amount), label: `${formatPounds(amount)}+` })),
]

const fieldsetClass = 'space-y-1.5'
const legendClass = 'mb-2 font-semibold text-gray-900'
const choiceClass = 'flex items-center gap-2 text-sm text-gray-800'
const boxClass = 'size-4 accent-brand-700'

/**
 * The filter sidebar. Its controls belong to the search form by its id (`form=`), so they sit
 * anywhere on the screen and still go out with it. On small screens the panel is a closed
 * <details> "Filters"; from the lg breakpoint its content is always shown (::details-content)
 * and the summary is hidden. Without JavaScript "Apply filters" sends the form.
 */
export function ListingFilters({ form, query, showApply }: { form: string; query: ListingQuery; showApply: boolean }) {
	return (
		<details className="self-start rounded-lg border border-gray-200 bg-white lg:details-content:[content-visibility:visible]">
			<summary className="cursor-pointer px-4 py-3 font-semibold lg:hidden">Filters</summary>
			<div className="space-y-6 px-4 pb-4 lg:pt-4">
				<h2 className="hidden text-lg font-bold lg:block">Filters</h2>
				<fieldset className={fieldsetClass}>
					<legend className={legendClass}>Job Type</legend>
					{LISTING_JOB_TYPES.map((jobType) => (
						<label key={jobType} className={choiceClass}>
							<input
								type="checkbox"
								form={form}
								name="jobType"
								value={jobType}
								defaultChecked={query.jobType.includes(jobType)}
								className={boxClass}
							/>
							{jobType}
						</label>
					))}
				</fieldset>
				<fieldset className={fieldsetClass}>
					<legend className={legendClass}>Industry</legend>
					{LISTING_INDUSTRIES.map((industry) => (
						<label key={industry} className={choiceClass}>
							<input
								type="checkbox"
								form={form}
								name="industry"
								value={industry}
								defaultChecked={query.industry.includes(industry)}
								className={boxClass}
							/>
							{industry}
						</label>
					))}
				</fieldset>
				<fieldset className={fieldsetClass}>
					<legend className={legendClass}>Date Posted</legend>
					{DATE_CHOICES.map((choice) => (
						<label key={choice.value} className={choiceClass}>
							<input
								type="radio"
								form={form}
								name="datePosted"
								value={choice.value}
								defaultChecked={query.datePosted === choice.value}
								className={boxClass}
							/>
							{choice.label}
						</label>
					))}
				</fieldset>
				<fieldset className={fieldsetClass}>
					<legend className={legendClass}>Minimum Salary</legend>
					{SALARY_CHOICES.map((choice) => (
						<label key={choice.value} className={choiceClass}>
							<input
								type="radio"
								form={form}
								name="salaryMin"
								value={choice.value}
								defaultChecked={query.salaryMin === choice.value}
								className={boxClass}
							/>
							{choice.label}
						</label>
					))}
				</fieldset>
				{showApply ? (
					<Button form={form} className="w-full">
						Apply filters
					</Button>
				) : null}
			</div>
		</details>
	)
}
