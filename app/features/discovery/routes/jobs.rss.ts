// The RSS feed of a listing search: `/jobs.rss` takes the query parameters of `/` (decision 211).
import { emContext } from '../../../context.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { RSS_CONTENT_TYPE } from '../feeds-rss.ts'
import { searchFeedXml } from '../feeds-rss.server.ts'
import type { Route } from './+types/jobs.rss'

/** Public like the listing: kept by the page cache and shared caches until a job changes. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const xml = await searchFeedXml(context.get(emContext), new URL(request.url).searchParams)
	return new Response(xml, {
		headers: { 'Content-Type': RSS_CONTENT_TYPE, 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
	})
}
