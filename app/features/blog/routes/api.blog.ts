import { emContext } from '../../../context.ts'
import { getOptionalUserOfType } from '../../../platform/auth.server.ts'
import { apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { blogPostJson, createBlogPost, listBlogPosts } from '../blog.server.ts'
import { BlogPostSchema } from '../blog-schema.ts'
import type { Route } from './+types/api.blog'

const ALLOW = 'GET, POST'
export const ONLY_ADMINS = 'Only admins can write blog posts'

/** GET /api/blog?category=: published posts, newest first, paged (admins also get drafts). */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const url = new URL(request.url)
		const page = readPage(url)
		const drafts = getOptionalUserOfType(context, 'admin') !== null
		const posts = await listBlogPosts(
			context.get(emContext),
			{ drafts },
			{ category: url.searchParams.get('category') },
			page,
		)
		return pagedJson(url, page, { items: posts.items.map(blogPostJson), total: posts.total })
	})
}

/**
 * POST /api/blog { title, excerpt, content, category, published, author?, slug?, tags? }: admins
 * only (docs/product.md §22.5). 201 with the post; its slug is the one given or made from the
 * title, with a suffix when another post has it.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(ALLOW)
		const { user } = requireApiUserType(context, 'admin', { message: ONLY_ADMINS })
		const input = await readJsonBody(request, BlogPostSchema)
		const defaultAuthor = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim()
		const post = await createBlogPost(context.get(emContext), input, { defaultAuthor })
		return Response.json(blogPostJson(post), { status: 201 })
	})
}
