import { useLocation } from 'react-router'
import { ButtonLink } from './button.tsx'

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
	label = 'Pagination',
	anchor = '',
}: {
	page: number
	pageCount: number
	/** The navigation landmark's name, unique on the page. */
	label?: string
	/** Where on the next page to land ("#jobs"), if not its top. */
	anchor?: string
}) {
	const { pathname, search } = useLocation()
	if (pageCount <= 1) return null
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
			<p className="text-sm text-gray-700">{`Page ${page} of ${pageCount}`}</p>
			{page < pageCount ? (
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
