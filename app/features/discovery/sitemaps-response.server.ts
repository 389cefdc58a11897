// How a sitemap is sent: XML, public like the other anonymous pages (so the page cache and shared
// caches keep it, and the root middleware adds its ETag), with its latest change as Last-Modified.
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../platform/render/http-cache.server.ts'
import { latestOf, type SitemapEntry } from './sitemaps-xml.ts'

export function sitemapResponse(xml: string, entries: readonly SitemapEntry[]) {
	const headers = new Headers({
		'Content-Type': 'application/xml; charset=utf-8',
		'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
	})
	const lastModified = latestOf(entries.map((entry) => entry.lastModified))
	if (lastModified) headers.set('Last-Modified', lastModified.toUTCString())
	return new Response(xml, { headers })
}
