import { describe, expect, test } from 'vitest'
import { apiUser, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import * as blog from './api.blog.ts'
import * as post from './api.blog.$slug.ts'

type Auth = { token?: string; cookie?: string }
const list = (query = '', auth: Auth = {}) => callRoute(blog.loader, apiRequest('GET', `/api/blog${query}`, auth))
const create = (body: unknown, auth: Auth = {}) =>
	callRoute(blog.action, apiRequest('POST', '/api/blog', { ...auth, body }))
const read = (slug: string, auth: Auth = {}) =>
	callRoute(withParams(post.loader), apiRequest('GET', `/api/blog/${slug}`, auth), { params: { slug } })
const patch = (id: number | string, body: unknown, auth: Auth = {}) =>
	callRoute(withParams(post.action), apiRequest('PATCH', `/api/blog/${id}`, { ...auth, body }), {
		params: { slug: String(id) },
	})
const remove = (id: number | string, auth: Auth = {}) =>
	callRoute(withParams(post.action), apiRequest('DELETE', `/api/blog/${id}`, auth), { params: { slug: String(id) } })

type Post = {
	id: number
	slug: string
	title: string
	content: string
	isPublished: boolean
	author: string
	category: string
}
const HOSTILE =
	'Hello **there**\n\n<script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)">\n\n[click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)" onclick="x()">b</a>'

const article = (overrides: Record<string, unknown> = {}) => ({
	title: `Finding work in Warrington ${uniqueWord()}`,
	excerpt: 'Where the jobs are this spring.',
	content: 'Warrington has **plenty** of jobs.',
	category: 'Career Advice',
	published: true,
	...overrides,
})

const admin = () => apiUser('admin')

describe('POST /api/blog', () => {
	test('an admin creates a post: 201, slug from the title, Markdown as HTML, their name as author', async () => {
		const { token } = await admin()
		const response = await create(article({ title: 'Top 5 CV Tips: for 2026!' }), { token })
		expect(response.status).toBe(201)
		const created = (await response.json()) as Post
		expect(created.slug).toMatch(/^top-5-cv-tips-for-2026(-\d+)?$/)
		expect(created.content).toBe('<p>Warrington has <strong>plenty</strong> of jobs.</p>\n')
		expect(created.author).toBe('Emma Stockton')
		expect((await read(created.slug)).status).toBe(200)
	})

	test('a long article fits (content up to 100,000 characters); longer is a 400', async () => {
		const { token } = await admin()
		const long = 'Warrington’s warehouses are hiring. '.repeat(2700)
		expect((await create(article({ content: long.slice(0, 100_000) }), { token })).status).toBe(201)
		const tooLong = await create(article({ content: 'x'.repeat(100_001) }), { token })
		expect(tooLong.status).toBe(400)
		expect(Object.keys(((await tooLong.json()) as { errors: object }).errors)).toEqual(['content'])
	})

	test('a slug clash gets a suffix; a given slug is normalised by the same rule', async () => {
		const { token } = await admin()
		const title = `Clash ${uniqueWord()}`
		const first = (await (await create(article({ title }), { token })).json()) as Post
		const second = (await (await create(article({ title }), { token })).json()) as Post
		const third = (await (await create(article({ title: 'Other', slug: title }), { token })).json()) as Post
		expect(second.slug).toBe(`${first.slug}-2`)
		expect(third.slug).toBe(`${first.slug}-3`)
	})

	test('posts with one title sent at once all land, each under its own slug', async () => {
		const { token } = await admin()
		const title = `Race ${uniqueWord()}`
		const responses = await Promise.all(Array.from({ length: 8 }, () => create(article({ title }), { token })))
		expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201))
		const slugs = await Promise.all(responses.map(async (response) => ((await response.json()) as Post).slug))
		const base = slugs.find((slug) => !/-\d+$/.test(slug))!
		expect(new Set(slugs).size).toBe(8)
		expect(slugs.sort()).toEqual([base, ...[2, 3, 4, 5, 6, 7, 8].map((n) => `${base}-${n}`)].sort())
	})

	test('script, event handlers and javascript: links are stripped on save and on render', async () => {
		const { token } = await admin()
		const created = (await (await create(article({ content: HOSTILE }), { token })).json()) as Post
		for (const html of [created.content, ((await (await read(created.slug)).json()) as Post).content]) {
			expect(html).toContain('<strong>there</strong>')
			expect(html).toContain('<img src="https://example.com/a.png" />')
			expect(html.toLowerCase()).not.toMatch(/<script|onerror|onclick|javascript:/)
		}
	})

	test('signed out 401, a seeker or employer 403, bad input 400 with field errors', async () => {
		expect((await create(article())).status).toBe(401)
		for (const userType of ['employee', 'employer'] as const) {
			const { token } = await apiUser(userType)
			const refused = await create(article(), { token })
			expect(refused.status).toBe(403)
			expect(await refused.json()).toEqual({ message: 'Only admins can write blog posts' })
		}
		const { token } = await admin()
		const bad = await create({ title: ' ', content: '', category: 'Gossip', published: 'yes' }, { token })
		expect(bad.status).toBe(400)
		const body = (await bad.json()) as { errors: Record<string, string[]> }
		expect(Object.keys(body.errors).sort()).toEqual(['category', 'content', 'excerpt', 'published', 'title'])
	})
})

