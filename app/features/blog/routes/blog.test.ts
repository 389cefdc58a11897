import { describe, expect, test } from 'vitest'
import { uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { createBlogPost } from '../blog.server.ts'
import * as blog from './blog.tsx'

type BlogPage = { posts: { slug: string }[]; page: number; pageCount: number }
const open = (query = '') => callRoute(blog.loader, new Request(`${ORIGIN}/blog${query}`))

describe('/blog', () => {
	test('shows 20 posts a page, newest first, with the rest on later pages; a page past the end shows the last', async () => {
		const word = uniqueWord()
		for (let index = 0; index < blog.PAGE_POSTS + 1; index++)
			await createBlogPost(await freshEm(), {
				title: `Paging ${word} ${index}`,
				excerpt: 'Excerpt',
				content: 'Content',
				category: 'Job Market',
				published: true,
			})
		const first = (await (await open('?category=Job%20Market')).json()) as BlogPage
		expect(first.posts).toHaveLength(blog.PAGE_POSTS)
		expect(first.pageCount).toBeGreaterThanOrEqual(2)
		const second = (await (await open('?category=Job%20Market&page=2')).json()) as BlogPage
		expect(second.page).toBe(2)
		expect(second.posts.length).toBeGreaterThan(0)
		const onFirst = new Set(first.posts.map((post) => post.slug))
		expect(second.posts.some((post) => onFirst.has(post.slug))).toBe(false)

		const past = await open('?category=Job%20Market&page=9999')
		expect(past.status).toBe(302)
		expect(past.headers.get('Location')).toMatch(/^\/blog\?category=Job\+Market&page=\d+$/)
	})
})
