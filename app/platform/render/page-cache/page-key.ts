// Which requests the page cache may answer or learn from, and the key a page is kept under.
// Shared by the server's look-up (Node's request) and the root middleware's store (a Fetch
// Request), so both read headers through `HeaderOf`.
import { SESSION_COOKIE } from '../../session.server.ts'
import { TOAST_COOKIE } from '../../toast.server.ts'

/** A request header by its lower-case name. */
export type HeaderOf = (name: string) => string | null | undefined

/** Our cookies, with and without the `__Host-` prefix used over HTTPS. */
const OWN_COOKIES = new Set([SESSION_COOKIE, TOAST_COOKIE].flatMap((name) => [name, `__Host-${name}`]))

const TOAST_COOKIES = new Set([TOAST_COOKIE, `__Host-${TOAST_COOKIE}`])

/** Whether a Cookie header carries a cookie of ours (a session, even an expired one, or a pending toast). */
export function carriesOwnCookie(cookie: string | null | undefined) {
	return carriesCookieOf(OWN_COOKIES, cookie)
}

/** Whether a Cookie header carries a pending toast, which makes the next page its visitor's alone. */
export function carriesToast(cookie: string | null | undefined) {
	return carriesCookieOf(TOAST_COOKIES, cookie)
}

function carriesCookieOf(names: ReadonlySet<string>, cookie: string | null | undefined) {
	if (!cookie) return false
	return cookie.split(';').some((pair) => names.has(pair.split('=', 1)[0]!.trim()))
}

/**
 * Whether the page cache must leave this request alone: anything but a GET, and any request
 * that could be someone's (a bearer token, or our session or toast cookie), is neither answered
 * from the cache nor stored into it.
 */
export function bypassesPageCache(method: string, header: HeaderOf) {
	return method !== 'GET' || !!header('authorization') || carriesOwnCookie(header('cookie'))
}

/**
 * The page's address as the cache keys it: host, path and query with the parameters in name
 * order (the values of one name keep theirs) and the empty ones dropped, since every page treats
 * `?search=` as no search (the listing's GET form sends every field, filled or not).
 */
export function pageKeyOf(host: string, pathAndQuery: string) {
	const url = new URL(pathAndQuery, 'http://page-cache')
	const params = new URLSearchParams()
	for (const [name, value] of url.searchParams) if (value !== '') params.append(name, value)
	params.sort()
	const query = params.size ? `?${params}` : ''
	return `${host.toLowerCase()}${url.pathname}${query}`
}

/**
 * The key of one form of a page: its address and the request headers it varies by (a job page's
 * Back link follows the Referer). Cookie and Accept-Encoding are not among them: only requests
 * without our cookies get here, and the cache holds every encoding.
 */
export function variantKeyOf(pageKey: string, vary: readonly string[], header: HeaderOf) {
	if (!vary.length) return pageKey
	return `${pageKey}\n${vary.map((name) => `${name}:${header(name) ?? ''}`).join('\n')}`
}

/** The request headers a response varies by, as the page cache keys them (lower case, sorted). */
export function varyOf(vary: string | null) {
	if (!vary) return []
	return [
		...new Set(
			vary
				.split(',')
				.map((name) => name.trim().toLowerCase())
				.filter((name) => name && name !== 'cookie' && name !== 'accept-encoding'),
		),
	].sort()
}

export type Encoding = 'br' | 'gzip' | 'identity'

/** The best encoding the client accepts of those the cache holds: Brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding {
	if (!acceptEncoding) return 'identity'
	const accepted = new Map<string, number>()
	for (const part of acceptEncoding.split(',')) {
		const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
		const q = params.find((param) => param.startsWith('q='))
		accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1)
	}
	const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0
	if (quality('br') > 0) return 'br'
	if (quality('gzip') > 0) return 'gzip'
	return 'identity'
}
