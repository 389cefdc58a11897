import { Link } from 'react-router'
import { formatLongDate } from '../../../ui/format.ts'

type BlogCard = {
	slug: string
	title: string
	excerpt: string
	author: string
	category: string
	tags: string[]
	publishedAt: string | null
}

/** A post in the blog's list: category, first tag, title, excerpt, author and date (docs/product.md §13). */
export function BlogPostCard({ post }: { post: BlogCard }) {
	return (
		<article className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<p className="flex flex-wrap gap-2 text-xs font-semibold">
				<span className="rounded-full bg-brand-50 px-2 py-1 text-brand-800">{post.category}</span>
				{post.tags[0] ? <span className="rounded-full bg-gray-100 px-2 py-1 text-gray-800">{post.tags[0]}</span> : null}
			</p>
			<h2 className="mt-3 text-lg font-bold">
				<Link to={`/blog/${post.slug}`} className="hover:text-brand-800 hover:underline">
					{post.title}
				</Link>
			</h2>
			<p className="mt-2 flex-1 text-gray-700">{post.excerpt}</p>
			<p className="mt-4 text-sm text-gray-600">
				{post.author}
				{post.publishedAt ? (
					<>
						{' · '}
						<time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
					</>
				) : (
					' · Draft'
				)}
			</p>
		</article>
	)
}
