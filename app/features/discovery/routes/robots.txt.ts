// /robots.txt: what crawlers may read, and where the sitemap is (robots.server.ts).
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { robotsTxt } from '../robots.server.ts'

export function loader() {
	return new Response(robotsTxt(), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
	})
}
