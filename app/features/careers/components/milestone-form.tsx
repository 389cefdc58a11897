// "Add a milestone" on a career path's page (decision 151): the seeker's own step, a plain form
// post to the path's page that works without JavaScript and validates as you type with it.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form } from 'react-router'
import { MILESTONE_FAILED, MilestoneSchema, type MilestoneInput } from '../career-path-schemas.ts'
import type { FormFields } from '../../../ui/form-controls.tsx'
import { Field, FormAlert, listFieldErrors, SubmitButton } from '../../../ui/forms.tsx'

export function AddMilestoneForm({
	pathId,
	lastResult,
	pending,
}: {
	pathId: number
	lastResult: SubmissionResult<string[]> | undefined
	pending: boolean
}) {
	const [form, fields] = useForm<FormFields<typeof MilestoneSchema>, MilestoneInput>({
		id: 'add-milestone',
		lastResult,
		constraint: formConstraint(MilestoneSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: MilestoneSchema }),
	})
	return (
		<Form method="post" action={`/career-paths/${pathId}`} className="flex flex-col gap-4" {...getFormProps(form)}>
			<input type="hidden" name="intent" value="add" />
			<FormAlert title={MILESTONE_FAILED} errors={form.errors} />
			<Field
				label="Milestone"
				inputProps={{ ...getInputProps(fields.title, { type: 'text' }), autoComplete: 'off' }}
				errors={fields.title.errors}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<Field
					label="Aim to finish by (optional)"
					inputProps={getInputProps(fields.targetDate, { type: 'date' })}
					errors={fields.targetDate.errors}
				/>
				<Field
					label="Skills it gives you (optional, separated by commas)"
					inputProps={{
						...getInputProps(fields.skillsGained, { type: 'text', ariaInvalid: 'allErrors' }),
						autoComplete: 'off',
					}}
					errors={listFieldErrors(fields.skillsGained)}
				/>
			</div>
			<Field
				label="Notes (optional)"
				inputProps={{ ...getInputProps(fields.description, { type: 'text' }), autoComplete: 'off' }}
				errors={fields.description.errors}
			/>
			<SubmitButton pending={pending} pendingText="Adding...">
				Add Milestone
			</SubmitButton>
		</Form>
	)
}
