// A route may answer before it has read the request's body: a signed-out upload, a JSON body sent
// to a multipart route, a 413 refused by its Content-Length. Node drains a body that nobody began
// to read, but React Router's adapter always begins (it wraps the body in a stream), so the rest
// stayed on the connection: the next request on it was read from the middle of the old body and
// the connection reset (a proxy's 502). Here every such answer either drains the rest, keeping
// the connection, or, when the rest may be large or its length is unknown, says `Connection:
// close` so the client opens a new one.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction } from 'express'

/** The most of a body left unread that is read and thrown away to keep the connection. */
export const DRAIN_LIMIT = 8 * 1024 * 1024

const declaredLength = (req: IncomingMessage) => {
	const length = Number(req.headers['content-length'])
	return Number.isSafeInteger(length) && length >= 0 ? length : null
}

export function finishUnreadBodies(req: IncomingMessage, res: ServerResponse, next: NextFunction) {
	const length = declaredLength(req)
	const chunked = req.headers['transfer-encoding'] !== undefined
	// A request without a body may not be marked complete yet either (Node sets it a moment later).
	if (!chunked && !length) return next()
	const writeHead = res.writeHead
	res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
		if (!req.complete && (chunked || length === null || length > DRAIN_LIMIT)) this.setHeader('Connection', 'close')
		return writeHead.apply(this, args)
	} as typeof writeHead
	res.once('finish', () => {
		if (req.complete) return
		// What the route's stream did not take is read and discarded (as Node's own drain does), so
		// the parser reaches the next request; a connection being closed is not kept waiting either.
		req.removeAllListeners('data')
		req.resume()
	})
	next()
}
