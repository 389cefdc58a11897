import { emContext } from '../../../context.ts'
import { getOptionalUserOfType } from '../../../platform/auth.server.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { blogPostJson, deleteBlogPost, findBlogPostBySlugOrId, updateBlogPost } from '../blog.server.ts'
import { BlogPostPatchSchema } from '../blog-schema.ts'
import { ONLY_ADMINS } from './api.blog.ts'
import type { Route } from './+types/api.blog.$slug'

// GET, PATCH and DELETE /api/blog/{slugOrId}: every method names a post the same way, by its slug
// or by its id (the specification reads by slug and changes by id; each now takes both). A slug
// wins over an id, so a post whose slug is digits keeps its address.
const ALLOW = 'GET, PATCH, DELETE'
const notFound = () => apiError(404, "The blog post you're looking for doesn't exist or has been removed.")

/** GET /api/blog/{slugOrId}: a published post (a draft for admins only); anything else is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const drafts = getOptionalUserOfType(context, 'admin') !== null
		const post = await findBlogPostBySlugOrId(context.get(emContext), { drafts }, params.slug)
		return post ? Response.json(blogPostJson(post)) : notFound()
	})
}

/** PATCH /api/blog/{slugOrId} { title?, excerpt?, content?, category?, published?, tags? } and DELETE: admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		requireApiUserType(context, 'admin', { message: ONLY_ADMINS })
		const em = context.get(emContext)
		const post = await findBlogPostBySlugOrId(em, { drafts: true }, params.slug)
		if (!post) return notFound()
		if (method === 'DELETE') {
			await deleteBlogPost(em, post)
			return Response.json({ message: 'Blog post deleted' })
		}
		const patch = await readJsonBody(request, BlogPostPatchSchema)
		return Response.json(blogPostJson(await updateBlogPost(em, post, patch)))
	})
}
