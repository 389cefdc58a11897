import { getOrm } from './db.server.ts'

const MESSAGE = 'Warrington Jobs is temporarily unavailable. Please try again in a moment.'

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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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
