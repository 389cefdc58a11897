import { useLocation } from 'react-router'
import { ButtonLink } from './button.tsx'
import { formatCount } from './format.ts'

// Previous / "Page 2 of 5" / Next as plain links (no script needed), for every paged screen: the
// job listing, company reviews and the blog. A link keeps the page's other query parameters.

/** `path` with `search`'s parameters and `page` (none for the first page). */
export function pageHref(path: string, search: string, page: number) {
	const params = new URLSearchParams(search)
	if (page <= 1) params.delete('page')
	else params.set('page', String(page))
	const query = params.toString()
	return `${path}${query ? `?${query}` : ''}`
}

const disabledClass = 'rounded-md border border-gray-200 px-4 py-2 font-semibold text-gray-600'

export function Pagination({
	page,
	pageCount,
	more = false,
	last = false,
	label = 'Pagination',
	anchor = '',
}: {
	page: number
	pageCount: number
	/**
	 * There are more pages than `pageCount` (a count that stopped at its cap, decision 249): "Page 2
	 * of more than 50", and a next page until `last`.
	 */
	more?: boolean
	/** This page is known to be the last (it is not full), whatever `pageCount` says. */
	last?: boolean
	/** The navigation landmark's name, unique on the page. */
	label?: string
	/** Where on the next page to land ("#jobs"), if not its top. */
	anchor?: string
}) {
	const { pathname, search } = useLocation()
	if (pageCount <= 1 && !more) return null
	const hasNext = !last && (page < pageCount || more)
	const href = (to: number) => `${pageHref(pathname, search, to)}${anchor}`
	// Another page of this one: its route is known already, so nothing is asked for ahead (decision 242).
	return (
		<nav aria-label={label} className="mt-8 flex items-center justify-between gap-4">
			{page > 1 ? (
				<ButtonLink to={href(page - 1)} rel="prev" discover="none" variant="secondary">
					Previous
				</ButtonLink>
			) : (
				<span aria-disabled="true" className={disabledClass}>
					Previous
				</span>
			)}
			<p className="text-sm text-gray-700">
				{more && page > pageCount
					? `Page ${page}`
					: `Page ${page} of ${more ? `more than ${formatCount(pageCount)}` : pageCount}`}
			</p>
			{hasNext ? (
				<ButtonLink to={href(page + 1)} rel="next" discover="none" variant="secondary">
					Next
				</ButtonLink>
			) : (
				<span aria-disabled="true" className={disabledClass}>
					Next
				</span>
			)}
		</nav>
	)
}
