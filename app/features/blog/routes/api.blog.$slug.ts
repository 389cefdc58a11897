import { emContext } from '../../../context.ts'
import { getOptionalUserOfType } from '../../../platform/auth.server.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { blogPostJson, deleteBlogPost, findBlogPost, findBlogPostById, updateBlogPost } from '../blog.server.ts'
import { BlogPostPatchSchema } from '../blog-schema.ts'
import { ONLY_ADMINS } from './api.blog.ts'
import type { Route } from './+types/api.blog.$slug'

// One URL, two readings (docs/product.md §21): GET /api/blog/{slug} reads a post by its slug;
// PATCH and DELETE /api/blog/{id} change one by its id.
const ALLOW = 'GET, PATCH, DELETE'
const notFound = () => apiError(404, "The blog post you're looking for doesn't exist or has been removed.")

/** GET /api/blog/{slug}: a published post (a draft for admins only); anything else is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const drafts = getOptionalUserOfType(context, 'admin') !== null
		const post = await findBlogPost(context.get(emContext), { drafts }, params.slug)
		return post ? Response.json(blogPostJson(post)) : notFound()
	})
}

/** PATCH /api/blog/{id} { title?, excerpt?, content?, category?, published?, tags? } and DELETE /api/blog/{id}: admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		requireApiUserType(context, 'admin', { message: ONLY_ADMINS })
		const em = context.get(emContext)
		const id = /^\d{1,9}$/.test(params.slug) ? Number(params.slug) : NaN
		const post = await findBlogPostById(em, id)
		if (!post) return notFound()
		if (method === 'DELETE') {
			await deleteBlogPost(em, post)
			return Response.json({ message: 'Blog post deleted' })
		}
		const patch = await readJsonBody(request, BlogPostPatchSchema)
		return Response.json(blogPostJson(await updateBlogPost(em, post, patch)))
	})
}
