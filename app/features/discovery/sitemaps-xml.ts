// The Sitemaps protocol's XML (sitemaps.org, 0.9): a urlset of pages or an index of sitemaps.
// Pure: the services give it addresses and dates, the routes send what it writes.

import { xmlText } from './xml.ts'

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The protocol's cap on the URLs of one sitemap file and on the sitemaps of one index. */
export const MAX_URLS_PER_SITEMAP = 50_000

/** One `<url>` of a sitemap, or one `<sitemap>` of an index: an absolute address and when it last changed. */
export type SitemapEntry = { loc: string; lastModified?: Date | null }

/** A W3C Datetime in UTC to the second (2026-11-28T09:30:00Z), as `lastmod` takes it. */
export function w3cDatetime(date: Date) {
	return date.toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** The latest of some dates, or null when there are none. */
export function latestOf(dates: readonly (Date | null | undefined)[]): Date | null {
	let latest: Date | null = null
	for (const date of dates) if (date && (!latest || date > latest)) latest = date
	return latest
}

function entryXml(element: 'url' | 'sitemap', { loc, lastModified }: SitemapEntry) {
	const lastmod = lastModified ? `<lastmod>${w3cDatetime(lastModified)}</lastmod>` : ''
	return `<${element}><loc>${xmlText(loc)}</loc>${lastmod}</${element}>`
}

function document(root: 'urlset' | 'sitemapindex', element: 'url' | 'sitemap', entries: readonly SitemapEntry[]) {
	if (entries.length === 0) throw new Error(`A ${root} needs at least one ${element}`)
	if (entries.length > MAX_URLS_PER_SITEMAP) throw new Error(`A ${root} holds at most ${MAX_URLS_PER_SITEMAP}`)
	const body = entries.map((entry) => entryXml(element, entry)).join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NAMESPACE}">\n${body}\n</${root}>\n`
}

/** A sitemap: the pages to crawl (at least one, at most 50,000). */
export const urlsetXml = (entries: readonly SitemapEntry[]) => document('urlset', 'url', entries)

/** A sitemap index: the sitemaps to read (at least one, at most 50,000). */
export const sitemapIndexXml = (entries: readonly SitemapEntry[]) => document('sitemapindex', 'sitemap', entries)
