// One address per page for search engines: the <link rel="canonical"> every public page's `meta`
// carries, built from the public origin (APP_ORIGIN) and the page's own path, never from the
// address the visitor happened to use.
//
// How to use it: the root loader hands every page the origin (`origin` in its data), so a page's
// `meta` needs no loader of its own for it:
//
//   export function meta({ matches }: Route.MetaArgs) {
//     return [{ title: '…' }, canonicalLink(matches, '/privacy')]
//   }
//
// A page's path is written out (or built from its record's id or slug), so `/jobs/007` and
// `/jobs/7?utm_source=x` both name `/jobs/7`. Query parameters are dropped unless the page passes
// the ones that choose what it shows, in a fixed order, defaults already left out (the listing's
// search and paging: `listingQueryPairs` in the jobs area).

/** A query parameter a canonical address keeps, in the order given. */
export type QueryPair = readonly [name: string, value: string]

/** What `meta` receives as `matches`: only the root's data is read. */
type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[]

/** The public origin the root loader gave the page ('' before it has loaded, as in an error page). */
export function siteOrigin(matches: MetaMatches) {
	const root = matches.find((match) => match?.id === 'root')?.data as { origin?: unknown } | undefined
	return typeof root?.origin === 'string' ? root.origin : ''
}

/** The canonical address of `path` on `origin`: the path alone, or with the given parameters in their order. */
export function canonicalUrl(origin: string, path: string, query: readonly QueryPair[] = []) {
	const pathname = path.split(/[?#]/)[0] || '/'
	const search = new URLSearchParams(query.map(([name, value]) => [name, value])).toString()
	return `${origin.replace(/\/$/, '')}${pathname}${search ? `?${search}` : ''}`
}

/** The meta descriptor of the canonical link for the page at `path` (see canonicalUrl). */
export function canonicalLink(matches: MetaMatches, path: string, query: readonly QueryPair[] = []) {
	return canonicalLinkTo(canonicalUrl(siteOrigin(matches), path, query))
}

/** The meta descriptor of a canonical link to an address already built (a page whose loader builds it). */
export function canonicalLinkTo(href: string) {
	return { tagName: 'link', rel: 'canonical', href } as const
}

/** Keeps a page out of search engines' indexes (an ended listing) while its links are still followed. */
export const NOINDEX = { name: 'robots', content: 'noindex' } as const
