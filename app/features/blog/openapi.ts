// The blog (§19): published posts for anyone, written by admins.
import { z } from 'zod'
import { BlogPostPatchSchema, BlogPostSchema } from './blog-schema.ts'
import { dateTime, id, MessageSchema } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

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

const ONLY_ADMINS = 'Only admins can write blog posts'
const postNotFound = 'The blog post does not exist or has been removed'
const SLUG_PARAM = 'The post’s slug, or its id'
const SLUG_OR_ID =
	'GET, PATCH and DELETE name a post the same way: by its slug (`a-day-at-birchwood`) or by its id (`42`). A post whose slug is the parameter comes first; otherwise a parameter of digits is the post’s id.'

export const blogOperations: ApiOperation[] = [
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
		summary: 'One published post, by its slug or id (a draft for admins only)',
		description: SLUG_OR_ID,
		access: 'anyone',
		params: { slug: SLUG_PARAM },
		answers: { 200: { description: 'The post', schema: BlogPostAnswerSchema }, 404: postNotFound },
	},
	{
		method: 'patch',
		path: '/api/blog/{slug}',
		summary: 'Change a blog post, by its slug or id',
		description: SLUG_OR_ID,
		access: 'admin',
		params: { slug: SLUG_PARAM },
		body: { json: BlogPostPatchSchema },
		answers: { 200: { description: 'The post', schema: BlogPostAnswerSchema }, 403: ONLY_ADMINS, 404: postNotFound },
	},
	{
		method: 'delete',
		path: '/api/blog/{slug}',
		summary: 'Delete a blog post, by its slug or id',
		description: SLUG_OR_ID,
		access: 'admin',
		params: { slug: SLUG_PARAM },
		answers: { 200: { description: 'Deleted', schema: MessageSchema }, 403: ONLY_ADMINS, 404: postNotFound },
	},
]