describe('GET /api/blog and /api/blog/{slug}', () => {
	test('drafts are hidden from everyone but admins; the list filters by category and is paged', async () => {
		const { token } = await admin()
		const word = uniqueWord()
		const draft = (await (
			await create(article({ title: `Draft ${word}`, published: false }), { token })
		).json()) as Post
		const live = (await (
			await create(article({ title: `Live ${word}`, category: 'Interview Tips' }), { token })
		).json()) as Post
		expect(draft.isPublished).toBe(false)
		expect((await read(draft.slug)).status).toBe(404)
		const seeker = await apiUser('employee')
		expect((await read(draft.slug, { token: seeker.token })).status).toBe(404)
		expect((await read(draft.slug, { token })).status).toBe(200)

		const publicSlugs = ((await (await list('?limit=100')).json()) as Post[]).map((p) => p.slug)
		expect(publicSlugs).toContain(live.slug)
		expect(publicSlugs).not.toContain(draft.slug)
		const adminSlugs = ((await (await list('?limit=100', { token })).json()) as Post[]).map((p) => p.slug)
		expect(adminSlugs).toContain(draft.slug)

		const tips = (await (await list('?category=Interview%20Tips&limit=100')).json()) as Post[]
		expect(tips.every((p) => p.category === 'Interview Tips')).toBe(true)
		expect(tips.map((p) => p.slug)).toContain(live.slug)

		const firstPage = await list('?limit=1')
		expect(((await firstPage.json()) as Post[]).length).toBe(1)
		expect(Number(firstPage.headers.get('X-Total-Count'))).toBeGreaterThan(1)
		expect(firstPage.headers.get('Link')).toContain('rel="next"')
		expect((await list('?limit=0')).status).toBe(400)
	})

	test('an unknown slug is 404 with the Blog Post Not Found message', async () => {
		const response = await read('no-such-post-anywhere')
		expect(response.status).toBe(404)
		expect(await response.json()).toEqual({
			message: "The blog post you're looking for doesn't exist or has been removed.",
		})
	})
})

describe('PATCH and DELETE /api/blog/{id}', () => {
	test('an admin edits (sanitised again, slug kept) and deletes; then 404', async () => {
		const { token } = await admin()
		const created = (await (await create(article({ published: false }), { token })).json()) as Post
		const edited = await patch(created.id, { title: 'A new title', content: HOSTILE, published: true }, { token })
		expect(edited.status).toBe(200)
		const body = (await edited.json()) as Post & { publishedAt: string | null }
		expect(body).toMatchObject({ title: 'A new title', slug: created.slug, isPublished: true })
		expect(body.publishedAt).not.toBeNull()
		expect(body.content.toLowerCase()).not.toMatch(/<script|onerror|onclick|javascript:/)
		expect((await read(created.slug)).status).toBe(200)

		expect((await patch(created.id, { category: 'Gossip' }, { token })).status).toBe(400)
		const deleted = await remove(created.id, { token })
		expect(deleted.status).toBe(200)
		expect((await read(created.slug)).status).toBe(404)
		expect((await remove(created.id, { token })).status).toBe(404)
		expect((await patch('not-an-id', { title: 'x' }, { token })).status).toBe(404)
	})

	test('signed out 401 and non-admins 403; the post is unchanged', async () => {
		const { token } = await admin()
		const created = (await (await create(article(), { token })).json()) as Post
		expect((await patch(created.id, { title: 'Hijacked' })).status).toBe(401)
		expect((await remove(created.id)).status).toBe(401)
		for (const userType of ['employee', 'employer'] as const) {
			const other = await apiUser(userType)
			expect((await patch(created.id, { title: 'Hijacked' }, { token: other.token })).status).toBe(403)
			expect((await remove(created.id, { token: other.token })).status).toBe(403)
		}
		expect(((await (await read(created.slug)).json()) as Post).title).toBe(created.title)
	})
})

describe('GET, PATCH and DELETE /api/blog/{slugOrId} take the slug or the id alike', () => {
	test('a post read, changed and deleted by its slug, and read and changed by its id', async () => {
		const { token } = await admin()
		const created = (await (await create(article(), { token })).json()) as Post

		const byId = await read(String(created.id))
		expect(byId.status).toBe(200)
		expect(((await byId.json()) as Post).slug).toBe(created.slug)

		const edited = await patch(created.slug, { title: 'Changed by slug' }, { token })
		expect(edited.status).toBe(200)
		expect(((await edited.json()) as Post).title).toBe('Changed by slug')
		expect(((await (await read(String(created.id))).json()) as Post).title).toBe('Changed by slug')

		expect((await remove(created.slug, { token })).status).toBe(200)
		expect((await read(String(created.id))).status).toBe(404)
		expect((await remove(created.slug, { token })).status).toBe(404)
	})

	test('a slug of digits names its own post before the post with that id; drafts stay hidden by id too', async () => {
		const { token } = await admin()
		const first = (await (await create(article(), { token })).json()) as Post
		const digits = (await (await create(article({ slug: String(first.id) }), { token })).json()) as Post
		expect(digits.slug).toBe(String(first.id))
		expect(((await (await read(String(first.id))).json()) as Post).id).toBe(digits.id)

		const draft = (await (await create(article({ published: false }), { token })).json()) as Post
		expect((await read(String(draft.id))).status).toBe(404)
		expect((await read(String(draft.id), { token })).status).toBe(200)
	})
})
