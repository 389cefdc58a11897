import { describe, expect, test } from 'vitest'
import { listingQueryPairs, parseJobSearchLeniently } from '../features/jobs/job-search.ts'
import { canonicalLink, canonicalUrl, siteOrigin } from './canonical.ts'

const SITE = 'https://www.warringtonjobs.example'
const matches = [{ id: 'root', data: { origin: SITE } }, undefined]

describe('canonical addresses', () => {
	test('a page’s path on the public origin, whatever query or fragment it came with', () => {
		expect(canonicalUrl(`${SITE}/`, '/privacy?utm_source=x#top')).toBe(`${SITE}/privacy`)
		expect(canonicalUrl(SITE, '')).toBe(`${SITE}/`)
		expect(canonicalLink(matches, '/blog')).toEqual({ tagName: 'link', rel: 'canonical', href: `${SITE}/blog` })
		expect(siteOrigin([undefined])).toBe('')
	})

	test('the listing keeps its search’s own parameters, in one order, without defaults; paging kept', () => {
		const pairsOf = (query: string) => listingQueryPairs(parseJobSearchLeniently(new URLSearchParams(query)))
		const href = (query: string) => canonicalUrl(SITE, '/', pairsOf(query))
		expect(href('utm_source=facebook&sort=relevance&page=1&radius=10&limit=50')).toBe(`${SITE}/`)
		const one = href('page=2&jobType=Part-time&search=cleaner&jobType=Full-time&location=Birchwood&fbclid=abc')
		const other = href('search=cleaner&location=Birchwood&jobType=Full-time&jobType=Part-time&page=2')
		expect(one).toBe(other)
		expect(one).toBe(`${SITE}/?search=cleaner&location=Birchwood&jobType=Full-time&jobType=Part-time&page=2`)
		expect(href('near=wa1%201aa&radius=5&sort=distance')).toBe(`${SITE}/?near=WA1+1AA&sort=distance`)
		expect(href('near=WA1&radius=10&salaryMin=0&datePosted=7days')).toBe(`${SITE}/?datePosted=7days&near=WA1&radius=10`)
		// A value the listing cannot read is dropped, as the listing drops it.
		expect(href('jobType=Astronaut&sort=salary')).toBe(`${SITE}/?sort=salary`)
	})
})
