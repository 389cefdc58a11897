// Every listed job in Indeed's XML feed format, for job aggregators (README "Feeds", decision 211).
import { emContext } from '../../../context.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { INDEED_CONTENT_TYPE } from '../feeds-indeed.ts'
import { indeedFeedPage } from '../feeds-indeed.server.ts'
import type { Route } from './+types/feeds.indeed.xml'

export async function loader({ request, context }: Route.LoaderArgs) {
	const asked = new URL(request.url).searchParams.get('page')
	// Only the pages there are: `?page=1` is the feed itself, anything else unknown is no page.
	const page = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : null
	const found = page === null ? null : await indeedFeedPage(context.get(emContext), page)
	if (!found || page === null) throw new Response('No such page of the job feed', { status: 404 })
	const headers = new Headers({ 'Content-Type': INDEED_CONTENT_TYPE, 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL })
	if (found.next) headers.set('Link', `<${found.next}>; rel="next"`)
	return new Response(found.xml, { headers })
}
