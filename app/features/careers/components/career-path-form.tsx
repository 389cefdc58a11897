// The career path form (docs/product.md §15): the page /career-paths/new (or /career-paths/3/edit)
// without JavaScript, the Create Path dialog on /career-paths with it. Both post to the page.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, Link } from 'react-router'
import { CAREER_TIMEFRAMES } from '../career-options.ts'
import {
	CareerPathSchema,
	PATH_FAILED,
	PATH_UPDATE_FAILED,
	skillsText,
	TIMEFRAME_LABELS,
	type CareerPathInput,
	type CareerPathView,
} from '../career-path-schemas.ts'
import { choicesOf, SelectField, type FormFields } from '../../../ui/form-controls.tsx'
import type { RecordFormProps } from '../../profile/components/profile-record-dialog.tsx'
import { Field, FormAlert, listFieldErrors, SubmitButton } from '../../../ui/forms.tsx'

/** Where a path's form lives and posts: the new-path page, or the path's edit page. */
export const pathFormPath = (pathId?: number) =>
	pathId === undefined ? '/career-paths/new' : `/career-paths/${pathId}/edit`

function defaultsOf(path: CareerPathView | undefined): FormFields<typeof CareerPathSchema> {
	if (!path) return {}
	return {
		currentRole: path.currentRole,
		targetRole: path.targetRole,
		timeframe: path.timeframe,
		currentSalary: path.currentSalary === null ? undefined : String(path.currentSalary),
		targetSalary: path.targetSalary === null ? undefined : String(path.targetSalary),
		requiredSkills: skillsText(path.requiredSkills),
	}
}

export function CareerPathForm({
	id,
	FormComponent = Form,
	lastResult,
	pending,
	path,
}: RecordFormProps & { path?: CareerPathView }) {
	const [form, fields] = useForm<FormFields<typeof CareerPathSchema>, CareerPathInput>({
		id,
		lastResult,
		constraint: formConstraint(CareerPathSchema),
		defaultValue: defaultsOf(path),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CareerPathSchema }),
	})
	const salary = (field: typeof fields.currentSalary, label: string) => (
		<Field
			label={label}
			inputProps={{ ...getInputProps(field, { type: 'text' }), inputMode: 'numeric', autoComplete: 'off' }}
			errors={field.errors}
		/>
	)
	return (
		<FormComponent
			method="post"
			action={pathFormPath(path?.id)}
			className="flex flex-col gap-5"
			{...getFormProps(form)}
		>
			<FormAlert title={path ? PATH_UPDATE_FAILED : PATH_FAILED} errors={form.errors} />
			<div className="grid gap-5 sm:grid-cols-2">
				<Field
					label="Current role"
					inputProps={{ ...getInputProps(fields.currentRole, { type: 'text' }), autoComplete: 'organization-title' }}
					errors={fields.currentRole.errors}
				/>
				<Field
					label="Target role"
					inputProps={{ ...getInputProps(fields.targetRole, { type: 'text' }), autoComplete: 'off' }}
					errors={fields.targetRole.errors}
				/>
				{salary(fields.currentSalary, 'Current salary, £ a year (optional)')}
				{salary(fields.targetSalary, 'Target salary, £ a year (optional)')}
			</div>
			<SelectField
				label="Timeframe"
				field={fields.timeframe}
				placeholder="Choose a timeframe"
				choices={choicesOf(CAREER_TIMEFRAMES, TIMEFRAME_LABELS)}
			/>
			<Field
				label="Required skills (optional, separated by commas)"
				inputProps={{
					...getInputProps(fields.requiredSkills, { type: 'text', ariaInvalid: 'allErrors' }),
					autoComplete: 'off',
				}}
				errors={listFieldErrors(fields.requiredSkills)}
			/>
			<p className="-mt-3 text-sm text-gray-700">
				Each skill becomes a milestone, with “Apply for …” last; the dates are spread over the timeframe.
			</p>
			<SubmitButton pending={pending} pendingText="Saving...">
				{path ? 'Save Path' : 'Create Path'}
			</SubmitButton>
		</FormComponent>
	)
}

/** "Back to Career Paths", above each of the paths' form pages. */
export function BackToPaths() {
	return (
		<Link
			to="/career-paths"
			className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
		>
			<span aria-hidden="true">←</span> Back to Career Paths
		</Link>
	)
}
