// A company review (docs/product.md §12 and §18): one schema for the write-review form
// (/company-reviews/new) and POST /api/reviews, with the specification's defaults and the
// bounds a review site needs (decision 120).
import { z } from 'zod'
import { companySlug } from './review-ratings.ts'

// The review card and the pages that link to a company's reviews use these without the schema (no zod on /company-reviews).
export { companySlug, reviewDate, SUB_RATINGS } from './review-ratings.ts'

const REVIEW_TITLE_MIN = 5
const REVIEW_TITLE_MAX = 120
const REVIEW_TEXT_MIN = 30
const REVIEW_TEXT_MAX = 5000
const OPTIONAL_TEXT_MAX = 2000

/** The form's starting values, as the specification sets them. */
export const REVIEW_DEFAULTS = { rating: 5, workLifeBalance: 4, management: 4, culture: 4, isCurrentEmployee: false }

const text = (label: string, min: number, max: number) =>
	z
		.string({
			error: (issue) =>
				issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
		})
		.trim()
		.min(1, { message: `${label} is required`, abort: true })
		.min(min, { message: `${label} must be at least ${min} characters`, abort: true })
		.max(max, `${label} must be at most ${max} characters`)

const optionalText = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.nullable()
		.optional()
		.transform((value) => value || null)

const stars = (label: string, fallback: number) =>
	z
		.number({ error: `${label} must be a whole number from 1 to 5` })
		.int(`${label} must be a whole number from 1 to 5`)
		.min(1, `${label} must be from 1 to 5`)
		.max(5, `${label} must be from 1 to 5`)
		.default(fallback)

export const ReviewInputSchema = z.object({
	companyName: text('Company name', 2, 255).refine((name) => companySlug(name) !== '', {
		message: 'Company name must contain letters or numbers',
	}),
	jobTitle: optionalText('Job title', 255),
	rating: stars('Overall rating', REVIEW_DEFAULTS.rating),
	reviewTitle: text('Review title', REVIEW_TITLE_MIN, REVIEW_TITLE_MAX),
	reviewText: text('Review', REVIEW_TEXT_MIN, REVIEW_TEXT_MAX),
	pros: optionalText('Pros', OPTIONAL_TEXT_MAX),
	cons: optionalText('Cons', OPTIONAL_TEXT_MAX),
	salaryInfo: optionalText('Salary information', 255),
	workLifeBalance: stars('Work-life balance', REVIEW_DEFAULTS.workLifeBalance),
	management: stars('Management', REVIEW_DEFAULTS.management),
	culture: stars('Culture', REVIEW_DEFAULTS.culture),
	isCurrentEmployee: z.boolean({ error: 'isCurrentEmployee must be true or false' }).default(false),
})
export type ReviewInput = z.output<typeof ReviewInputSchema>
