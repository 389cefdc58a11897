// How a page's HTML is made: every document request React Router renders comes here from the entry
// (app/entry.server.tsx). An anonymous visitor's public page is rendered whole, the rest streamed
// with a nonce; README.md beside this file says why. RENDER_OFF=whole-page streams every page, and
// RENDER_OFF=deferred-hydration leaves a whole page's scripts as React Router writes them.
import { randomBytes } from 'node:crypto'
import { PassThrough, Writable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderingReady } from './server-ready.ts'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { authContext, bearerSentContext, requestIdContext } from '../../context.ts'
import { log } from '../logger.server.ts'
import { RequestIdContext } from '../request-id.tsx'
import { applySecurityHeaders, contentSecurityPolicy } from '../security-headers.server.ts'
import { deferHydration } from './deferred-hydration.server.ts'
import { isPublic } from './http-cache.server.ts'
import { NonceContext } from './nonce.tsx'
import { inlineScriptHashes } from './script-hashes.server.ts'
import { isOn, offInBrowser } from './switches.server.ts'
import { RenderOffContext } from './switches.ts'

/** How long a streamed page waits for its slow parts; React Router reads it from the entry. */
export const streamTimeout = 5_000

/**
 * Whether the page is finished whole before it leaves: an anonymous visitor's public page (the root
 * middleware tags it and the page cache may keep it), rendered into one
 * buffer, not through a Node stream and a web stream, and without a nonce, its scripts allowed by
 * their hashes. Unless RENDER_OFF has whole-page: then it is streamed with a nonce as any other
 * (and the root middleware puts hashes in its place, http-cache.server.ts).
 */
function rendersWhole(responseHeaders: Headers, loadContext: RouterContextProvider) {
	return (
		isOn('whole-page') &&
		isPublic(responseHeaders.get('Cache-Control')) &&
		loadContext.get(authContext) === null &&
		!loadContext.get(bearerSentContext)
	)
}

/** The entry's `handleRequest`: the page React Router has matched and loaded, as HTML. */
export async function renderPage(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	// The islands' and the toast card's code, drawn whole here (server-ready.ts): loaded once, before the first page.
	await renderingReady()
	const whole = rendersWhole(responseHeaders, loadContext)
	const nonce = whole ? undefined : randomBytes(16).toString('base64')
	if (nonce) responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce))
	applySecurityHeaders(responseHeaders)

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		const readyOption: keyof RenderToPipeableStreamOptions =
			whole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

		const { pipe, abort } = renderToPipeableStream(
			<NonceContext.Provider value={nonce ?? ''}>
				<RequestIdContext.Provider value={loadContext.get(requestIdContext)}>
					<RenderOffContext.Provider value={offInBrowser()}>
						<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
					</RenderOffContext.Provider>
				</RequestIdContext.Provider>
			</NonceContext.Provider>,
			{
				nonce,
				// A finished <Suspense> boundary (a toast's card) is written in place however far into the
				// page it comes: past this many bytes React would otherwise send it hidden, to be moved into
				// place by a script, which a browser without JavaScript never runs.
				progressiveChunkSize: Number.MAX_SAFE_INTEGER,
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
										const html = wholePage(chunks, responseHeaders)
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

/**
 * A page rendered whole: rewritten to paint before it fetches its scripts unless
 * RENDER_OFF has deferred-hydration, with the Content-Security-Policy that names its inline scripts
 * by their hashes.
 */
function wholePage(chunks: Buffer[], responseHeaders: Headers) {
	// Read as Latin-1, a character a byte: the rewrite touches only ASCII, and every other byte comes
	// back as it was (no UTF-8 decoding and encoding of the whole page).
	const rendered = Buffer.concat(chunks).toString('latin1')
	const page = isOn('deferred-hydration') ? deferHydration(rendered) : rendered
	const hashes = inlineScriptHashes(page, 'latin1')
	responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ hashes }))
	return Buffer.from(page, 'latin1')
}
