// /sitemaps/{name}: one sitemap of the index (pages.xml, jobs-1.xml ..., companies.xml, blog.xml,
// courses.xml); 404 for any other name, a page of jobs past the last, or a sitemap with no pages.
import { emContext } from '../../../context.ts'
import { sitemapEntries } from '../sitemaps.server.ts'
import { sitemapResponse } from '../sitemaps-response.server.ts'
import { urlsetXml } from '../sitemaps-xml.ts'
import type { Route } from './+types/sitemaps.$name'

export async function loader({ params, context }: Route.LoaderArgs) {
	const entries = await sitemapEntries(context.get(emContext), params.name)
	if (!entries)
		return new Response('No such sitemap', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	return sitemapResponse(urlsetXml(entries), entries)
}
