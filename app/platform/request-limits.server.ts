// What a request may carry before any route sees it (decision 103): bodies of bounded size,
// refused with 413 before they are read whole; form routes given forms; no NUL character in
// any text (PostgreSQL refuses it in text columns, which made it a 500). The root middleware
// calls these; readJsonBody (api.server.ts) applies the same limits and check to JSON bodies.

const KB = 1024

/** A body most routes take: a form of a few fields, a JSON object of a few fields. */
export const BODY_LIMIT = 64 * KB
/** Routes whose text runs long: a job's 20,000-character description, a blog post's 100,000 characters, Stripe's events. */
export const LARGE_BODY_LIMIT = 1024 * KB

/** Routes taking files: their bodies have their own streamed limits (uploads.server.ts). */
const UPLOAD_ROUTES = [
	/^\/profile$/,
	/^\/profile\/picture$/,
	/^\/quick-apply-setup$/,
	/^\/jobs\/[^/]+\/apply$/,
	/^\/api\/upload-cv$/,
	/^\/api\/upload\/cv$/,
	/^\/api\/upload\/profile-picture$/,
	/^\/api\/user\/profile$/,
	/^\/api\/jobs\/[^/]+\/apply$/,
]
const LARGE_ROUTES = [
	/^\/post-job$/,
	/^\/blog-admin$/,
	/^\/api\/blog$/,
	/^\/api\/blog\/[^/]+$/,
	/^\/api\/jobs$/,
	/^\/api\/jobs\/[^/]+$/,
	/^\/api\/stripe\/webhook$/,
]

/** A refusal the root middleware answers with: JSON on /api, the error page elsewhere. */
export type Refusal = { status: 400 | 403 | 413 | 415; message: string; errors?: Record<string, string[]> }

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/')

/** The route's own path: without React Router's `.data` suffix (a form sent by fetch) or a trailing slash. */
export function routePath(url: URL) {
	const path = url.pathname.replace(/(\/_root)?\.data$/, '').replace(/\/+$/, '')
	return path === '' ? '/' : path
}

const isUploadRoute = (path: string) => UPLOAD_ROUTES.some((pattern) => pattern.test(path))
const isMultipart = (contentType: string) => /^multipart\/form-data\s*(;|$)/i.test(contentType)
const isUrlEncoded = (contentType: string) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)
export const isJson = (contentType: string) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(contentType)

/**
 * The most bytes a body to this path may hold, or null for a route taking files, which streams
 * its own limits (parseUploadForm, and /api/user/profile's JSON with files in base64).
 */
export function bodyLimitFor(path: string): number | null {
	if (isUploadRoute(path)) return null
	return LARGE_ROUTES.some((pattern) => pattern.test(path)) ? LARGE_BODY_LIMIT : BODY_LIMIT
}

export const tooLarge = (limit: number): Refusal => ({
	status: 413,
	message: `Request too large: at most ${Math.round(limit / KB)} KB`,
})

const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)'
export const nulRefusal = (field: string): Refusal => ({
	status: 400,
	message: `“${field}” contains a character that is not allowed`,
	errors: { [field]: [NUL_MESSAGE] },
})

/** The first name (or, for a value, its name) in these pairs that holds a NUL character. */
export function fieldWithNul(entries: Iterable<readonly [string, unknown]>): string | null {
	for (const [name, value] of entries) {
		if (name.includes('\u0000')) return name.replaceAll('\u0000', '')
		if (typeof value === 'string' && value.includes('\u0000')) return name
	}
	return null
}

/**
 * How deep a JSON body may nest: the deepest body a route takes is a few levels (a job's list of
 * skills in an object). Deeper is a 400; a recursive walk of a body nested 10,000 deep overflowed
 * the stack (a 500), so the walk below keeps its own stack.
 */
export const JSON_DEPTH_LIMIT = 32

const tooDeep: Refusal = {
	status: 400,
	message: `The request body is nested too deeply: at most ${JSON_DEPTH_LIMIT} levels`,
}

/**
 * What a parsed JSON body must not hold, found by one walk without recursion: nesting past
 * JSON_DEPTH_LIMIT, or a NUL character in a key or string (named by its path, `a.b.0`; the first
 * in document order).
 */
export function jsonBodyRefusal(value: unknown): Refusal | null {
	const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }]
	for (let next = pending.pop(); next; next = pending.pop()) {
		const { value: item, path } = next
		if (path.at(-1)?.includes('\u0000')) return nulRefusal(path.join('.').replaceAll('\u0000', ''))
		if (typeof item === 'string') {
			if (item.includes('\u0000')) return nulRefusal(path.join('.') || 'body')
			continue
		}
		if (item === null || typeof item !== 'object') continue
		if (path.length >= JSON_DEPTH_LIMIT) return tooDeep
		// Pushed last to first, so that they are taken in document order.
		const children = Object.entries(item)
		for (let index = children.length - 1; index >= 0; index--) {
			const [key, child] = children[index]!
			pending.push({ value: child, path: [...path, key] })
		}
	}
	return null
}

/** A NUL character in the path or the query string. */
export function urlRefusal(url: URL): Refusal | null {
	let path = url.pathname
	try {
		path = decodeURIComponent(path)
	} catch {
		// A malformed escape is the router's to answer (a 404); only a decoded NUL matters here.
	}
	if (path.includes('\u0000')) return nulRefusal('path')
	const field = fieldWithNul(url.searchParams)
	return field === null ? null : nulRefusal(field)
}

/** The declared Content-Length over the limit (a 300 MB body is refused before a byte is read). */
export function declaredLengthRefusal(request: Request, limit: number | null): Refusal | null {
	const declared = Number(request.headers.get('Content-Length'))
	return limit !== null && Number.isFinite(declared) && declared > limit ? tooLarge(limit) : null
}

/**
 * Reads a body up to `limit` bytes, counting as it arrives, so a chunked body without a
 * Content-Length is refused as soon as it passes the limit. Over the limit it stops reading and
 * lets go of the stream without cancelling it: cancelling would destroy the socket before the
 * 413 is sent (the answer closes the connection instead).
 */
export async function readCapped(
	body: ReadableStream<Uint8Array> | null,
	limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
	if (!body) return new Uint8Array()
	const reader = body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > limit) {
			reader.releaseLock()
			return null
		}
		chunks.push(value)
	}
	return new Uint8Array(Buffer.concat(chunks))
}

/**
 * A form route's body (a page's action, or a resource route such as /jobs/{id}/save): at most
 * its limit, a form (or nothing), and no NUL in any field. Read from a clone, so the route still
 * reads the original; the clone holds at most the limit in memory. /api bodies are checked where
 * they are read (readJsonBody, parseUploadForm), since each /api route knows its own format.
 */
export async function formBodyRefusal(request: Request, path: string): Promise<Refusal | null> {
	const contentType = request.headers.get('Content-Type') ?? ''
	const limit = bodyLimitFor(path)
	const declared = declaredLengthRefusal(request, limit)
	if (declared || limit === null || !request.body) return declared
	const bytes = await readCapped(request.clone().body, limit)
	if (bytes === null) return tooLarge(limit)
	if (bytes.byteLength === 0) return null
	if (!isMultipart(contentType) && !isUrlEncoded(contentType)) {
		return { status: 415, message: 'Send this form as application/x-www-form-urlencoded or multipart/form-data' }
	}
	let form: FormData
	try {
		form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()
	} catch {
		return { status: 400, message: 'Malformed form data' }
	}
	const field = fieldWithNul(form)
	return field === null ? null : nulRefusal(field)
}
