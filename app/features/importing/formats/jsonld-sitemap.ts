// A sitemap of job pages (sitemaps.org 0.9), read to find the careers pages to fetch as
// `jsonld-page`: a urlset's `<loc>`s go to `next`. A sitemap index's `<loc>`s go there too: the
// caller fetches those as `jsonld-sitemap` again (`isSitemapIndex` tells one from the other).
import { FormatError, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { absoluteUrl, isRecord, type Json } from './read.ts'
import { parseXml } from './xml.ts'

const WHAT = 'a sitemap'

export function parseJsonLdSitemap(document: SourceDocument): ParsedSource {
	const root = parseXml(document.body, WHAT, ['urlset.url', 'sitemapindex.sitemap'])
	const entries = isRecord(root.urlset)
		? root.urlset.url
		: isRecord(root.sitemapindex)
			? root.sitemapindex.sitemap
			: null
	if (!Array.isArray(entries)) {
		throw new FormatError(`The address did not answer with ${WHAT}: it has no <urlset> of pages.`)
	}
	const next: string[] = []
	const problems: string[] = []
	const seen = new Set<string>()
	entries.forEach((entry: Json, index) => {
		const loc = isRecord(entry) ? absoluteUrl(entry.loc, document.url) : null
		if (!loc) problems.push(`Entry ${index + 1} of the sitemap was skipped: it has no web address.`)
		else if (!seen.has(loc)) {
			seen.add(loc)
			next.push(loc)
		}
	})
	return { jobs: [], next, problems }
}

/** Whether a sitemap document is an index of sitemaps rather than a list of pages. */
export function isSitemapIndex(body: string) {
	return /<sitemapindex[\s>]/.test(body)
}
