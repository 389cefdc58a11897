import type { MetaDescriptor } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { storedCourse } from '../../tests/fixtures/courses.ts'
import { apiUser, postedJob, withParams } from '../../tests/fixtures/jobs.ts'
import { uniqueCompany } from '../../tests/fixtures/reviews.ts'
import { callRoute, freshEm, ORIGIN } from '../../tests/fixtures/route.ts'
import { createBlogPost } from '../features/blog/blog.server.ts'
import * as blogPost from '../features/blog/routes/blog.$slug.tsx'
import * as jobDetail from '../features/jobs/routes/jobs.$id.tsx'
import { companySlug } from '../features/reviews/review-schema.ts'
import * as company from '../features/reviews/routes/companies.$slug.tsx'
import * as course from '../features/training/routes/training.$id.tsx'
import { shareCardMeta } from './share-card.ts'

const SITE = 'https://www.warringtonjobs.example'

/** The tags a meta function gives for a loader's answer, by property or name. */
async function cardOf(
	meta: (args: never) => MetaDescriptor[] | undefined,
	loader: (args: never) => unknown,
	path: string,
	params: Record<string, string>,
) {
	const response = await callRoute(withParams(loader), new Request(`${ORIGIN}${path}`), { params })
	expect(response.status).toBe(200)
	const loaderData: unknown = await response.json()
	const tags = meta({ loaderData, error: undefined, params } as never) ?? []
	const card: Record<string, string> = {}
	for (const tag of tags as Record<string, string>[]) {
		const key = tag.property ?? tag.name
		if (key && tag.content !== undefined) card[key] = tag.content
	}
	return card
}

/** What every page kind's card carries, its URLs absolute on the site's origin. */
function expectCompleteCard(card: Record<string, string>, url: string) {
	expect(card).toMatchObject({
		'og:url': url,
		'og:site_name': 'Warrington Jobs',
		'og:locale': 'en_GB',
		'og:image:type': 'image/png',
		'og:image:width': '1200',
		'og:image:height': '630',
		'twitter:card': 'summary_large_image',
	})
	for (const key of ['og:title', 'og:description', 'og:image:alt', 'twitter:title', 'twitter:description'])
		expect(card[key], key).toBeTruthy()
	expect(card['twitter:title']).toBe(card['og:title'])
	expect(card['twitter:description']).toBe(card['og:description'])
	expect(card['twitter:image']).toBe(card['og:image'])
	expect(card['og:image']!.startsWith(`${SITE}/`)).toBe(true)
}

afterEach(() => {
	vi.unstubAllEnvs()
})

describe('share cards: Open Graph and Twitter tags on every page kind', () => {
	test('a job page shows the job’s own picture', async () => {
		vi.stubEnv('APP_ORIGIN', SITE)
		const { user } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Forklift Driver', company: 'Omega Distribution Ltd' })
		const card = await cardOf(jobDetail.meta, jobDetail.loader, `/jobs/${job.id}`, { id: String(job.id) })
		expectCompleteCard(card, `${SITE}/jobs/${job.id}`)
		expect(card).toMatchObject({ 'og:type': 'website', 'og:title': 'Forklift Driver, Omega Distribution Ltd' })
		expect(card['og:image']).toMatch(new RegExp(`^${SITE}/jobs/${job.id}/share-image/[\\w-]{16}\\.png$`))
		expect(card['og:image:alt']).toContain('Forklift Driver at Omega Distribution Ltd')
	})

	test('a company page, a blog post and a course show the board’s picture', async () => {
		vi.stubEnv('APP_ORIGIN', SITE)
		const { user } = await apiUser('employer')
		const name = uniqueCompany()
		await postedJob(user, { company: name })
		const slug = companySlug(name)
		const companyCard = await cardOf(company.meta, company.loader, `/companies/${slug}`, { slug })
		expectCompleteCard(companyCard, `${SITE}/companies/${slug}`)
		expect(companyCard['og:title']).toBe(`${name}: Reviews and Jobs`)

		const post = await createBlogPost(await freshEm(), {
			title: 'Five Questions to Ask at a Warehouse Interview',
			excerpt: 'What to ask about shifts, training and progression.',
			content: 'Ask about the shift pattern first.',
			category: 'Career Advice',
			published: true,
		})
		const postCard = await cardOf(blogPost.meta, blogPost.loader, `/blog/${post.slug}`, { slug: post.slug })
		expectCompleteCard(postCard, `${SITE}/blog/${post.slug}`)
		expect(postCard).toMatchObject({
			'og:type': 'article',
			'og:title': 'Five Questions to Ask at a Warehouse Interview',
			'og:description': 'What to ask about shifts, training and progression.',
		})

		const { course: stored } = await storedCourse({ title: 'Food Hygiene Level 2' })
		const courseCard = await cardOf(course.meta, course.loader, `/training/${stored.id}`, { id: String(stored.id) })
		expectCompleteCard(courseCard, `${SITE}/training/${stored.id}`)
		expect(courseCard['og:title']).toBe('Food Hygiene Level 2')

		for (const card of [companyCard, postCard, courseCard]) expect(card['og:image']).toBe(`${SITE}/share-image.png`)
	})
})

describe('shareCardMeta', () => {
	test('takes the board’s picture from the page’s own origin, or the picture it is given', () => {
		const tags = shareCardMeta({ title: 'T', description: 'D', url: 'https://jobs.example/blog/a?b=1' })
		expect(tags).toContainEqual({ property: 'og:image', content: 'https://jobs.example/share-image.png' })
		const own = shareCardMeta({
			title: 'T',
			description: 'D',
			url: 'https://jobs.example/jobs/1',
			image: { url: 'https://jobs.example/jobs/1/share-image/v.png', alt: 'Cleaner at Acme' },
		})
		expect(own).toContainEqual({ name: 'twitter:image', content: 'https://jobs.example/jobs/1/share-image/v.png' })
		expect(own).toContainEqual({ property: 'og:image:alt', content: 'Cleaner at Acme' })
	})
})
