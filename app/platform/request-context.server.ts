import type { MiddlewareFunction } from 'react-router'
import { authContext, emContext } from '../context.ts'
import { resolveAuth } from './auth.server.ts'
import { getOrm } from './db.server.ts'
import { completePublicCaching } from './http-cache.server.ts'
import { isDatabaseDown, outageResponse } from './outage.server.ts'
import { applySecurityHeaders } from './security-headers.server.ts'

/**
 * The root middleware: a forked EntityManager per request and the requester's identity,
 * both put in the request context. While PostgreSQL is away, any request that fails
 * answers 503 with a clear message instead of a 500 or a hang.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	let response: Response
	let signedIn = false
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
		throw error
	}
	if (response.status >= 500 && (await isDatabaseDown())) return outageResponse(request)
	applySecurityHeaders(response.headers)
	// What a signed-in person sees is theirs alone: never stored by a shared cache.
	if (signedIn || request.headers.has('Authorization')) response.headers.set('Cache-Control', 'private, no-store')
	else if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache')
	else return completePublicCaching(request, response)
	return response
}
