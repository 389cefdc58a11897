import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { versionAtCommitTrigger } from './version-at-commit.ts'
import { PAGE_CONTENT_VERSION_TRIGGER } from './page-content-version.ts'

/**
 * A blog article (docs/product.md §13). `content` is HTML made from the author's Markdown and
 * sanitised before it is stored (app/features/blog/blog-html.server.ts); it is sanitised again when
 * shown. A post that is not published is a draft only admins see.
 */
export const BlogPost = defineEntity({
	name: 'BlogPost',
	tableName: 'blog_post',
	triggers: [
		PAGE_CONTENT_VERSION_TRIGGER('blog_post_page_content_version'),
		versionAtCommitTrigger('blog_post', 'page_content_version'),
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		title: p.string().length(255),
		slug: p.string().length(255).unique('blog_post_slug_unique'),
		excerpt: p.text(),
		/** What the author wrote (Markdown, or HTML from the toolbar), kept so an edit starts from it. */
		source: p.text(),
		/** The sanitised HTML of `source`. */
		content: p.text(),
		featuredImage: p.string().length(500).nullable(),
		author: p.string().length(100),
		category: p.string().length(100),
		tags: p.array().default([]),
		metaTitle: p.string().length(255).nullable(),
		metaDescription: p.text().nullable(),
		isPublished: p.boolean().default(true),
		publishedAt: p.datetime().nullable().index(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type BlogPost = InferEntity<typeof BlogPost>
