// The job preferences form (docs/product.md §10): the page /preferences without
// JavaScript, and the "Job Preferences" dialog on /recommendations with it (decision 091). Both
// post to the /preferences action.
import {
	getCollectionProps,
	getFormProps,
	getInputProps,
	useForm,
	type FieldMetadata,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { useId } from 'react'
import { Form, useFetcher } from 'react-router'
import type { z } from 'zod'
import { PreferencesSchema, type Preferences } from '../preferences-schema.ts'
import { PREFERENCE_INDUSTRIES, PREFERENCE_JOB_TYPES, PREFERENCE_LOCATIONS } from '../seeker-options.ts'
import { showToast } from '../../../ui/toast.ts'
import { ErrorList, Field, FormAlert, SubmitButton } from '../../../ui/forms.tsx'
import { PageDialog } from '../../../ui/page-dialog.tsx'
import { useSubmissionOutcome } from '../../../ui/use-submission-outcome.ts'

const PREFERENCES_FAILED = 'Failed to save preferences. Please try again.'

type PreferencesResult = SubmissionResult<string[]>

/** Where a preferences link leads without JavaScript: the page, coming back here afterwards. */
export function preferencesHref(redirectTo: string) {
	return `/preferences?redirectTo=${encodeURIComponent(redirectTo)}`
}

export function PreferencesForm({
	id,
	FormComponent = Form,
	defaults,
	redirectTo,
	lastResult,
	pending,
}: {
	id: string
	FormComponent?: typeof Form
	defaults: Preferences
	redirectTo: string
	lastResult: PreferencesResult | undefined
	pending: boolean
}) {
	const [form, fields] = useForm<z.input<typeof PreferencesSchema>>({
		id,
		lastResult,
		constraint: formConstraint(PreferencesSchema),
		defaultValue: {
			...defaults,
			salaryMin: defaults.salaryMin === null ? undefined : defaults.salaryMin,
			salaryMax: defaults.salaryMax === null ? undefined : defaults.salaryMax,
		},
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: PreferencesSchema }),
	})
	const salaryHint = `${id}-salary-hint`
	return (
		<FormComponent method="post" action="/preferences" className="flex flex-col gap-6" {...getFormProps(form)}>
			<FormAlert title={PREFERENCES_FAILED} errors={form.errors} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<Choices
				legend="Job types"
				field={fields.preferredJobTypes}
				options={PREFERENCE_JOB_TYPES}
				columns="sm:grid-cols-3"
			/>
			<Choices
				legend="Industries"
				field={fields.preferredIndustries}
				options={PREFERENCE_INDUSTRIES}
				columns="sm:grid-cols-2"
			/>
			<Choices
				legend="Areas"
				field={fields.preferredLocations}
				options={PREFERENCE_LOCATIONS}
				columns="sm:grid-cols-2"
			/>
			<fieldset>
				<legend className="font-semibold text-gray-900">Salary (£ a year)</legend>
				<p id={salaryHint} className="text-sm text-gray-600">
					Whole pounds, like 25000. Leave either blank for no limit; hourly pay counts at 37.5 hours a week.
				</p>
				<div className="mt-2 grid gap-4 sm:grid-cols-2">
					<Field
						label="Minimum salary"
						inputProps={{
							...getInputProps(fields.salaryMin, { type: 'number', ariaDescribedBy: salaryHint }),
							step: 1,
							inputMode: 'numeric',
						}}
						errors={fields.salaryMin.errors}
					/>
					<Field
						label="Maximum salary"
						inputProps={{
							...getInputProps(fields.salaryMax, { type: 'number', ariaDescribedBy: salaryHint }),
							step: 1,
							inputMode: 'numeric',
						}}
						errors={fields.salaryMax.errors}
					/>
				</div>
			</fieldset>
			<SubmitButton pending={pending} pendingText="Saving...">
				Save Preferences
			</SubmitButton>
		</FormComponent>
	)
}

function Choices({
	legend,
	field,
	options,
	columns,
}: {
	legend: string
	field: FieldMetadata<string[] | undefined>
	options: readonly string[]
	columns: string
}) {
	const errors = Object.values(field.allErrors).flat()
	const errorId = `${field.id}-error`
	return (
		<fieldset aria-describedby={errors.length ? errorId : undefined}>
			<legend className="font-semibold text-gray-900">{legend}</legend>
			<div className={`mt-2 grid gap-x-4 gap-y-1 ${columns}`}>
				{getCollectionProps(field, { type: 'checkbox', options: [...options] }).map(({ key, ...props }) => (
					<label
						key={key}
						htmlFor={props.id}
						className="flex items-center gap-2 rounded px-1 py-1 text-gray-800 hover:bg-gray-50"
					>
						<input
							{...props}
							className="size-4 rounded border-gray-400 text-brand-700 focus:ring-2 focus:ring-brand-600"
						/>
						{props.value}
					</label>
				))}
			</div>
			<ErrorList id={errorId} errors={errors} />
		</fieldset>
	)
}

/**
 * "Job Preferences": a link to /preferences, which once JavaScript runs opens the same form in a
 * modal <dialog> instead. The dialog's form is sent by a fetcher; on success the action redirects
 * back here with the "Preferences saved!" toast and the dialog closes; a refusal keeps it open
 * with the field errors and a failure toast. Each opening starts from the saved preferences.
 */
export function PreferencesDialog({
	defaults,
	redirectTo,
	children,
	className,
}: {
	defaults: Preferences
	redirectTo: string
	children: React.ReactNode
	className: string
}) {
	const fetcherId = useId()
	return (
		<PageDialog
			href={preferencesHref(redirectTo)}
			trigger={children}
			triggerClassName={className}
			title="Job Preferences"
			description="Tell us what you are looking for and we will recommend jobs to match."
			widthClassName="max-w-2xl"
		>
			{/* A fresh fetcher and form each time it opens: nothing left over from last time. */}
			{(close, opened) => (
				<DialogForm
					key={opened}
					fetcherKey={`preferences-${fetcherId}-${opened}`}
					defaults={defaults}
					redirectTo={redirectTo}
					onSaved={close}
				/>
			)}
		</PageDialog>
	)
}

function DialogForm({
	fetcherKey,
	defaults,
	redirectTo,
	onSaved,
}: {
	fetcherKey: string
	defaults: Preferences
	redirectTo: string
	onSaved: () => void
}) {
	const fetcher = useFetcher<{ result: PreferencesResult }>({ key: fetcherKey })
	useSubmissionOutcome(
		fetcher,
		() => showToast({ title: 'Error', description: PREFERENCES_FAILED, type: 'error' }),
		onSaved,
	)

	return (
		<PreferencesForm
			id={fetcherKey.replace(/[^\w-]/g, '')}
			FormComponent={fetcher.Form}
			defaults={defaults}
			redirectTo={redirectTo}
			lastResult={fetcher.data?.result}
			pending={fetcher.state !== 'idle'}
		/>
	)
}
