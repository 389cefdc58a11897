// The training record form (docs/product.md §15): the page /profile/training/new (or
// /profile/training/3/edit) without JavaScript, and the Add Training and Edit dialogs on /profile
// with it. Both post to the page.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { useId } from 'react'
import { Form } from 'react-router'
import {
	SKILL_CATEGORIES,
	skillsLearnedText,
	TRAINING_FAILED,
	TRAINING_STATUS_LABELS,
	TRAINING_STATUSES,
	TRAINING_TYPES,
	TRAINING_UPDATE_FAILED,
	TrainingSchema,
	type TrainingInput,
	type TrainingView,
} from '../skill-schemas.ts'
import { choicesOf, SelectField, type FormFields } from '../../../ui/form-controls.tsx'
import { Field, FormAlert, listFieldErrors, SubmitButton } from '../../../ui/forms.tsx'
import type { RecordFormProps } from './profile-record-dialog.tsx'

/** Where a record's form lives and posts: the add page, or the record's edit page. */
export const trainingFormPath = (recordId?: number) =>
	recordId === undefined ? '/profile/training/new' : `/profile/training/${recordId}/edit`

type TrainingFields = Omit<FormFields<typeof TrainingSchema>, 'skillsLearned'> & { skillsLearned?: string }

function defaultsOf(record: TrainingView | undefined): TrainingFields {
	if (!record) return { status: 'completed' }
	return {
		trainingTitle: record.trainingTitle,
		trainingProvider: record.trainingProvider,
		trainingType: record.trainingType,
		category: record.category,
		skillsLearned: skillsLearnedText(record.skillsLearned),
		completedDate: record.completedDate ?? undefined,
		certificateUrl: record.certificateUrl ?? undefined,
		duration: record.duration ?? undefined,
		status: record.status,
	}
}

export function TrainingForm({
	id,
	FormComponent = Form,
	lastResult,
	pending,
	record,
}: RecordFormProps & { record?: TrainingView }) {
	const [form, fields] = useForm<TrainingFields, TrainingInput>({
		id,
		lastResult,
		constraint: formConstraint(TrainingSchema),
		defaultValue: defaultsOf(record),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: TrainingSchema }),
	})
	const skillsHint = useId()
	return (
		<FormComponent
			method="post"
			action={trainingFormPath(record?.id)}
			className="flex flex-col gap-5"
			{...getFormProps(form)}
		>
			<FormAlert title={record ? TRAINING_UPDATE_FAILED : TRAINING_FAILED} errors={form.errors} />
			<Field
				label="Training title"
				inputProps={getInputProps(fields.trainingTitle, { type: 'text' })}
				errors={fields.trainingTitle.errors}
			/>
			<Field
				label="Provider"
				inputProps={getInputProps(fields.trainingProvider, { type: 'text' })}
				errors={fields.trainingProvider.errors}
			/>
			<div className="grid gap-5 sm:grid-cols-2">
				<SelectField
					label="Training type"
					field={fields.trainingType}
					placeholder="Choose a type"
					choices={choicesOf(TRAINING_TYPES)}
				/>
				<SelectField
					label="Category"
					field={fields.category}
					placeholder="Choose a category"
					choices={choicesOf(SKILL_CATEGORIES)}
				/>
				<SelectField
					label="Status"
					field={fields.status}
					choices={choicesOf(TRAINING_STATUSES, TRAINING_STATUS_LABELS)}
				/>
				<Field
					label="Completed on (optional)"
					inputProps={getInputProps(fields.completedDate, { type: 'date' })}
					errors={fields.completedDate.errors}
				/>
			</div>
			<div>
				<Field
					label="Skills learned (optional)"
					inputProps={getInputProps(fields.skillsLearned, {
						type: 'text',
						ariaDescribedBy: skillsHint,
						ariaInvalid: 'allErrors',
					})}
					errors={listFieldErrors(fields.skillsLearned)}
				/>
				<p id={skillsHint} className="mt-1 text-sm text-gray-600">
					Separate them with commas, like: food safety, allergens, HACCP.
				</p>
			</div>
			<div className="grid gap-5 sm:grid-cols-2">
				<Field
					label="Duration (optional)"
					inputProps={{ ...getInputProps(fields.duration, { type: 'text' }), placeholder: 'e.g. 1 day, 6 weeks' }}
					errors={fields.duration.errors}
				/>
				<Field
					label="Certificate link (optional)"
					inputProps={{ ...getInputProps(fields.certificateUrl, { type: 'url' }), placeholder: 'https://' }}
					errors={fields.certificateUrl.errors}
				/>
			</div>
			<SubmitButton pending={pending} pendingText="Saving...">
				{record ? 'Save Training' : 'Add Training'}
			</SubmitButton>
		</FormComponent>
	)
}
