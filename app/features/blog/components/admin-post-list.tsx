import { Form, Link } from 'react-router'
import { formatLongDate } from '../../../ui/format.ts'
import { Button, ButtonLink } from '../../../ui/button.tsx'

type AdminPost = {
	id: number
	slug: string
	title: string
	isPublished: boolean
	publishedAt: string | null
	category: string
}

/** The Existing Posts list: each post with View, Edit and Delete (which asks first). */
export function AdminPostList({ posts, deleting }: { posts: AdminPost[]; deleting: number | null }) {
	if (posts.length === 0) return <p className="mt-4 text-gray-700">No posts yet. Write the first one above.</p>
	return (
		<ul className="mt-4 flex flex-col gap-3">
			{posts.map((post) => (
				<li key={post.id} className="rounded-lg border border-gray-200 bg-white p-4">
					<p className="font-semibold">{post.title}</p>
					<p className="mt-1 text-sm text-gray-700">
						{post.category} ·{' '}
						{post.isPublished && post.publishedAt ? `Published ${formatLongDate(post.publishedAt)}` : 'Draft'}
					</p>
					{deleting === post.id ? (
						<div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3">
							<p className="font-semibold text-red-900">Delete “{post.title}”? This cannot be undone.</p>
							<Form method="post" className="mt-3 flex flex-wrap gap-2">
								<input type="hidden" name="postId" value={post.id} />
								<Button type="submit" name="intent" value="delete" variant="danger" size="sm">
									Yes, delete post
								</Button>
								<ButtonLink to="/blog-admin" variant="secondary" size="sm">
									Keep post
								</ButtonLink>
							</Form>
						</div>
					) : (
						<p className="mt-3 flex flex-wrap gap-2">
							<ButtonLink to={`/blog/${post.slug}`} variant="secondary" size="sm" aria-label={`View ${post.title}`}>
								View
							</ButtonLink>
							<ButtonLink
								to={`/blog-admin?edit=${post.id}`}
								variant="secondary"
								size="sm"
								aria-label={`Edit ${post.title}`}
							>
								Edit
							</ButtonLink>
							<Link
								to={`/blog-admin?delete=${post.id}`}
								aria-label={`Delete ${post.title}`}
								className="rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
							>
								Delete
							</Link>
						</p>
					)}
				</li>
			))}
		</ul>
	)
}
