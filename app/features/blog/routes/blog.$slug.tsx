// One blog post (docs/product.md §13): category, tags, title, excerpt, author, date, Share and the
// post's HTML (sanitised again as it is shown, decision 122); its BlogPosting structured data.
import { data, Link } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { ShareButton } from '../components/share-button.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUserOfType } from '../../../platform/auth.server.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { blogPostJson, findBlogPost } from '../blog.server.ts'
import { blogPostingJsonLd } from '../blog-posting.ts'
import { formatLongDate } from '../../../ui/format.ts'
import { shareCardMeta } from '../../../platform/share-card.ts'
import type { Route } from './+types/blog.$slug'
import { canonicalLinkTo } from '../../../platform/canonical.ts'

export async function loader({ params, context }: Route.LoaderArgs) {
	const drafts = getOptionalUserOfType(context, 'admin') !== null
	const post = await findBlogPost(context.get(emContext), { drafts }, params.slug)
	if (!post) throw data('Blog Post Not Found', { status: 404 })
	return { post: blogPostJson(post), origin: config.appOrigin }
}

/** Anonymous visitors all see the same post (an admin's page, with drafts, is private): cacheable. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
	const { post, origin } = loaderData
	return (
		<article className="mx-auto max-w-3xl px-4 py-10">
			<Link to="/blog" className="font-semibold text-brand-700 hover:text-brand-800 hover:underline">
				← Back to Blog
			</Link>
			<p className="mt-6 flex flex-wrap gap-2 text-xs font-semibold">
				<span className="rounded-full bg-brand-50 px-2 py-1 text-brand-800">{post.category}</span>
				{post.tags.map((tag) => (
					<span key={tag} className="rounded-full bg-gray-100 px-2 py-1 text-gray-800">
						{tag}
					</span>
				))}
				{post.isPublished ? null : <span className="rounded-full bg-amber-100 px-2 py-1 text-amber-900">Draft</span>}
			</p>
			<h1 className="mt-3 text-3xl font-bold">{post.title}</h1>
			<p className="mt-3 text-lg text-gray-700">{post.excerpt}</p>
			<div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-y border-gray-200 py-3">
				<p className="text-sm text-gray-700">
					By {post.author}
					{post.publishedAt ? (
						<>
							{' · '}
							<time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
						</>
					) : null}
				</p>
				<ShareButton url={`${origin}/blog/${post.slug}`} title={post.title} />
			</div>
			<div className="blog-content mt-6" dangerouslySetInnerHTML={{ __html: post.content }} />
		</article>
	)
}

export function meta({ loaderData: loaded, error }: Route.MetaArgs) {
	if (!loaded || error)
		return [{ title: 'Blog Post Not Found | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
	const { post, origin } = loaded
	return [
		{ title: `${post.metaTitle ?? post.title} | Warrington Jobs` },
		{ name: 'description', content: post.metaDescription ?? post.excerpt },
		canonicalLinkTo(`${origin}/blog/${post.slug}`),
		...shareCardMeta({
			title: post.title,
			description: post.excerpt,
			url: `${origin}/blog/${post.slug}`,
			type: 'article',
		}),
		{ 'script:ld+json': blogPostingJsonLd(post, origin) },
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const isNotFound = error && typeof error === 'object' && 'status' in error && error.status === 404
	if (!isNotFound) return <ErrorPage error={error} />
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Blog Post Not Found</h1>
			<p className="mt-4 text-gray-700">
				The blog post you&apos;re looking for doesn&apos;t exist or has been removed.
			</p>
			<div className="mt-8">
				<ButtonLink to="/blog" size="lg">
					Back to Blog
				</ButtonLink>
			</div>
		</div>
	)
}
