import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, useNavigation } from 'react-router'
import {
	BUSINESS_CATEGORIES,
	BusinessSubmissionSchema,
	EMPLOYEE_COUNTS,
	SUBMISSION_FAILED,
} from '../business-directory.ts'
import { Field, FormAlert, SubmitButton } from '../../../ui/forms.tsx'
import { choicesOf, type FormFields, SelectField, TextareaField } from '../../../ui/form-controls.tsx'

/** The /submit-business form: the business, then who to contact about it. */
export function BusinessSubmissionForm({
	defaults,
	lastResult,
}: {
	defaults: { email: string; contactPersonName: string }
	lastResult?: SubmissionResult<string[]>
}) {
	const pending = useNavigation().state === 'submitting'
	const [form, fields] = useForm<FormFields<typeof BusinessSubmissionSchema>>({
		id: 'submit-business',
		lastResult,
		defaultValue: defaults,
		constraint: formConstraint(BusinessSubmissionSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: BusinessSubmissionSchema }),
	})
	return (
		<Form method="post" className="mt-6 flex flex-col gap-5" {...getFormProps(form)}>
			<FormAlert title={SUBMISSION_FAILED} errors={form.errors} />
			<fieldset className="flex flex-col gap-4">
				<legend className="text-lg font-semibold">Your business</legend>
				<Field
					label="Business name"
					inputProps={getInputProps(fields.businessName, { type: 'text' })}
					errors={fields.businessName.errors}
				/>
				<SelectField
					label="Category"
					field={fields.category}
					placeholder="Choose a category"
					choices={choicesOf(BUSINESS_CATEGORIES)}
				/>
				<TextareaField label="Description" field={fields.description} />
				<Field
					label="Address"
					inputProps={{ ...getInputProps(fields.address, { type: 'text' }), autoComplete: 'street-address' }}
					errors={fields.address.errors}
				/>
				<Field
					label="Phone (optional)"
					inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
					errors={fields.phone.errors}
				/>
				<Field
					label="Business email"
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.email.errors}
				/>
				<Field
					label="Website (optional)"
					inputProps={{ ...getInputProps(fields.website, { type: 'url' }), placeholder: 'https://' }}
					errors={fields.website.errors}
				/>
				<SelectField
					label="Number of employees (optional)"
					field={fields.employeeCount}
					placeholder="Not given"
					choices={choicesOf(EMPLOYEE_COUNTS)}
				/>
			</fieldset>
			<fieldset className="flex flex-col gap-4">
				<legend className="text-lg font-semibold">Who we contact</legend>
				<Field
					label="Contact person"
					inputProps={{ ...getInputProps(fields.contactPersonName, { type: 'text' }), autoComplete: 'name' }}
					errors={fields.contactPersonName.errors}
				/>
				<Field
					label="Their job title (optional)"
					inputProps={{
						...getInputProps(fields.contactPersonTitle, { type: 'text' }),
						autoComplete: 'organization-title',
					}}
					errors={fields.contactPersonTitle.errors}
				/>
				<TextareaField label="Notes for our team (optional)" field={fields.notes} rows={3} />
			</fieldset>
			<SubmitButton pending={pending} pendingText="Submitting...">
				Submit Business
			</SubmitButton>
		</Form>
	)
}
