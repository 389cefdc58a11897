// /sitemap.xml: the sitemap index, naming each sitemap that has pages (sitemaps.server.ts).
import { emContext } from '../../../context.ts'
import { sitemapIndexEntries } from '../sitemaps.server.ts'
import { sitemapResponse } from '../sitemaps-response.server.ts'
import { sitemapIndexXml } from '../sitemaps-xml.ts'
import type { Route } from './+types/sitemap.xml'

export async function loader({ context }: Route.LoaderArgs) {
	const entries = await sitemapIndexEntries(context.get(emContext))
	return sitemapResponse(sitemapIndexXml(entries), entries)
}
