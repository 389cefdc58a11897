// A blog post as the admin's form and POST/PATCH /api/blog take it (docs/product.md §13, §21).
import { z } from 'zod'
import { textListOf } from '../../platform/text-list.ts'

/** The categories a post can have (the blog admin form's list, docs/product.md §13). */
export const BLOG_CATEGORIES = [
	'Career Advice',
	'Industry News',
	'Job Market',
	'Company Spotlight',
	'Interview Tips',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

/** The author a post shows when none is given (POST /api/blog's "default team name"). */
export const BLOG_TEAM_AUTHOR = 'Warrington Jobs Team'

const text = (label: string, max: number) =>
	z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`)

/** Tags come as a list (API) or comma-separated text (the form); blanks and repeats are dropped. */
const tags = z.preprocess(
	textListOf,
	z
		.array(z.string().trim().max(50, 'Each tag must be at most 50 characters'), { error: 'Tags must be a list' })
		.max(10, 'At most 10 tags')
		.transform((list) => [...new Set(list.filter(Boolean))]),
)

const fields = {
	title: text('Title', 255),
	excerpt: text('Excerpt', 500),
	content: text('Content', 100_000),
	category: z.enum(BLOG_CATEGORIES, { error: 'Choose a category from the list' }).default('Career Advice'),
	published: z.boolean({ error: 'published must be true or false' }).default(true),
	tags: tags.optional(),
}

/** A new post. `author` and `slug` are optional: the team's name, and a slug made from the title. */
export const BlogPostSchema = z.object({
	...fields,
	author: z.string().trim().max(100, 'Author must be at most 100 characters').optional(),
	slug: z.string().trim().max(255, 'Slug must be at most 255 characters').optional(),
})
export type BlogPostInput = z.output<typeof BlogPostSchema>

/** A change to a post: only the fields sent change. */
export const BlogPostPatchSchema = z.object({
	title: fields.title.optional(),
	excerpt: fields.excerpt.optional(),
	content: fields.content.optional(),
	category: z.enum(BLOG_CATEGORIES, { error: 'Choose a category from the list' }).optional(),
	published: z.boolean({ error: 'published must be true or false' }).optional(),
	tags: tags.optional(),
})
export type BlogPostPatch = z.output<typeof BlogPostPatchSchema>

/**
 * The slug rule (docs/product.md §13): lowercase, non-word characters removed, spaces to hyphens,
 * repeated hyphens collapsed; kept short enough for a clash's suffix, and never empty.
 */
export function slugOf(title: string) {
	const slug = title
		.toLowerCase()
		.replace(/[^\w\s-]/g, '')
		.trim()
		.replace(/[\s_]+/g, '-')
		.replace(/-+/g, '-')
		.replace(/^-|-$/g, '')
		.slice(0, 240)
		.replace(/-$/, '')
	return slug || 'post'
}

/**
 * The blog admin's form: the API's fields, with "Publish immediately" as a checkbox (unticked is
 * a draft) and the tags as comma-separated text.
 */
export const BlogPostFormSchema = z.object({
	title: fields.title,
	excerpt: fields.excerpt,
	content: fields.content,
	category: fields.category,
	published: z
		.boolean()
		.optional()
		.transform((value) => value ?? false),
	tags: tags.optional(),
})
