// The controls of the career advisor's steps (decision 148): lists of boxes to tick with an "add
// your own" field, radio choices, and the hidden fields that carry the answers of the other steps.
import { useId } from 'react'
import {
	EXPERIENCE_LEVEL_LABELS,
	SALARY_EXPECTATION_LABELS,
	WORK_PREFERENCE_LABELS,
	type AdvisorDraft,
	type AdvisorStep,
} from '../career-advisor.ts'
import { CAREER_EXPERIENCE_LEVELS, SALARY_EXPECTATIONS, WORK_PREFERENCES } from '../career-options.ts'
import { ErrorList } from '../../../ui/forms.tsx'

const CHECK = 'size-4 shrink-0 rounded border-gray-400 text-brand-700 focus:ring-2 focus:ring-brand-600'
const INPUT =
	'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600'

/** The answers of every step but `step`, as hidden fields: what the step's form carries forward and back. */
export function HiddenAnswers({ draft, step }: { draft: AdvisorDraft; step: AdvisorStep }) {
	return (
		<>
			{step !== 1 ? (
				<>
					<input type="hidden" name="currentRole" value={draft.currentRole} />
					{draft.experienceLevel ? <input type="hidden" name="experienceLevel" value={draft.experienceLevel} /> : null}
				</>
			) : null}
			{step !== 2 ? draft.skills.map((skill) => <input key={skill} type="hidden" name="skills" value={skill} />) : null}
			{step !== 3 ? (
				<>
					{draft.interests.map((interest) => (
						<input key={interest} type="hidden" name="interests" value={interest} />
					))}
					{draft.workPreferences ? <input type="hidden" name="workPreferences" value={draft.workPreferences} /> : null}
					{draft.salaryExpectation ? (
						<input type="hidden" name="salaryExpectation" value={draft.salaryExpectation} />
					) : null}
					<input type="hidden" name="careerGoals" value={draft.careerGoals} />
				</>
			) : null}
		</>
	)
}

/** A list of boxes (the board's choices and the seeker's own, ticked as chosen) and a field to add more. */
export function ChoiceList({
	name,
	legend,
	hint,
	options,
	chosen,
	addLabel,
	errors,
}: {
	name: 'skills' | 'interests'
	legend: string
	hint: string
	options: { value: string; note?: string }[]
	chosen: string[]
	addLabel: string
	errors?: string[]
}) {
	const id = useId()
	const errorId = `${id}-error`
	const known = new Set(options.map((option) => option.value.toLowerCase()))
	const all: { value: string; note?: string }[] = [
		...options,
		...chosen.filter((value) => !known.has(value.toLowerCase())).map((value) => ({ value })),
	]
	const ticked = new Set(chosen.map((value) => value.toLowerCase()))
	const custom = name === 'skills' ? 'customSkills' : 'customInterests'
	return (
		<fieldset aria-describedby={errors?.length ? errorId : `${id}-hint`} className="flex flex-col gap-3">
			<legend className="text-lg font-semibold text-gray-900">{legend}</legend>
			<p id={`${id}-hint`} className="text-sm text-gray-700">
				{hint}
			</p>
			<ErrorList id={errorId} errors={errors} />
			<div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
				{all.map((option, index) => (
					<label
						key={option.value}
						htmlFor={`${id}-${index}`}
						className="flex items-center gap-2 rounded px-1 py-1.5 text-gray-800 hover:bg-gray-50"
					>
						<input
							id={`${id}-${index}`}
							type="checkbox"
							name={name}
							value={option.value}
							defaultChecked={ticked.has(option.value.toLowerCase())}
							className={CHECK}
						/>
						<span>
							{option.value}
							{option.note ? <span className="text-sm text-gray-600"> ({option.note})</span> : null}
						</span>
					</label>
				))}
			</div>
			<div>
				<label htmlFor={`${id}-add`} className="block text-sm font-medium text-gray-800">
					{addLabel}
				</label>
				<input
					id={`${id}-add`}
					name={custom}
					type="text"
					maxLength={300}
					aria-describedby={`${id}-add-hint`}
					className={INPUT}
				/>
				<p id={`${id}-add-hint`} className="mt-1 text-sm text-gray-600">
					Separate several with commas.
				</p>
			</div>
		</fieldset>
	)
}

function Radios<Value extends string>({
	name,
	legend,
	values,
	labels,
	chosen,
	required,
	errors,
}: {
	name: string
	legend: string
	values: readonly Value[]
	labels: Record<Value, string>
	chosen: Value | null
	required?: boolean
	errors?: string[]
}) {
	const id = useId()
	const errorId = `${id}-error`
	return (
		<fieldset aria-describedby={errors?.length ? errorId : undefined}>
			<legend className="text-lg font-semibold text-gray-900">{legend}</legend>
			<ErrorList id={errorId} errors={errors} />
			<div className="mt-2 flex flex-col gap-1">
				{values.map((value) => (
					<label
						key={value}
						htmlFor={`${id}-${value}`}
						className="flex items-center gap-2 rounded px-1 py-1.5 text-gray-800 hover:bg-gray-50"
					>
						<input
							id={`${id}-${value}`}
							type="radio"
							name={name}
							value={value}
							required={required}
							defaultChecked={chosen === value}
							className="size-4 shrink-0 border-gray-400 text-brand-700 focus:ring-2 focus:ring-brand-600"
						/>
						{labels[value]}
					</label>
				))}
			</div>
		</fieldset>
	)
}

export function RoleFields({ draft, errors }: { draft: AdvisorDraft; errors?: string[] }) {
	return (
		<>
			<div>
				<label htmlFor="advisor-current-role" className="block font-semibold text-gray-900">
					Your current or most recent job (optional)
				</label>
				<input
					id="advisor-current-role"
					name="currentRole"
					type="text"
					maxLength={200}
					autoComplete="organization-title"
					defaultValue={draft.currentRole}
					aria-describedby="advisor-current-role-hint"
					className={INPUT}
				/>
				<p id="advisor-current-role-hint" className="mt-1 text-sm text-gray-700">
					We count the skills this job uses as yours, so your matches are much better with it.
				</p>
			</div>
			<Radios
				name="experienceLevel"
				legend="Your experience level"
				values={CAREER_EXPERIENCE_LEVELS}
				labels={EXPERIENCE_LEVEL_LABELS}
				chosen={draft.experienceLevel}
				required
				errors={errors}
			/>
		</>
	)
}

export function PreferenceFields({ draft }: { draft: AdvisorDraft }) {
	return (
		<>
			<Radios
				name="workPreferences"
				legend="How you would like to work (optional)"
				values={WORK_PREFERENCES}
				labels={WORK_PREFERENCE_LABELS}
				chosen={draft.workPreferences}
			/>
			<div>
				<label htmlFor="advisor-salary" className="block text-lg font-semibold text-gray-900">
					The salary you are looking for (optional)
				</label>
				<select
					id="advisor-salary"
					name="salaryExpectation"
					defaultValue={draft.salaryExpectation ?? ''}
					className={INPUT}
				>
					<option value="">No preference</option>
					{SALARY_EXPECTATIONS.map((value) => (
						<option key={value} value={value}>
							{SALARY_EXPECTATION_LABELS[value]}
						</option>
					))}
				</select>
			</div>
			<div>
				<label htmlFor="advisor-goals" className="block text-lg font-semibold text-gray-900">
					Your career goals (optional)
				</label>
				<textarea
					id="advisor-goals"
					name="careerGoals"
					rows={3}
					maxLength={1000}
					defaultValue={draft.careerGoals}
					className={INPUT}
				/>
			</div>
		</>
	)
}
