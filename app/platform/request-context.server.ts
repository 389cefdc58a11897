import { randomUUID } from 'node:crypto'
import { data, type MiddlewareFunction } from 'react-router'
import { authContext, bearerSentContext, emContext, requestIdContext, retryAfterContext } from '../context.ts'
import { bearerToken } from './api-tokens.server.ts'
import { apiError } from './api.server.ts'
import { resolveAuth } from './auth.server.ts'
import { getOrm } from './db.server.ts'
import { appendVary, completePublicCaching } from './render/http-cache.server.ts'
import { log, noteRequestRoute } from './logger.server.ts'
import { keepPage, pageCacheTicket, type PageCacheTicket } from './render/page-cache/page-cache.server.ts'
import { applyCors, crossSiteRefusal, optionsAnswer } from './origin-check.server.ts'
import { connectionFailedRecently, isConnectionFailure, isDatabaseDown, outageResponse } from './outage.server.ts'
import {
	bodyLimitFor,
	declaredLengthRefusal,
	formBodyRefusal,
	isApiPath,
	type Refusal,
	routePath,
	urlRefusal,
} from './request-limits.server.ts'
import { applySecurityHeaders } from './security-headers.server.ts'
import { countingRateLimits, rateLimitHeaders } from './rate-limit.server.ts'

/**
 * The root middleware: a forked EntityManager per request and the requester's identity,
 * both put in the request context. While PostgreSQL is away, any request that fails
 * answers 503 with a clear message instead of a 500 or a hang. Before any route runs, it
 * answers OPTIONS and refuses what no route should see (request-limits.server.ts,
 * origin-check.server.ts). An unexpected error under /api answers the API's error shape with
 * the request id, never React Router's plain-text 500.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
	// The route's pattern (`/jobs/:id`) names the request in its log line and the metrics.
	noteRequestRoute(pattern || '/')
	const url = new URL(request.url)
	const path = routePath(url)
	if (request.method.toUpperCase() === 'OPTIONS') {
		const answer = optionsAnswer(request, path)
		applySecurityHeaders(answer.headers)
		return answer
	}
	// An /api route reads its own body (readJsonBody, parseUploadForm); a declared size is refused here.
	const refusal =
		urlRefusal(url) ??
		(isApiPath(path) ? declaredLengthRefusal(request, bodyLimitFor(path)) : await formBodyRefusal(request, path))
	if (refusal) return refuse(request, path, refusal)

	let response: Response | undefined
	let crossSite: Refusal | null = null
	let signedIn = false
	let ticket: PageCacheTicket | null = null
	if (!context.get(requestIdContext)) context.set(requestIdContext, randomUUID())
	context.set(bearerSentContext, bearerToken(request) !== null)
	try {
		const orm = await getOrm()
		const em = orm.em.fork()
		context.set(emContext, em)
		const auth = await resolveAuth(em, request)
		signedIn = auth !== null
		context.set(authContext, auth)
		crossSite = crossSiteRefusal(request, auth)
		// The content's version before any loader reads it: a page is kept under the version it may be older than, never newer.
		if (!signedIn && !isApiPath(path)) ticket = await pageCacheTicket(em, request)
		if (!crossSite) {
			if (isApiPath(path)) {
				// Every API answer that counted against a limit tells it (RateLimit-Policy, RateLimit).
				const { result, counted } = await countingRateLimits(next)
				response = withHeaders(result, rateLimitHeaders(counted))
			} else response = await next()
		}
	} catch (error) {
		if (error instanceof Response) throw error
		if (isConnectionFailure(error) || (await isDatabaseDown())) return outageResponse(request)
		if (isApiPath(path)) {
			log().error({ err: error }, 'request failed')
			return internalErrorResponse(context.get(requestIdContext))
		}
		throw error
	}
	if (crossSite) return refuse(request, path, crossSite)
	if (!response) throw new Error('The root middleware ran no route')
	if (response.status >= 500 && (connectionFailedRecently() || (await isDatabaseDown()))) return outageResponse(request)
	// React Router answers an error in a resource route with plain text (handleError has logged it).
	if (response.status >= 500 && isApiPath(path) && !/json/i.test(response.headers.get('Content-Type') ?? ''))
		return internalErrorResponse(context.get(requestIdContext))
	applySecurityHeaders(response.headers)
	applyCors(request, path, response.headers)
	const retryAfter = context.get(retryAfterContext)
	if (response.status === 429 && retryAfter !== null && !response.headers.has('Retry-After'))
		response.headers.set('Retry-After', String(retryAfter))
	// Every answer may differ by who is signed in (the header's links, the API's caller), whether
	// or not a cache may keep it, whatever its status: a cache must key it on the cookie.
	appendVary(response.headers, 'Cookie')
	// What a signed-in person sees is theirs alone: never stored by a shared cache. Only bytes that
	// never change at their address (a profile picture) may stay in their own browser.
	if (signedIn || request.headers.has('Authorization')) {
		if (!isPrivateImmutable(response.headers.get('Cache-Control')))
			response.headers.set('Cache-Control', 'private, no-store')
	} else if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache')
	else
		return completePublicCaching(request, response, (page) => {
			if (keepPage(ticket, request, page)) page.headers.set('X-Page-Cache', 'miss')
		})
	return response
}

/** The response with these headers added; a copy when its own headers are immutable (Response.redirect). */
function withHeaders(response: Response, headers: Record<string, string> | null) {
	if (!headers) return response
	try {
		for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
		return response
	} catch {
		const copy = new Response(response.body, response)
		for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
		return copy
	}
}

/** A route's own `private, …, immutable`: for one person's browser, and unchanging at its address. */
function isPrivateImmutable(cacheControl: string | null) {
	const directives = (cacheControl ?? '').split(',').map((directive) => directive.trim().toLowerCase())
	return directives.includes('private') && directives.includes('immutable') && !directives.includes('public')
}

/** The API's 500: the one error shape, with the id a client can quote to find the failure in the logs. */
function internalErrorResponse(requestId: string) {
	const response = Response.json(
		{ message: 'Something went wrong on our side. Please try again in a moment.', requestId },
		{ status: 500 },
	)
	applySecurityHeaders(response.headers)
	response.headers.set('Cache-Control', 'no-store')
	return response
}

/**
 * A refusal in the API's error shape on /api, as the site's error page elsewhere. A 413 closes
 * the connection: the rest of the body is never read.
 */
function refuse(request: Request, path: string, { status, message, errors }: Refusal): Response {
	const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
	if (status === 413) headers.Connection = 'close'
	if (isApiPath(path)) {
		const response = apiError(status, message, errors, headers)
		applySecurityHeaders(response.headers)
		applyCors(request, path, response.headers)
		return response
	}
	throw data(message, { status, headers })
}
