import { getOrm } from './db.server.ts'

const MESSAGE = 'Warrington Jobs is temporarily unavailable. Please try again in a moment.'

/** Node's socket errors and PostgreSQL's connection classes (08) and shutdown codes (57P01-57P03). */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03'])
const CONNECTION_MESSAGE =
	/connection terminated|terminating connection|connection (?:is )?closed|client has encountered a connection error|the database system is (?:starting up|shutting down|in recovery)/i

/**
 * Whether an error is the database connection failing (killed, restarting, refused) rather than a
 * fault of ours: such a request gets the outage answer even when the database is already back by
 * the time anyone checks. Looks through `cause` chains, as drivers and the ORM wrap errors.
 */
export function isConnectionFailure(error: unknown): boolean {
	for (let current = error, depth = 0; current && depth < 5; depth++) {
		if (typeof current !== 'object') return false
		const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
		if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true
		if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true
		current = cause
	}
	return false
}

let lastConnectionFailure = 0

/** Notes a failed request's error (entry.server handleError), so its 500 is answered as an outage. */
export function noteFailure(error: unknown, now = Date.now()) {
	if (isConnectionFailure(error)) lastConnectionFailure = now
}

/** Whether a database connection failed in the last few seconds: a 500 then is the outage, not a bug. */
export function connectionFailedRecently(now = Date.now()) {
	return now - lastConnectionFailure < 5_000
}

/** True when PostgreSQL does not answer a trivial query within two seconds. */
export async function isDatabaseDown() {
	try {
		const orm = await withTimeout(getOrm(), 2_000)
		await withTimeout(orm.em.getConnection().execute('select 1'), 2_000)
		return false
	} catch {
		return true
	}
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('timed out')), ms)
		promise.then(
			(value) => {
				clearTimeout(timer)
				resolve(value)
			},
			(error: unknown) => {
				clearTimeout(timer)
				reject(error instanceof Error ? error : new Error(String(error)))
			},
		)
	})
}

/** 503 as JSON for API and data requests, as a small self-contained page for documents. */
export function outageResponse(request: Request) {
	const url = new URL(request.url)
	const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' }
	const wantsHtml = !url.pathname.startsWith('/api/') && (request.headers.get('Accept') ?? '').includes('text/html')
	if (!wantsHtml) return Response.json({ message: MESSAGE }, { status: 503, headers })
	const page = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Temporarily unavailable | Warrington Jobs</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>Temporarily unavailable</h1><p>${MESSAGE}</p><p><a href="${url.pathname}${url.search}">Try again</a></p></body></html>`
	return new Response(page, { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
}
