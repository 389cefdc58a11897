// Who may send a write, and what another site's page may read (decision 104): the one Origin
// rule for writes, OPTIONS answered without running a route, and CORS for named API clients.
import type { Auth } from '../context.ts'
import { config } from './config.server.ts'
import { isApiPath, type Refusal } from './request-limits.server.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const PAGE_METHODS = 'GET, HEAD, POST, OPTIONS'
const API_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
/** Request headers an allowed API client may send across origins. */
const CORS_REQUEST_HEADERS = 'Authorization, Content-Type, Idempotency-Key'
/** Response headers it may read: paging and rate limits. */
const CORS_EXPOSED_HEADERS =
	'Link, X-Total-Count, X-Total-Count-Capped, Retry-After, RateLimit, RateLimit-Policy, X-Request-Id'

const isThisSite = (request: Request, origin: string) =>
	origin === new URL(request.url).origin || origin === config.appOrigin

/**
 * Whether a write was sent by this site's own pages: its Origin is this site, or, from a browser
 * that sends no Origin, Sec-Fetch-Site says same-origin. Neither (a script with a stolen cookie,
 * an old browser) is not enough for a write made with the session cookie.
 */
function fromThisSite(request: Request) {
	const origin = request.headers.get('Origin')
	if (origin !== null) return isThisSite(request, origin)
	return request.headers.get('Sec-Fetch-Site') === 'same-origin'
}

/**
 * The one Origin rule, for every route. A write (any method but GET, HEAD and OPTIONS) made with
 * the session cookie must come from this site, or the cookie would let another site act in the
 * user's name (SameSite=Lax still sends it on a top-level POST from a same-site page and in
 * older browsers). A bearer token is never sent by a browser on its own, so token calls are not
 * checked, nor /api calls without a session (sign-in, registration, API clients of CORS_ORIGINS).
 * A page's action also refuses an Origin naming another site without a session: that is React
 * Router's own check (which answers 400 on page requests before the middleware runs); having it
 * here too keeps one rule for pages and resource routes alike.
 */
export function crossSiteRefusal(request: Request, auth: Auth): Refusal | null {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return null
	const refused: Refusal = { status: 403, message: 'Cross-origin request refused' }
	if (auth?.via === 'session') return fromThisSite(request) ? null : refused
	const origin = request.headers.get('Origin')
	if (!isApiPath(new URL(request.url).pathname) && origin !== null && !isThisSite(request, origin)) return refused
	return null
}

function allowedCorsOrigin(request: Request, path: string) {
	const origin = request.headers.get('Origin')
	return isApiPath(path) && origin !== null && config.corsOrigins.includes(origin) ? origin : null
}

/**
 * OPTIONS never runs a route (it used to run the loader and answer with the user's data): 204
 * with the methods a page or the API takes, and, for an origin CORS_ORIGINS names asking
 * before an /api call (a preflight), what it may send. Cookies are never allowed across origins
 * (no Access-Control-Allow-Credentials): API clients use bearer tokens.
 */
export function optionsAnswer(request: Request, path: string) {
	const headers = new Headers({ Allow: isApiPath(path) ? API_METHODS : PAGE_METHODS, 'Cache-Control': 'no-store' })
	const origin = allowedCorsOrigin(request, path)
	if (origin && request.headers.has('Access-Control-Request-Method')) {
		headers.set('Access-Control-Allow-Origin', origin)
		headers.set('Access-Control-Allow-Methods', API_METHODS)
		headers.set('Access-Control-Allow-Headers', CORS_REQUEST_HEADERS)
		headers.set('Access-Control-Max-Age', '600')
	}
	if (isApiPath(path) && config.corsOrigins.length) headers.set('Vary', 'Origin')
	return new Response(null, { status: 204, headers })
}

/** An /api answer to an origin CORS_ORIGINS names may be read by that origin's pages. */
export function applyCors(request: Request, path: string, headers: Headers) {
	if (!isApiPath(path) || config.corsOrigins.length === 0) return
	const vary = headers.get('Vary')
	if (
		!vary
			?.toLowerCase()
			.split(/\s*,\s*/)
			.includes('origin')
	)
		headers.set('Vary', vary ? `${vary}, Origin` : 'Origin')
	const origin = allowedCorsOrigin(request, path)
	if (!origin) return
	headers.set('Access-Control-Allow-Origin', origin)
	headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS)
}
