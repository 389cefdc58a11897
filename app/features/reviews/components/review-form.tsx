// The Write Review form (docs/product.md §12): a plain form post to /company-reviews/new that
// works without JavaScript; with it, Conform checks each field as it is left.
import {
	getFormProps,
	getInputProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form } from 'react-router'
import type { z } from 'zod'
import { REVIEW_DEFAULTS, ReviewInputSchema, SUB_RATINGS } from '../review-schema.ts'
import { ErrorList, Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { RatingChoice } from '../../../ui/rating-choice.tsx'

const controlClass =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600'

type ReviewFormValues = z.input<typeof ReviewInputSchema>

export function ReviewForm({
	companyName,
	lastResult,
	pending,
}: {
	companyName: string
	lastResult: SubmissionResult<string[]> | undefined
	pending: boolean
}) {
	const [form, fields] = useForm<ReviewFormValues>({
		id: 'write-review',
		lastResult,
		constraint: formConstraint(ReviewInputSchema),
		defaultValue: { ...REVIEW_DEFAULTS, companyName },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewInputSchema }),
	})
	return (
		<Form method="post" action="/company-reviews/new" className="flex flex-col gap-5" {...getFormProps(form)}>
			{/* The reason alone: a review refused (one a year per company) is not helped by trying again. */}
			<FormAlert errors={form.errors} />
			<HoneypotField />
			<Field
				label="Company name"
				inputProps={{ ...getInputProps(fields.companyName, { type: 'text' }), autoComplete: 'organization' }}
				errors={fields.companyName.errors}
			/>
			<Field
				label="Your job title (optional)"
				inputProps={{ ...getInputProps(fields.jobTitle, { type: 'text' }), autoComplete: 'organization-title' }}
				errors={fields.jobTitle.errors}
			/>
			<RatingChoice legend="Overall rating" field={fields.rating} />
			<Field
				label="Review title"
				inputProps={getInputProps(fields.reviewTitle, { type: 'text' })}
				errors={fields.reviewTitle.errors}
			/>
			<TextArea label="Your review" hint="At least 30 characters." field={fields.reviewText} rows={6} />
			<TextArea label="Pros (optional)" field={fields.pros} rows={3} />
			<TextArea label="Cons (optional)" field={fields.cons} rows={3} />
			<Field
				label="Salary information (optional)"
				inputProps={getInputProps(fields.salaryInfo, { type: 'text' })}
				errors={fields.salaryInfo.errors}
			/>
			{SUB_RATINGS.map(({ name, label }) => (
				<RatingChoice key={name} legend={label} field={fields[name]} />
			))}
			<div>
				<div className="flex items-center gap-2">
					<input
						{...getInputProps(fields.isCurrentEmployee, { type: 'checkbox' })}
						className="h-5 w-5 rounded border-gray-300"
					/>
					<label htmlFor={fields.isCurrentEmployee.id} className="text-gray-800">
						I currently work here
					</label>
				</div>
				<ErrorList errors={fields.isCurrentEmployee.errors} />
			</div>
			<SubmitButton pending={pending} pendingText="Submitting...">
				Submit Review
			</SubmitButton>
		</Form>
	)
}

function TextArea({
	label,
	hint,
	field,
	rows,
}: {
	label: string
	hint?: string
	field: FieldMetadata<string | null | undefined>
	rows: number
}) {
	const hintId = hint ? `${field.id}-hint` : undefined
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			{hint ? (
				<p id={hintId} className="text-sm text-gray-600">
					{hint}
				</p>
			) : null}
			<textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} rows={rows} className={controlClass} />
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}
