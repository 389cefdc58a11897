// The training catalogue's search (/training and GET /api/training-courses): one schema for the
// page's GET form and the API's query. Runs on both sides.
import { z } from 'zod'
import { COURSE_CATEGORIES, COURSE_LEVELS } from './course-options.ts'
import { queryWholeNumber } from '../../platform/query-numbers.ts'

/** Courses on one page of /training. */
export const COURSES_PER_PAGE = 12

const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const CourseSearchSchema = z.object({
	search: z.preprocess(blankIsMissing, z.string().trim().max(100, 'search must be at most 100 characters').optional()),
	category: z.preprocess(
		blankIsMissing,
		z.enum(COURSE_CATEGORIES, { error: `category must be one of: ${COURSE_CATEGORIES.join(', ')}` }).optional(),
	),
	level: z.preprocess(
		blankIsMissing,
		z.enum(COURSE_LEVELS, { error: `level must be one of: ${COURSE_LEVELS.join(', ')}` }).optional(),
	),
	page: z.preprocess(blankIsMissing, queryWholeNumber('page', 1, 10_000).optional()),
})
export type CourseSearch = z.output<typeof CourseSearchSchema>

/** The search a query string asks for (zod's result: a bad value is an error naming its field). */
export function parseCourseSearch(params: URLSearchParams) {
	return CourseSearchSchema.safeParse({
		search: params.get('search') ?? undefined,
		category: params.get('category') ?? undefined,
		level: params.get('level') ?? undefined,
		page: params.get('page') ?? undefined,
	})
}

/** A course's place count as the catalogue says it: "No limit", "Full", "1 place left", "4 places left". */
export function placesLeftText(placesLeft: number | null) {
	if (placesLeft === null) return 'No limit'
	if (placesLeft <= 0) return 'Full'
	return placesLeft === 1 ? '1 place left' : `${placesLeft} places left`
}

/** A learner's rating of a course they have finished: 1 to 5 stars and, if they like, a few words. */
export const CourseRatingSchema = z.object({
	rating: z
		.number({ error: 'Choose a rating from 1 to 5 stars' })
		.int('Choose a rating from 1 to 5 stars')
		.min(1, 'Choose a rating from 1 to 5 stars')
		.max(5, 'Choose a rating from 1 to 5 stars'),
	review: z.string().trim().max(1000, 'A review can be at most 1,000 characters').optional(),
})
export type CourseRating = z.output<typeof CourseRatingSchema>

/** How the catalogue and the API name what enrolling came to (docs/product.md §15). */
export const ENROLMENT_MESSAGES = {
	signIn: 'Please log in to enroll in courses',
	success: 'Enrollment successful',
	already: 'You are already enrolled',
	failed: 'Enrollment failed',
	seekersOnly: 'Only job seekers can enrol on courses',
	paidNotAvailable: 'Paid courses cannot be booked right now: card payments are not configured.',
} as const

/** POST /api/training-courses/{id}/enroll's body: empty to enrol, or the payment made for a paid place. */
export const EnrolSchema = z.object({
	paymentIntentId: z
		.string()
		.trim()
		.min(1, 'paymentIntentId must not be empty')
		.max(255, 'paymentIntentId must be at most 255 characters')
		.optional(),
})
