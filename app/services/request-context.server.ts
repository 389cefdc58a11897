import type { MiddlewareFunction } from 'react-router'
import { authContext, emContext } from '../context.ts'
import { resolveAuth } from './auth.server.ts'
import { getOrm } from './db.server.ts'
import { outageResponse, isDatabaseDown } from './outage.server.ts'

/**
 * The root middleware: a forked EntityManager per request and the requester's identity,
 * both put in the request context. While PostgreSQL is away, any request that fails
 * answers 503 with a clear message instead of a 500 or a hang.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	let response: Response
	try {
		const orm = await getOrm()
		const em = orm.em.fork()
		context.set(emContext, em)
		context.set(authContext, await resolveAuth(em, request))
		response = await next()
	} catch (error) {
		if (await isDatabaseDown()) return outageResponse(request)
		throw error
	}
	if (response.status >= 500 && (await isDatabaseDown())) return outageResponse(request)
	return response
}
