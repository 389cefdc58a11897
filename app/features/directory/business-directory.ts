// The business submission form (/submit-business) and its API twin (POST /api/business-submissions):
// one schema for both, with the lists of docs/product.md §21.
import { z } from 'zod'

export const BUSINESS_CATEGORIES = [
	'Manufacturing',
	'Healthcare',
	'Retail',
	'Professional Services',
	'Technology',
	'Education',
	'Logistics',
	'Hospitality',
	'Construction',
	'Finance',
	'Other',
] as const

export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-100', '101-500', '500+'] as const

/** A submission waits as pending until an admin approves it (it joins the directory) or rejects it. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const

export const BUSINESS_SUBMITTED = 'Business submitted successfully!'
export const BUSINESS_REVIEW_NOTE =
	'We will review your listing within 2-3 business days before it appears in the directory, and email you when we have.'
export const SUBMISSION_FAILED = 'Submission failed'

const required = (label: string, max: number) =>
	z
		.string({
			error: (issue) =>
				issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
		})
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max} characters`)

/** An optional text: left out, null or blank all mean "not given". */
export const optionalText = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.nullish()
		.transform((value) => value || undefined)

const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
	z
		.union([z.literal(''), z.enum(values, { error: message })], { error: message })
		.nullish()
		.transform((value) => value || undefined)

export const BusinessSubmissionSchema = z.object({
	businessName: required('Business name', 255),
	category: z.enum(BUSINESS_CATEGORIES, { error: 'Choose a category from the list' }),
	description: required('Description', 2000),
	address: required('Address', 500),
	phone: optionalText('Phone', 50),
	email: required('Email', 254).pipe(z.email('Please enter a valid email address')),
	website: optionalText('Website', 500).pipe(
		z
			.string()
			.refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'Enter the website as https://...')
			.optional(),
	),
	employeeCount: optionalChoice(EMPLOYEE_COUNTS, 'Choose a number of employees from the list'),
	contactPersonName: required('Contact person', 255),
	contactPersonTitle: optionalText('Job title', 255),
	notes: optionalText('Notes', 2000),
})
export type BusinessSubmissionInput = z.output<typeof BusinessSubmissionSchema>
