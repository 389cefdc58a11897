// Blog admin (docs/product.md §13, admins only §22.5): a New Post form (closed, creating or
// editing), and the Existing Posts list with View, Edit and Delete (asked first).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useLocation, useNavigation } from 'react-router'
import { AdminPostList } from '../components/admin-post-list.tsx'
import { PostEditor, type EditorValues } from '../components/post-editor.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { requireAdmin } from '../../../platform/auth.server.ts'
import { blogHtmlOf } from '../blog-html.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { createBlogPost, deleteBlogPost, findBlogPostById, listBlogPosts, updateBlogPost } from '../blog.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { BlogPostFormSchema } from '../blog-schema.ts'
import type { Route } from './+types/blog-admin'

const ONLY_ADMINS = 'Blog admin is for the site’s admins only.'
const NEW_POST: EditorValues = {
	title: '',
	excerpt: '',
	content: '',
	category: 'Career Advice',
	tags: '',
	published: true,
}

const idOf = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN)

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(context, request, { message: ONLY_ADMINS, signedOut: 'refuse' })
	const em = context.get(emContext)
	const url = new URL(request.url)
	const editing = url.searchParams.has('edit') ? await findBlogPostById(em, idOf(url.searchParams.get('edit'))) : null
	const { items } = await listBlogPosts(em, { drafts: true }, {}, { limit: 100, offset: 0 })
	return {
		creating: url.searchParams.has('new'),
		editing: editing && {
			id: editing.id,
			values: {
				title: editing.title,
				excerpt: editing.excerpt,
				content: editing.source,
				category: editing.category,
				tags: editing.tags.join(', '),
				published: editing.isPublished,
			},
		},
		deleting: idOf(url.searchParams.get('delete')) || null,
		posts: items.map((post) => ({
			id: post.id,
			slug: post.slug,
			title: post.title,
			category: post.category,
			isPublished: post.isPublished,
			publishedAt: post.publishedAt?.toISOString() ?? null,
		})),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireAdmin(context, request, { message: ONLY_ADMINS, signedOut: 'refuse' })
	const em = context.get(emContext)
	const formData = await request.formData()
	const intent = formData.get('intent')
	const id = idOf(formData.get('postId'))
	const error = async (description: string) =>
		redirect('/blog-admin', { headers: await toastHeaders({ title: 'Error', description, type: 'error' }) })

	if (intent === 'delete') {
		const post = await findBlogPostById(em, id)
		if (!post) return error('Failed to delete blog post')
		await deleteBlogPost(em, post)
		return redirect('/blog-admin', {
			headers: await toastHeaders({ title: 'Success', description: `“${post.title}” was deleted.` }),
		})
	}

	const existing = formData.has('postId') ? await findBlogPostById(em, id) : null
	if (formData.has('postId') && !existing) return error('Failed to update blog post')
	const submission = parseWithZod(formData, { schema: BlogPostFormSchema })
	if (intent === 'preview') {
		const content = formData.get('content')
		return { result: submission.reply(), preview: blogHtmlOf(typeof content === 'string' ? content : '') }
	}
	if (submission.status !== 'success') {
		const failure = existing ? 'Failed to update blog post' : 'Failed to create blog post'
		return data({ result: submission.reply({ formErrors: [failure] }), preview: null }, { status: 400 })
	}
	const fields = { ...submission.value, tags: submission.value.tags ?? [] }
	const post = existing
		? await updateBlogPost(em, existing, fields)
		: await createBlogPost(em, fields, { defaultAuthor: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() })
	const what = post.isPublished ? 'published' : 'saved as a draft'
	return redirect('/blog-admin', {
		headers: await toastHeaders({
			title: 'Success',
			description: existing ? `“${post.title}” was updated.` : `“${post.title}” was ${what}.`,
		}),
	})
}

export default function BlogAdmin({ loaderData, actionData }: Route.ComponentProps) {
	const { creating, editing, deleting, posts } = loaderData
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	const open = creating || editing || actionData
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="text-3xl font-bold">Blog Admin</h1>
			<section aria-labelledby="post-form-heading" className="mt-8 rounded-lg border border-gray-200 bg-white p-5">
				<h2 id="post-form-heading" className="text-xl font-bold">
					{editing ? `Edit Post: ${editing.values.title}` : 'New Post'}
				</h2>
				{open ? (
					<div className="mt-4">
						<PostEditor
							key={editing?.id ?? 'new'}
							postId={editing?.id ?? null}
							defaults={editing?.values ?? NEW_POST}
							lastResult={actionData?.result}
							preview={actionData?.preview ?? null}
							pending={pending}
						/>
					</div>
				) : (
					<ButtonLink to="/blog-admin?new" className="mt-4 inline-block">
						Write a New Post
					</ButtonLink>
				)}
			</section>
			<section aria-labelledby="existing-heading" className="mt-10">
				<h2 id="existing-heading" className="text-xl font-bold">
					Existing Posts
				</h2>
				<AdminPostList posts={posts} deleting={deleting} />
			</section>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	return [
		{ title: `${error ? 'Access Denied' : 'Blog Admin'} | Warrington Jobs` },
		{ name: 'description', content: 'Write, edit and publish posts on the Warrington Jobs blog.' },
		{ name: 'robots', content: 'noindex' },
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const { pathname, search } = useLocation()
	const refusal = accessRefusalOf(error)
	if (!refusal) return <ErrorPage error={error} />
	if (refusal.accessRefused === 'wrong-type') return <WrongAccountPage refusal={refusal} />
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Access Denied</h1>
			<p className="mt-4 text-gray-700">Please sign in with an admin account to manage the blog.</p>
			<div className="mt-8">
				<ButtonLink to={`/auth?redirectTo=${encodeURIComponent(pathname + search)}`} size="lg">
					Sign In
				</ButtonLink>
			</div>
		</div>
	)
}
