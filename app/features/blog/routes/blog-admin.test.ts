import { describe, expect, test } from 'vitest'
import { uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { BlogPost } from '../../../models/blog-post.ts'
import * as admin from './blog-admin.tsx'
import * as postPage from './blog.$slug.tsx'

const page = (cookie?: string) =>
	callRoute(admin.loader, new Request(`${ORIGIN}/blog-admin`, { headers: cookie ? { Cookie: cookie } : {} }))
const submit = (fields: Record<string, string>, cookie: string) =>
	callRoute(admin.action, formRequest('/blog-admin', fields, { cookie }))
const readPost = (slug: string, cookie?: string) =>
	callRoute(
		withParams(postPage.loader),
		new Request(`${ORIGIN}/blog/${slug}`, { headers: cookie ? { Cookie: cookie } : {} }),
		{
			params: { slug },
		},
	)

describe('/blog-admin', () => {
	test('signed out is refused with a 401 (Access Denied), job seekers and employers with a 403', async () => {
		expect((await page()).status).toBe(401)
		for (const userType of ['employee', 'employer'] as const) {
			const { cookie } = await signedIn(userType)
			expect((await page(cookie)).status).toBe(403)
			expect((await submit({ intent: 'save', title: 'x', excerpt: 'y', content: 'z' }, cookie)).status).toBe(403)
		}
		expect((await page((await signedIn('admin')).cookie)).status).toBe(200)
	})

	test('the form previews and saves sanitised HTML; a draft is seen by admins only; delete removes it', async () => {
		const { cookie } = await signedIn('admin')
		const hostile = 'Hi **there** <script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">x</a>'
		const preview = await submit({ intent: 'preview', title: '', excerpt: '', content: hostile }, cookie)
		expect(preview.status).toBe(200)
		const shown = ((await preview.json()) as { preview: string }).preview
		expect(shown).toContain('<strong>there</strong>')
		expect(shown.toLowerCase()).not.toMatch(/<script|onclick|javascript:/)

		const title = `Draft ${uniqueWord()}`
		const saved = await submit(
			{ intent: 'save', title, excerpt: 'Short', content: hostile, category: 'Job Market', tags: 'CV, CV, Tips' },
			cookie,
		)
		expect(saved.status).toBe(302)
		expect((await toastOf(saved))?.title).toBe('Success')
		const post = await (await freshEm()).findOneOrFail(BlogPost, { title })
		expect(post.isPublished).toBe(false)
		expect(post.tags).toEqual(['CV', 'Tips'])
		expect(post.content.toLowerCase()).not.toMatch(/<script|onclick|javascript:/)
		expect((await readPost(post.slug)).status).toBe(404)
		expect((await readPost(post.slug, cookie)).status).toBe(200)

		const bad = await submit({ intent: 'save', title: '', excerpt: '', content: '' }, cookie)
		expect(bad.status).toBe(400)
		expect(JSON.stringify(await bad.json())).toContain('Failed to create blog post')

		const edited = await submit(
			{ intent: 'save', postId: String(post.id), title: `${title} edited`, excerpt: 'Short', content: 'Plain' },
			cookie,
		)
		expect((await toastOf(edited))?.title).toBe('Success')
		expect((await (await freshEm()).findOneOrFail(BlogPost, { id: post.id })).title).toBe(`${title} edited`)
		expect(await (await freshEm()).count(BlogPost, { title: { $like: `${title}%` } })).toBe(1)
		const unknown = await submit({ intent: 'save', postId: '2000000000', title, excerpt: 'x', content: 'y' }, cookie)
		expect((await toastOf(unknown))?.description).toBe('Failed to update blog post')

		const deleted = await submit({ intent: 'delete', postId: String(post.id) }, cookie)
		expect((await toastOf(deleted))?.title).toBe('Success')
		expect(await (await freshEm()).findOne(BlogPost, { id: post.id })).toBeNull()
		expect((await toastOf(await submit({ intent: 'delete', postId: String(post.id) }, cookie)))?.description).toBe(
			'Failed to delete blog post',
		)
	})
})
