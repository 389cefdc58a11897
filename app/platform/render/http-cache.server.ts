// Shared-cache support for anonymous pages. A route opts in by sending the Cache-Control
// below from its `headers` export; the root middleware then completes the response here
// with `Vary: Cookie` and an ETag, and answers a matching If-None-Match with 304.
// Signed-in responses never get this far public: the middleware makes them `private, no-store`.
import { createHash } from 'node:crypto'
import { contentSecurityPolicy } from '../security-headers.server.ts'
import { inlineScriptHashes } from './script-hashes.server.ts'

/** Anonymous pages a shared cache may keep for a minute; browsers revalidate every time. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

/** Headers a 304 repeats (RFC 9110 15.4.5); never the CSP, whose hashes belong to the stored body. */
export const NOT_MODIFIED_HEADERS = ['Cache-Control', 'Content-Location', 'Date', 'ETag', 'Expires', 'Vary']

/** Whether a Cache-Control value lets a shared cache keep the response (`public`). */
export const isPublic = (cacheControl: string | null) => !!cacheControl && /(^|,)\s*public\s*(,|$)/i.test(cacheControl)

/**
 * Completes a response whose route asked for public caching: downgrades it when it belongs to
 * one visitor (it sets a cookie) or is an error, otherwise adds `Vary: Cookie` and, for a 200
 * to GET or HEAD, a weak ETag over the body, answering 304 when the request already has it. `keep` is
 * handed each finished 200 to GET (headers and body as every visitor gets them) for the page cache.
 */
export async function completePublicCaching(
	request: Request,
	response: Response,
	keep?: (page: { status: number; headers: Headers; body: Uint8Array }) => void,
): Promise<Response> {
	if (!isPublic(response.headers.get('Cache-Control'))) return response
	// A cookie being set (a toast read and cleared, say) makes the page this visitor's alone.
	if (response.headers.has('Set-Cookie')) {
		response.headers.set('Cache-Control', 'private, no-store')
		return response
	}
	if (response.status >= 400) {
		response.headers.set('Cache-Control', 'no-cache')
		return response
	}
	appendVary(response.headers, 'Cookie')
	// The server compresses; a 304 that repeated a shorter Vary would overwrite the stored one.
	appendVary(response.headers, 'Accept-Encoding')
	// A HEAD is rendered as its GET (React Router drops the body last), so that its headers (the
	// CSP with the body's hashes, the ETag) are the GET's and may freshen a stored copy.
	const get = request.method === 'GET'
	if ((!get && request.method !== 'HEAD') || response.status !== 200 || !response.body) return response

	const nonce = cspNonce(response.headers)
	let body = new Uint8Array(await response.arrayBuffer())
	// Copied entry by entry: with msw's interceptor installed (the tests' Stripe stand-in), copying
	// a Headers that was just changed (appendVary above) kept only the changed header.
	const headers = new Headers([...response.headers])
	if (nonce) {
		// Stored and handed to every visitor: its scripts are allowed by their hashes, not a nonce.
		const html = new TextDecoder().decode(body).replaceAll(` nonce="${nonce}"`, '')
		headers.set('Content-Security-Policy', contentSecurityPolicy({ hashes: inlineScriptHashes(html) }))
		body = new TextEncoder().encode(html)
	}
	const etag = entityTag(body, nonce)
	headers.set('ETag', etag)
	headers.delete('Content-Length')
	if (get) keep?.({ status: response.status, headers, body })
	if (ifNoneMatchHas(request.headers.get('If-None-Match'), etag)) {
		const notModified = new Headers()
		for (const name of NOT_MODIFIED_HEADERS) {
			const value = headers.get(name)
			if (value !== null) notModified.set(name, value)
		}
		return new Response(null, { status: 304, headers: notModified })
	}
	return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * A weak ETag: a hash of the body with the request's CSP nonce taken out. Each render carries a
 * fresh nonce, so two renders of the same page differ only there; the tag is weak because they
 * are equivalent rather than byte-identical.
 */
export function entityTag(body: Uint8Array, nonce: string | null = null) {
	const hash = createHash('sha256')
	if (nonce) hash.update(new TextDecoder().decode(body).replaceAll(nonce, ''))
	else hash.update(body)
	return `W/"${hash.digest('base64url').slice(0, 27)}"`
}

function cspNonce(headers: Headers) {
	return headers.get('Content-Security-Policy')?.match(/'nonce-([^']+)'/)?.[1] ?? null
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 13.1.2 asks). */
export function ifNoneMatchHas(ifNoneMatch: string | null, etag: string) {
	if (!ifNoneMatch) return false
	if (ifNoneMatch.trim() === '*') return true
	const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
	return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** Adds `field` to the Vary header unless it is already named (or Vary is `*`). */
export function appendVary(headers: Headers, field: string) {
	const vary = headers.get('Vary')
	const fields = vary ? vary.split(',').map((value) => value.trim().toLowerCase()) : []
	if (fields.includes('*') || fields.includes(field.toLowerCase())) return
	headers.set('Vary', vary ? `${vary}, ${field}` : field)
}
