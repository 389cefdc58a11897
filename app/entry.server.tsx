import { randomBytes } from 'node:crypto'
import { PassThrough, Writable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { RouterContextProvider, ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router'
import { authContext, bearerSentContext, clientIpContext, requestIdContext } from './context.ts'
import { deferHydration } from './platform/render/deferred-hydration.server.ts'
import { isPublic } from './platform/render/http-cache.server.ts'
import { log } from './platform/logger.server.ts'
import { applySecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './platform/security-headers.server.ts'
import { NonceContext } from './platform/render/nonce.tsx'
import { RequestIdContext } from './platform/request-id.tsx'
import { noteFailure } from './platform/outage.server.ts'
import { stopWorker, startWorker } from './platform/queue/worker.server.ts'
import { BACKGROUND_TASKS } from './background-tasks.server.ts'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	// An anonymous visitor's public page is finished whole before it leaves (the root middleware
	// tags it and the page cache may keep it, decisions 105 and 167): rendered into one buffer, not
	// through a Node stream and a web stream, and without a nonce, its scripts allowed by their hashes.
	const whole =
		isPublic(responseHeaders.get('Cache-Control')) &&
		loadContext.get(authContext) === null &&
		!loadContext.get(bearerSentContext)
	const nonce = whole ? undefined : randomBytes(16).toString('base64')
	if (nonce) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
	applySecurityHeaders(responseHeaders)

	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		const readyOption: keyof RenderToPipeableStreamOptions =
			whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

		const { pipe, abort } = renderToPipeableStream(
			<NonceContext.Provider value={nonce ?? ''}>
				<RequestIdContext.Provider value={loadContext.get(requestIdContext)}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</RequestIdContext.Provider>
			</NonceContext.Provider>,
			{
				nonce,
				[readyOption]() {
					shellRendered = true
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					if (whole) {
						const chunks: Buffer[] = []
						pipe(
							new Writable({
								write(chunk: Buffer, _encoding, callback) {
									chunks.push(chunk)
									callback()
								},
								final(callback) {
									clearTimeout(timeoutId)
									timeoutId = undefined
									try {
										// Read as Latin-1, a character a byte: the rewrite touches only ASCII, and every other
										// byte comes back as it was (no UTF-8 decoding and encoding of the whole page).
										const page = deferHydration(Buffer.concat(chunks).toString('latin1'))
										const hashes = inlineScriptHashes(page, 'latin1')
										responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ hashes }))
										const html = Buffer.from(page, 'latin1')
										resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
										callback()
									} catch (error) {
										reject(error instanceof Error ? error : new Error(String(error)))
										callback()
									}
								},
							}),
						)
						return
					}
					const body = new PassThrough({
						final(callback) {
							clearTimeout(timeoutId)
							timeoutId = undefined
							callback()
						},
					})
					pipe(body)
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
				},
				onShellError(error: unknown) {
					reject(error instanceof Error ? error : new Error(String(error)))
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) log().error({ err: error }, 'rendering failed')
				},
			},
		)
	})
}

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	// A lost database connection answers as the outage (503), not as our fault (request-context.server.ts).
	noteFailure(error)
	log().error({ err: error }, 'request failed')
}

/** Called by the Node server for every request: the load context with the client's address and the request id. */
export function createLoadContext(clientIp: string, requestId?: string) {
	const context = new RouterContextProvider()
	context.set(clientIpContext, clientIp)
	if (requestId) context.set(requestIdContext, requestId)
	return context
}

/** Called by the Node server on shutdown, once the last request has been answered. */
export { closeSharedOrm } from './platform/db.server.ts'

/**
 * Called by the Node server for every request before React Router: answers an anonymous GET from
 * the rendered-page cache when it can; its counters for the logs and the benchmark (decision 167).
 */
export { answerFromPageCache } from './platform/render/page-cache/serve-cached-page.server.ts'
export { closePageCacheConnection, pageCacheStats } from './platform/render/page-cache/page-cache.server.ts'

/**
 * Called by the Node server once the database is migrated, unless QUEUE_WORKER=0: the background
 * queue's worker runs in this process, on the app's one ORM (decision 155).
 */
export async function startBackgroundWorker() {
	await startWorker(BACKGROUND_TASKS)
}

/** Called by the Node server on shutdown, after the last request and before closeSharedOrm: jobs under way finish. */
export async function stopBackgroundQueue() {
	await stopWorker()
}
