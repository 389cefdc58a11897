// Company reviews (§19): the published reviews, and reviewing a company.
import { z } from 'zod'
import { ReviewInputSchema } from './review-schema.ts'
import { dateTime, id } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { RATE_LIMITS } from '../../platform/rate-limit.server.ts'

const ReviewSchema = named(
	'CompanyReview',
	z.object({
		id: id(),
		userId: id(),
		companyName: z.string(),
		companySlug: z.string(),
		jobTitle: z.string().nullable(),
		rating: z.number().int().min(1).max(5),
		reviewTitle: z.string(),
		reviewText: z.string(),
		pros: z.string().nullable(),
		cons: z.string().nullable(),
		salaryInfo: z.string().nullable(),
		workLifeBalance: z.number().int().nullable(),
		management: z.number().int().nullable(),
		culture: z.number().int().nullable(),
		isCurrentEmployee: z.boolean(),
		isVerified: z.boolean(),
		createdAt: dateTime(),
	}),
)

export const reviewOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/reviews',
		summary: 'Published company reviews, newest first',
		description:
			'The body writes `<`, `>` and `&` as \\u escapes, so a client dropping text into HTML never meets live markup.',
		access: 'anyone',
		query: z.object({ company: z.string().optional().meta({ description: 'Company names containing this' }) }),
		paged: true,
		answers: { 200: { description: 'A page of reviews', schema: z.array(ReviewSchema) } },
	},
	{
		method: 'post',
		path: '/api/reviews',
		summary: 'Review a company',
		access: 'signedIn',
		rateLimits: [RATE_LIMITS.reviewPerUser],
		body: { json: ReviewInputSchema },
		answers: {
			201: { description: 'The review', schema: ReviewSchema },
			403: 'An employer reviewing their own company, or a cross-origin cookie write',
			409: 'You reviewed this company within the last 12 months',
		},
	},
]
