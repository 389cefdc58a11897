import { randomUUID } from 'node:crypto'
import type { MiddlewareFunction } from 'react-router'
import { authContext, emContext, requestIdContext } from '../context.ts'
import { resolveAuth } from './auth.server.ts'
import { getOrm } from './db.server.ts'
import { completePublicCaching } from './http-cache.server.ts'
import { log } from './logger.server.ts'
import { isDatabaseDown, outageResponse } from './outage.server.ts'
import { applySecurityHeaders } from './security-headers.server.ts'

/**
 * The root middleware: a forked EntityManager per request and the requester's identity,
 * both put in the request context. While PostgreSQL is away, any request that fails
 * answers 503 with a clear message instead of a 500 or a hang. An unexpected error under /api
 * answers the API's error shape with the request id, never React Router's plain-text 500.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	let response: Response
	let signedIn = false
	if (!context.get(requestIdContext)) context.set(requestIdContext, randomUUID())
	try {
		const orm = await getOrm()
		const em = orm.em.fork()
		context.set(emContext, em)
		const auth = await resolveAuth(em, request)
		signedIn = auth !== null
		context.set(authContext, auth)
		response = await next()
	} catch (error) {
		if (error instanceof Response) throw error
		if (await isDatabaseDown()) return outageResponse(request)
		if (isApiRequest(request)) {
			log().error({ err: error }, 'request failed')
			return internalErrorResponse(context.get(requestIdContext))
		}
		throw error
	}
	if (response.status >= 500 && (await isDatabaseDown())) return outageResponse(request)
	// React Router answers an error in a resource route with plain text (handleError has logged it).
	if (response.status >= 500 && isApiRequest(request) && !/json/i.test(response.headers.get('Content-Type') ?? ''))
		return internalErrorResponse(context.get(requestIdContext))
	applySecurityHeaders(response.headers)
	// What a signed-in person sees is theirs alone: never stored by a shared cache.
	if (signedIn || request.headers.has('Authorization')) response.headers.set('Cache-Control', 'private, no-store')
	else if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache')
	else return completePublicCaching(request, response)
	return response
}

const isApiRequest = (request: Request) => /^\/api(\/|$)/.test(new URL(request.url).pathname)

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
