import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, useNavigation } from 'react-router'
import { ContactMessageSchema, INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '../enquiry-schemas.ts'
import { Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { choicesOf, type FormFields, SelectField, TextareaField } from '../../../ui/form-controls.tsx'

/** The /contact message form. */
export function ContactForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
	const pending = useNavigation().state === 'submitting'
	const [form, fields] = useForm<FormFields<typeof ContactMessageSchema>>({
		id: 'contact',
		lastResult,
		defaultValue: { inquiryType: 'general' },
		constraint: formConstraint(ContactMessageSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactMessageSchema }),
	})
	return (
		<Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
			<FormAlert title="Message not sent" errors={form.errors} />
			<HoneypotField />
			<Field
				label="Name"
				inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
				errors={fields.name.errors}
			/>
			<Field
				label="Email"
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
				errors={fields.email.errors}
			/>
			<SelectField
				label="What is it about?"
				field={fields.inquiryType}
				choices={choicesOf(INQUIRY_TYPES, INQUIRY_TYPE_LABELS)}
			/>
			<Field
				label="Subject"
				inputProps={getInputProps(fields.subject, { type: 'text' })}
				errors={fields.subject.errors}
			/>
			<TextareaField label="Message" field={fields.message} rows={6} />
			<SubmitButton pending={pending} pendingText="Sending...">
				Send Message
			</SubmitButton>
		</Form>
	)
}
