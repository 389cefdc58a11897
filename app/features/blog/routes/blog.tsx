// The blog (docs/product.md §13): category filter links, then the published posts newest first.
import { Link, redirect } from 'react-router'
import { BlogPostCard } from '../components/post-card.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { pageHref, Pagination } from '../../../ui/pagination.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUserOfType } from '../../../platform/auth.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { blogPostJson, listBlogPosts } from '../blog.server.ts'
import { BLOG_CATEGORIES, type BlogCategory } from '../blog-schema.ts'
import { screenPageOf } from '../../../platform/query-numbers.ts'
import type { Route } from './+types/blog'
import { canonicalLink } from '../../../platform/canonical.ts'

/** How many posts a page shows (newest first); Previous and Next lead to the rest. */
export const PAGE_POSTS = 20

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const asked = url.searchParams.get('category')
	// The filter offers the categories posts can have; anything else shows them all.
	const category = BLOG_CATEGORIES.find((name) => name === asked) ?? null
	const page = screenPageOf(url)
	const { items, total } = await listBlogPosts(
		context.get(emContext),
		{ drafts: false },
		{ category },
		{ limit: PAGE_POSTS, offset: (page - 1) * PAGE_POSTS },
	)
	const pageCount = Math.max(1, Math.ceil(total / PAGE_POSTS))
	// A page past the end (posts deleted since the link was made) shows the last page instead.
	if (page > pageCount) throw redirect(pageHref('/blog', url.search, pageCount))
	const isAdmin = getOptionalUserOfType(context, 'admin') !== null
	const posts = items.map(blogPostJson).map(({ content: _content, ...card }) => card)
	return { category, isAdmin, posts, page, pageCount }
}

const FILTERS: { label: string; category: BlogCategory | null }[] = [
	{ label: 'All Posts', category: null },
	...BLOG_CATEGORIES.map((category) => ({ label: category, category })),
]

/** Anonymous visitors all see the same posts (an admin's page is private): cacheable. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
	const { category, isAdmin, posts, page, pageCount } = loaderData
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h1 className="text-3xl font-bold">Warrington Jobs Blog</h1>
				{isAdmin ? (
					<ButtonLink to="/blog-admin" variant="secondary">
						Blog Admin
					</ButtonLink>
				) : null}
			</div>
			<p className="mt-2 text-gray-700">
				Career advice, local job market news and interview tips for people working in Warrington and Cheshire.
			</p>
			<nav aria-label="Blog categories" className="mt-6">
				<ul className="flex flex-wrap gap-2">
					{FILTERS.map((filter) => {
						const current = filter.category === category
						return (
							<li key={filter.label}>
								<Link
									to={filter.category ? `/blog?category=${encodeURIComponent(filter.category)}` : '/blog'}
									aria-current={current ? 'page' : undefined}
									className={`inline-block rounded-full border px-3 py-1.5 text-sm font-semibold ${
										current
											? 'border-brand-700 bg-brand-700 text-white'
											: 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50'
									}`}
								>
									{filter.label}
								</Link>
							</li>
						)
					})}
				</ul>
			</nav>
			{posts.length === 0 ? (
				<p className="mt-10 rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-700">
					{category ? `No ${category} posts yet. Try another category.` : 'No blog posts yet. Please check back soon.'}
				</p>
			) : (
				<ul className="mt-8 grid gap-6 sm:grid-cols-2">
					{posts.map((post) => (
						<li key={post.slug}>
							<BlogPostCard post={post} />
						</li>
					))}
				</ul>
			)}
			<Pagination page={page} pageCount={pageCount} label="Blog pages" />
		</div>
	)
}

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
	const title = data?.category ? `${data.category} | Blog | Warrington Jobs` : 'Blog | Warrington Jobs'
	return [
		{ title },
		{
			name: 'description',
			content:
				'Career advice, Warrington job market news and interview tips from Warrington Jobs, the local job board for Warrington and Cheshire.',
		},
		canonicalLink(matches, '/blog'),
	]
}
