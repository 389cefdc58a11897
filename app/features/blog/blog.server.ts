// The blog (docs/product.md §13): published posts for everyone, drafts for admins, and the
// admin's writes. Content is stored as sanitised HTML (app/features/blog/blog-html.server.ts), the
// author's own text beside it so an edit starts from what they wrote. Slugs are unique: a clash
// gets -2, -3 ... (decision 122); a post keeps its slug when its title changes, so links live on.
import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { BlogPost } from '../../models/blog-post.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { blogHtmlOf } from './blog-html.server.ts'
import { BLOG_TEAM_AUTHOR, type BlogPostInput, type BlogPostPatch, slugOf } from './blog-schema.ts'

/** Who is reading: admins also see drafts. */
type BlogReader = { drafts: boolean }

/** A post as the API and the pages show it. */
export function blogPostJson(post: BlogPost) {
	return {
		id: post.id,
		title: post.title,
		slug: post.slug,
		excerpt: post.excerpt,
		content: blogHtmlOf(post.content),
		featuredImage: post.featuredImage ?? null,
		author: post.author,
		category: post.category,
		tags: post.tags,
		metaTitle: post.metaTitle ?? null,
		metaDescription: post.metaDescription ?? null,
		isPublished: post.isPublished,
		publishedAt: post.publishedAt?.toISOString() ?? null,
		createdAt: post.createdAt.toISOString(),
		updatedAt: post.updatedAt.toISOString(),
	}
}

/** Newest first: published posts by their date, drafts (no date) by when they were written. */
const NEWEST = [{ publishedAt: QueryOrder.DESC_NULLS_FIRST }, { createdAt: QueryOrder.DESC }, { id: QueryOrder.DESC }]

/** A page of posts, optionally of one category; drafts only for a reader who may see them. */
export async function listBlogPosts(
	em: EntityManager,
	reader: BlogReader,
	query: { category?: string | null },
	page: Page,
): Promise<Paged<BlogPost>> {
	const where = {
		...(reader.drafts ? {} : { isPublished: true }),
		...(query.category ? { category: query.category } : {}),
	}
	const [items, total] = await em.findAndCount(BlogPost, where, {
		orderBy: NEWEST,
		limit: page.limit,
		offset: page.offset,
	})
	return { items, total }
}

/** Every published post's slug and when it last changed, newest first: for the sitemap. */
export async function publishedPostDates(em: EntityManager): Promise<{ slug: string; lastModified: Date }[]> {
	const posts = await em.find(BlogPost, { isPublished: true }, { fields: ['slug', 'updatedAt'], orderBy: NEWEST })
	return posts.map((post) => ({ slug: post.slug, lastModified: post.updatedAt }))
}

/** The post at this slug, or null (a draft is null unless the reader may see drafts). */
export async function findBlogPost(em: EntityManager, reader: BlogReader, slug: string) {
	const post = await em.findOne(BlogPost, { slug })
	if (!post || (!post.isPublished && !reader.drafts)) return null
	return post
}

export async function findBlogPostById(em: EntityManager, id: number) {
	return Number.isSafeInteger(id) && id > 0 ? em.findOne(BlogPost, { id }) : null
}

/**
 * The post a /api/blog/{slugOrId} address names: the post with this slug, else, when it is all
 * digits, the post with this id (a slug wins, so a post whose slug is digits keeps its address).
 * A draft is null unless the reader may see drafts.
 */
export async function findBlogPostBySlugOrId(em: EntityManager, reader: BlogReader, slugOrId: string) {
	const post =
		(await em.findOne(BlogPost, { slug: slugOrId })) ??
		(/^\d{1,9}$/.test(slugOrId) ? await findBlogPostById(em, Number(slugOrId)) : null)
	if (!post || (!post.isPublished && !reader.drafts)) return null
	return post
}

/** The first of `base`, `base-2`, `base-3` ... that no other post has. */
async function freeSlug(em: EntityManager, base: string) {
	const taken = new Set(
		(await em.find(BlogPost, { slug: { $like: `${base.replace(/[\\%_]/g, '\\$&')}%` } }, { fields: ['slug'] })).map(
			(post) => post.slug,
		),
	)
	if (!taken.has(base)) return base
	for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`
}

/** How many times a post is tried again under a fresh slug when another post took its slug first. */
const SLUG_ATTEMPTS = 5

export async function createBlogPost(
	em: EntityManager,
	input: BlogPostInput & { tags?: string[] },
	options: { defaultAuthor?: string; now?: Date } = {},
) {
	const now = options.now ?? new Date()
	const base = slugOf(input.slug || input.title)
	const fields = {
		title: input.title,
		excerpt: input.excerpt,
		source: input.content,
		content: blogHtmlOf(input.content),
		author: input.author || options.defaultAuthor || BLOG_TEAM_AUTHOR,
		category: input.category,
		tags: input.tags ?? [],
		isPublished: input.published,
		publishedAt: input.published ? now : null,
		createdAt: now,
		updatedAt: now,
	}
	// Two posts with one title at once would both find the same slug free: a lock on the slug
	// wanted makes the second wait for the first's commit. Slugs wanted differently can still meet
	// ("a" taking "a-2", "a-2" wanted as such): the unique constraint decides and the loser looks again.
	for (let attempt = 1; ; attempt += 1) {
		try {
			return await em.transactional(async (tx) => {
				await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`blog-slug:${base}`])
				const slug = attempt <= SLUG_ATTEMPTS ? await freeSlug(tx, base) : `${base}-${crypto.randomUUID().slice(0, 8)}`
				const post = tx.create(BlogPost, { ...fields, slug })
				await tx.flush()
				return post
			})
		} catch (error) {
			if (!(error instanceof UniqueConstraintViolationException) || attempt > SLUG_ATTEMPTS) throw error
		}
	}
}

export async function updateBlogPost(em: EntityManager, post: BlogPost, patch: BlogPostPatch, now = new Date()) {
	if (patch.title !== undefined) post.title = patch.title
	if (patch.excerpt !== undefined) post.excerpt = patch.excerpt
	if (patch.content !== undefined) {
		post.source = patch.content
		post.content = blogHtmlOf(patch.content)
	}
	if (patch.category !== undefined) post.category = patch.category
	if (patch.tags !== undefined) post.tags = patch.tags
	if (patch.published !== undefined) {
		// First publication dates the post; unpublishing and publishing again keeps that date.
		if (patch.published && !post.publishedAt) post.publishedAt = now
		post.isPublished = patch.published
	}
	await em.flush()
	return post
}

export async function deleteBlogPost(em: EntityManager, post: BlogPost) {
	em.remove(post)
	await em.flush()
}
