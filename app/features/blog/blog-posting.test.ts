import { describe, expect, test } from 'vitest'
import { schemaProblems } from '../../../tests/fixtures/schema-org.ts'
import { blogPostingJsonLd } from './blog-posting.ts'

const post = {
	title: 'Where the Jobs Are in Warrington This Spring',
	slug: 'where-the-jobs-are-in-warrington-this-spring',
	excerpt: 'Logistics at Omega, science at Birchwood.',
	author: 'Priya Shah',
	category: 'Job Market',
	tags: ['Warrington', 'Logistics'],
	publishedAt: '2026-11-20T09:00:00.000Z',
	updatedAt: '2026-11-21T10:00:00.000Z',
	featuredImage: null,
}

describe('blogPostingJsonLd', () => {
	test('a BlogPosting of the real post, valid against schema.org 30.0', () => {
		const data = blogPostingJsonLd(post, 'https://warringtonjobs.co.uk')
		expect(data).toMatchObject({
			'@type': 'BlogPosting',
			headline: post.title,
			datePublished: post.publishedAt,
			author: { '@type': 'Person', name: 'Priya Shah' },
			url: 'https://warringtonjobs.co.uk/blog/where-the-jobs-are-in-warrington-this-spring',
			keywords: 'Warrington, Logistics',
		})
		expect(schemaProblems(data)).toEqual([])
	})

	test('a draft has no publication date; the checker would catch a wrong property', () => {
		const data = blogPostingJsonLd({ ...post, publishedAt: null }, 'https://warringtonjobs.co.uk')
		expect(data).not.toHaveProperty('datePublished')
		expect(schemaProblems(data)).toEqual([])
		expect(schemaProblems({ ...data, salary: '£1' })).toEqual(['$.salary: not a schema.org property'])
	})
})
