import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, useNavigation } from 'react-router'
import {
	COMPANY_SIZES,
	LEAD_SOURCE_LABELS,
	LEAD_SOURCES,
	PARTNERSHIP_INDUSTRIES,
	PartnershipEnquirySchema,
} from '../enquiry-schemas.ts'
import { Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { choicesOf, type FormFields, SelectField, TextareaField } from '../../../ui/form-controls.tsx'

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)
const INDUSTRY_LABELS = Object.fromEntries(
	PARTNERSHIP_INDUSTRIES.map((industry) => [
		industry,
		industry === 'professional' ? 'Professional services' : capitalised(industry),
	]),
)

/** The /employer-outreach partnership enquiry form. */
export function PartnershipForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
	const pending = useNavigation().state === 'submitting'
	const [form, fields] = useForm<FormFields<typeof PartnershipEnquirySchema>>({
		id: 'partnership',
		lastResult,
		constraint: formConstraint(PartnershipEnquirySchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: PartnershipEnquirySchema }),
	})
	return (
		<Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
			<FormAlert title="Enquiry not sent" errors={form.errors} />
			<HoneypotField />
			<Field
				label="Company name"
				inputProps={{ ...getInputProps(fields.companyName, { type: 'text' }), autoComplete: 'organization' }}
				errors={fields.companyName.errors}
			/>
			<Field
				label="Your name"
				inputProps={{ ...getInputProps(fields.contactName, { type: 'text' }), autoComplete: 'name' }}
				errors={fields.contactName.errors}
			/>
			<Field
				label="Email"
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
				errors={fields.email.errors}
			/>
			<Field
				label="Phone (optional)"
				inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
				errors={fields.phone.errors}
			/>
			<SelectField
				label="Industry (optional)"
				field={fields.industry}
				placeholder="Not given"
				choices={choicesOf(PARTNERSHIP_INDUSTRIES, INDUSTRY_LABELS)}
			/>
			<SelectField
				label="Company size (optional)"
				field={fields.companySize}
				placeholder="Not given"
				choices={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
			/>
			<SelectField
				label="How did you hear about us? (optional)"
				field={fields.leadSource}
				placeholder="Not given"
				choices={choicesOf(LEAD_SOURCES, LEAD_SOURCE_LABELS)}
			/>
			<TextareaField label="How can we help? (optional)" field={fields.message} rows={5} />
			<SubmitButton pending={pending} pendingText="Sending...">
				Send Enquiry
			</SubmitButton>
		</Form>
	)
}
