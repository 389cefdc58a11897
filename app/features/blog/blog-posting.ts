// The structured data of a blog post's page: one schema.org BlogPosting (docs/product.md §22.19:
// it describes the real post on the page).
import { SITE_NAME } from '../jobs/job-posting.ts'

type PostForJsonLd = {
	title: string
	slug: string
	excerpt: string
	author: string
	category: string
	tags: string[]
	publishedAt: string | null
	updatedAt: string
	featuredImage: string | null
}

export function blogPostingJsonLd(post: PostForJsonLd, origin: string) {
	const url = `${origin}/blog/${post.slug}`
	return {
		'@context': 'https://schema.org',
		'@type': 'BlogPosting',
		headline: post.title.slice(0, 110),
		description: post.excerpt,
		url,
		mainEntityOfPage: url,
		...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
		dateModified: post.updatedAt,
		author: { '@type': 'Person', name: post.author },
		publisher: { '@type': 'Organization', name: SITE_NAME, url: origin },
		articleSection: post.category,
		...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
		...(post.featuredImage ? { image: post.featuredImage } : {}),
		inLanguage: 'en-GB',
		isPartOf: { '@type': 'Blog', name: `${SITE_NAME} Blog`, url: `${origin}/blog` },
	}
}
