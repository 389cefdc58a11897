// The page cache's answer, written straight to Node's response by the server (server/main.ts)
// before compression and React Router: a hit costs one version query and a write.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { noteRequestRoute } from '../../logger.server.ts'
import { ifNoneMatchHas, NOT_MODIFIED_HEADERS } from '../http-cache.server.ts'
import { findPage } from './page-cache.server.ts'
import { type HeaderOf, preferredEncoding } from './page-key.ts'

const REPEATED_BY_304 = new Set(NOT_MODIFIED_HEADERS.map((name) => name.toLowerCase()))

/**
 * Answers the request from the page cache when it holds the page: the stored headers, the body in
 * the best encoding the client accepts, `X-Page-Cache: hit`, and a 304 exactly as the app gives
 * one when If-None-Match names the ETag. False when the app must render the page.
 */
export async function answerFromPageCache(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
	if (req.method !== 'GET') return false
	const header: HeaderOf = (name) => {
		const value = req.headers[name]
		return Array.isArray(value) ? value.join(', ') : value
	}
	const page = await findPage(req.method, req.url ?? '/', header)
	if (!page) return false
	noteRequestRoute(page.route)
	res.setHeader('X-Page-Cache', 'hit')
	if (ifNoneMatchHas(header('if-none-match') ?? null, page.etag)) {
		for (const [name, value] of Object.entries(page.headers))
			if (REPEATED_BY_304.has(name.toLowerCase())) res.setHeader(name, value)
		res.statusCode = 304
		res.end()
		return true
	}
	const encoding = preferredEncoding(header('accept-encoding'))
	const body = page.bodies[encoding]
	for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
	if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
	res.setHeader('Content-Length', body.length)
	res.statusCode = 200
	res.end(body)
	return true
}
