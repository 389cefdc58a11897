// Reviews, the blog and business submissions (§19 "Reviews, content ...").
import { z } from 'zod'
import { BlogPostPatchSchema, BlogPostSchema } from '../blog/blog-schema.ts'
import { BusinessSubmissionSchema } from '../directory/business-directory.ts'
import { ReviewInputSchema } from '../reviews/review-schema.ts'
import { dateTime, id, MessageSchema } from '../../platform/openapi/common.ts'
import type { ApiArea } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

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

const BlogPostAnswerSchema = named(
	'BlogPost',
	z.object({
		id: id(),
		title: z.string(),
		slug: z.string(),
		excerpt: z.string(),
		content: z.string().meta({ description: 'HTML, sanitised on save and again on render' }),
		featuredImage: z.string().nullable(),
		author: z.string(),
		category: z.string(),
		tags: z.array(z.string()),
		metaTitle: z.string().nullable(),
		metaDescription: z.string().nullable(),
		isPublished: z.boolean(),
		publishedAt: dateTime().nullable(),
		createdAt: dateTime(),
		updatedAt: dateTime(),
	}),
)

const BusinessSubmissionAnswerSchema = named(
	'BusinessSubmission',
	z.object({
		id: id(),
		businessName: z.string(),
		category: z.string(),
		description: z.string(),
		address: z.string(),
		phone: z.string().nullable(),
		email: z.string().nullable(),
		website: z.string().nullable(),
		employeeCount: z.string().nullable(),
		contactPersonName: z.string().nullable(),
		contactPersonTitle: z.string().nullable(),
		notes: z.string().nullable(),
		submittedBy: id().nullable(),
		status: z.enum(['pending', 'approved', 'rejected']),
		isApproved: z.boolean(),
		approvedAt: dateTime().nullable(),
		submittedAt: dateTime(),
	}),
)

const ONLY_ADMINS = 'Only admins can write blog posts'
const postNotFound = 'The blog post does not exist or has been removed'

export const content: ApiArea = {
	tag: 'Reviews, blog and directory',
	description: 'Company reviews, the blog (written by admins), and business submissions for the directory.',
	operations: [
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
			body: { json: ReviewInputSchema },
			answers: {
				201: { description: 'The review', schema: ReviewSchema },
				403: 'An employer reviewing their own company, or a cross-origin cookie write',
				409: 'You reviewed this company within the last 12 months',
			},
		},
		{
			method: 'get',
			path: '/api/blog',
			summary: 'Published blog posts, newest first (admins also get drafts)',
			access: 'anyone',
			query: z.object({ category: z.string().optional().meta({ description: 'One blog category' }) }),
			paged: true,
			answers: { 200: { description: 'A page of posts', schema: z.array(BlogPostAnswerSchema) } },
		},
		{
			method: 'post',
			path: '/api/blog',
			summary: 'Write a blog post',
			description: 'Its slug is the one given or made from the title, with a suffix when another post has it.',
			access: 'admin',
			body: { json: BlogPostSchema },
			answers: { 201: { description: 'The post', schema: BlogPostAnswerSchema }, 403: ONLY_ADMINS },
		},
		{
			method: 'get',
			path: '/api/blog/{slug}',
			summary: 'One published post by its slug (a draft for admins only)',
			access: 'anyone',
			params: { slug: 'The post’s slug' },
			answers: { 200: { description: 'The post', schema: BlogPostAnswerSchema }, 404: postNotFound },
		},
		{
			method: 'patch',
			path: '/api/blog/{slug}',
			summary: 'Change a blog post, named by its id',
			access: 'admin',
			params: { slug: 'The post’s id (digits) for PATCH and DELETE' },
			body: { json: BlogPostPatchSchema },
			answers: { 200: { description: 'The post', schema: BlogPostAnswerSchema }, 403: ONLY_ADMINS, 404: postNotFound },
		},
		{
			method: 'delete',
			path: '/api/blog/{slug}',
			summary: 'Delete a blog post, named by its id',
			access: 'admin',
			params: { slug: 'The post’s id (digits) for PATCH and DELETE' },
			answers: { 200: { description: 'Deleted', schema: MessageSchema }, 403: ONLY_ADMINS, 404: postNotFound },
		},
		{
			method: 'post',
			path: '/api/business-submissions',
			summary: 'Submit a business for the directory (reviewed before it is listed)',
			access: 'signedIn',
			body: { json: BusinessSubmissionSchema },
			answers: { 201: { description: 'The submission, pending review', schema: BusinessSubmissionAnswerSchema } },
		},
	],
}
