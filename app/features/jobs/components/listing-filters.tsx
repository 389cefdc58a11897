import { DATE_POSTED_OPTIONS, LISTING_INDUSTRIES, LISTING_JOB_TYPES, SALARY_MINIMUMS } from '../job-options.ts'
import { formatPounds } from '../../../ui/format.ts'
import { Button } from '../../../ui/button.tsx'

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
	/** The postcode as typed, kept in its box; `radius` the miles chosen. */
	near: string
	radius: string
	/** Whether `near` could be placed, so results carry distances and can be sorted by them. */
	measured: boolean
}

const DATE_CHOICES = [{ value: '', label: 'Any time' }, ...DATE_POSTED_OPTIONS]
const SALARY_CHOICES = [
	{ value: '', label: 'Any salary' },
	...SALARY_MINIMUMS.map((amount) => ({ value: String(amount), label: `${formatPounds(amount)}+` })),
]

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
				<ChoiceGroup
					legend="Job Type"
					type="checkbox"
					form={form}
					name="jobType"
					choices={LISTING_JOB_TYPES.map((jobType) => ({ value: jobType, label: jobType }))}
					checked={(value) => query.jobType.includes(value)}
				/>
				<ChoiceGroup
					legend="Industry"
					type="checkbox"
					form={form}
					name="industry"
					choices={LISTING_INDUSTRIES.map((industry) => ({ value: industry, label: industry }))}
					checked={(value) => query.industry.includes(value)}
				/>
				<ChoiceGroup
					legend="Date Posted"
					type="radio"
					form={form}
					name="datePosted"
					choices={DATE_CHOICES}
					checked={(value) => query.datePosted === value}
				/>
				<ChoiceGroup
					legend="Minimum Salary"
					type="radio"
					form={form}
					name="salaryMin"
					choices={SALARY_CHOICES}
					checked={(value) => query.salaryMin === value}
				/>
				{showApply ? (
					<Button form={form} className="w-full">
						Apply filters
					</Button>
				) : null}
			</div>
		</details>
	)
}

/** One filter: a fieldset of checkboxes (several values) or radios (one), tied to the search form by its id. */
function ChoiceGroup({
	legend,
	type,
	form,
	name,
	choices,
	checked,
}: {
	legend: string
	type: 'checkbox' | 'radio'
	form: string
	name: string
	choices: ReadonlyArray<{ value: string; label: string }>
	checked: (value: string) => boolean
}) {
	return (
		// Styled by `.choices` in app.css: forty of these choices on the listing.
		<fieldset className="choices">
			<legend>{legend}</legend>
			{choices.map((choice) => (
				<label key={choice.value}>
					<input type={type} form={form} name={name} value={choice.value} defaultChecked={checked(choice.value)} />
					{choice.label}
				</label>
			))}
		</fieldset>
	)
}
