import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { useId, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import type { z } from 'zod'
import { POST_AREAS, POST_INDUSTRIES, POST_JOB_TYPES } from '../../jobs/job-options.ts'
import { postJobScreenSchema, type PostJobScreenSchema } from '../../jobs/job-schemas.ts'
import { lowPayWarning } from '../minimum-wage.ts'
import { salaryWithoutAmount } from '../../jobs/salary.ts'
import { ErrorList, Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { LowPayWarning } from './low-pay-warning.tsx'
import { SponsorshipPlanChoice } from './sponsorship-plan-choice.tsx'
import { SkillsField } from './skills-field.tsx'
import type { SkillChoice } from '../../skills/skill-choice.ts'

const NO_SKILLS: SkillChoice[] = []

/** The /post-job form: the job's details, then the plan. */
export function PostJobForm({
	defaults,
	requestedPlan,
	paymentsAvailable,
	lastResult,
	skills = NO_SKILLS,
}: {
	/** Filled in from the employer's last job and the pricing page's ?plan=. */
	defaults: { company: string; contactEmail: string; sponsorshipType: string }
	requestedPlan: string | null
	paymentsAvailable: boolean
	lastResult?: SubmissionResult<string[]>
	/** The skills list as the server last answered the form. */
	skills?: SkillChoice[]
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	const schema = postJobScreenSchema(paymentsAvailable)
	const [form, fields] = useForm<z.input<PostJobScreenSchema>>({
		id: 'post-job',
		lastResult,
		constraint: formConstraint(schema),
		defaultValue: defaults,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const salary = fields.salary.value ?? fields.salary.initialValue
	const lowPay = lowPayWarning(typeof salary === 'string' ? salary : undefined)
	// Shown once a submission has asked for the confirmation (and while it is ticked), never
	// mid-typing: "£1" on the way to "£15,000" is not a warning.
	const askConfirmation = lowPay && (fields.confirmLowPay.errors?.length || fields.confirmLowPay.value)
	// Said once the employer leaves the field (or the server has seen the form), not while they type.
	const [salaryLeft, setSalaryLeft] = useState(false)
	const noAmount = (salaryLeft || lastResult) && salaryWithoutAmount(typeof salary === 'string' ? salary : undefined)
	const salaryHintId = `${fields.salary.id}-hint`
	const salaryNoteId = `${fields.salary.id}-note`

	return (
		<Form method="post" className="relative mt-8 flex flex-col gap-6" {...getFormProps(form)}>
			<FormAlert title="Error posting job" errors={form.errors} />
			<HoneypotField />
			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Job Details</h2>
				<Field
					label="Job Title *"
					inputProps={{ ...getInputProps(fields.title, { type: 'text' }), placeholder: 'e.g. Warehouse Operative' }}
					errors={fields.title.errors}
				/>
				<Field
					label="Company Name *"
					inputProps={{ ...getInputProps(fields.company, { type: 'text' }), autoComplete: 'organization' }}
					errors={fields.company.errors}
				/>
				<div className="grid gap-4 sm:grid-cols-2">
					<SelectField label="Location *" field={fields.location} placeholder="Select location" options={POST_AREAS} />
					<Field
						label="Salary (optional)"
						inputProps={{
							...getInputProps(fields.salary, { type: 'text', ariaDescribedBy: `${salaryHintId} ${salaryNoteId}` }),
							placeholder: 'e.g. £25,000 - £30,000',
							onBlur: () => setSalaryLeft(true),
						}}
						errors={fields.salary.errors}
					/>
				</div>
				<p id={salaryHintId} className="-mt-2 text-sm text-gray-600">
					A yearly salary such as £25,000 - £30,000 or 30k, or hourly pay such as £12.71 per hour. Text without an
					amount, such as &ldquo;Competitive&rdquo;, is shown as written but the job will not appear in pay filters.
				</p>
				<p id={salaryNoteId} role="status" className="-mt-2 text-sm font-medium text-amber-900 empty:hidden">
					{noAmount
						? 'We cannot read an amount in this salary, so the job will not appear when job seekers filter or sort by pay.'
						: null}
				</p>
				{askConfirmation ? <LowPayWarning lowPay={lowPay} field={fields.confirmLowPay} /> : null}
				<div className="grid gap-4 sm:grid-cols-2">
					<SelectField
						label="Job Type *"
						field={fields.jobType}
						placeholder="Select job type"
						options={POST_JOB_TYPES}
					/>
					<SelectField
						label="Industry *"
						field={fields.industry}
						placeholder="Select industry"
						options={POST_INDUSTRIES}
					/>
				</div>
				<TextareaField
					label="Job Description *"
					field={fields.description}
					hint="Describe the role, hours, requirements and benefits (at least 30 characters)."
				/>
				<Field
					label="Contact Email *"
					inputProps={{ ...getInputProps(fields.contactEmail, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.contactEmail.errors}
				/>
			</section>
			<SkillsField formId={form.id} initial={skills} addField={fields.addSkill} />
			<SponsorshipPlanChoice
				field={fields.sponsorshipType}
				requestedPlan={requestedPlan}
				paymentsAvailable={paymentsAvailable}
			/>
			<SubmitButton pending={pending} pendingText="Posting job...">
				Post Job
			</SubmitButton>
		</Form>
	)
}

const controlClass =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600'

function SelectField({
	label,
	field,
	placeholder,
	options,
}: {
	label: string
	field: FieldMetadata<string | undefined>
	placeholder: string
	options: readonly string[]
}) {
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<select {...getSelectProps(field)} className={controlClass}>
				<option value="">{placeholder}</option>
				{options.map((option) => (
					<option key={option} value={option}>
						{option}
					</option>
				))}
			</select>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

function TextareaField({
	label,
	field,
	hint,
}: {
	label: string
	field: FieldMetadata<string | undefined>
	hint: string
}) {
	const hintId = useId()
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<p id={hintId} className="text-sm text-gray-600">
				{hint}
			</p>
			<textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} rows={8} className={controlClass} />
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}
