// How every JSON list pages: `limit` and `offset` in the query, a plain array in the body, the
// total in X-Total-Count and the neighbouring pages in a Link header (rel="next", rel="prev"),
// as GET /api/jobs has done since decision 041.
import { queryWholeNumber } from './query-numbers.ts'
import { ApiError, apiError } from './api.server.ts'

/** One page of a list: at most `limit` items after skipping `offset`. */
export type Page = { limit: number; offset: number }

/** A page's items and how many there are in all. */
export type Paged<T> = { items: T[]; total: number }

/** Items per call when a list is asked for without `limit`. */
export const LIST_DEFAULT_LIMIT = 50
/** The most a client may ask for in one call, as on /api/jobs. */
export const LIST_MAX_LIMIT = 100
const MAX_OFFSET = 1_000_000

/**
 * The page a list request asks for; a `limit` or `offset` that is not a whole number in range
 * is a 400 naming it, in the one error shape.
 */
export function readPage(url: URL, defaultLimit = LIST_DEFAULT_LIMIT): Page {
	const errors: Record<string, string[]> = {}
	const read = (name: string, fallback: number, min: number, max: number) => {
		const raw = url.searchParams.get(name)
		if (raw === null || raw === '') return fallback
		const parsed = queryWholeNumber(name, min, max).safeParse(raw)
		if (!parsed.success) errors[name] = [parsed.error.issues[0]!.message]
		return parsed.data ?? fallback
	}
	const limit = read('limit', defaultLimit, 1, LIST_MAX_LIMIT)
	const offset = read('offset', 0, 0, MAX_OFFSET)
	if (Object.keys(errors).length) throw new ApiError(apiError(400, 'Please check the paging', errors))
	return { limit, offset }
}

/**
 * X-Total-Count and, when there are neighbouring pages, a Link header naming them. `capped`: the
 * count stopped at `total` and more match (a job search's, decision 249): X-Total-Count-Capped
 * says so, and a full page has a next one.
 */
export function pagingHeaders(
	url: URL,
	page: Page,
	shown: number,
	total: number,
	headers = new Headers(),
	{ capped = false } = {},
) {
	headers.set('X-Total-Count', String(total))
	if (capped) headers.set('X-Total-Count-Capped', 'true')
	const link = (offset: number, rel: string) => {
		const target = new URL(url)
		// /api/jobs also takes `page`; a link names its page by offset alone.
		target.searchParams.delete('page')
		target.searchParams.set('limit', String(page.limit))
		target.searchParams.set('offset', String(offset))
		return `<${target.pathname}${target.search}>; rel="${rel}"`
	}
	const links: string[] = []
	if (page.offset + shown < total || (capped && shown === page.limit))
		links.push(link(page.offset + page.limit, 'next'))
	if (page.offset > 0) links.push(link(Math.max(0, page.offset - page.limit), 'prev'))
	if (links.length) headers.set('Link', links.join(', '))
	return headers
}

/** A page of a list as the API answers it: the plain array, with the paging headers. */
export function pagedJson<T>(url: URL, page: Page, { items, total }: Paged<T>, init: { headers?: HeadersInit } = {}) {
	return Response.json(items, { headers: pagingHeaders(url, page, items.length, total, new Headers(init.headers)) })
}
