import { Link, useLocation } from 'react-router'

/** The listing URL of another page of the same search. */
export function pageHref(search: string, page: number) {
	const params = new URLSearchParams(search)
	if (page <= 1) params.delete('page')
	else params.set('page', String(page))
	const query = params.toString()
	return `/${query ? `?${query}` : ''}`
}

const linkClass = 'rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50'
const disabledClass = 'rounded-md border border-gray-200 px-4 py-2 font-semibold text-gray-600'

/** Previous / page number / Next, as plain links that keep the query and land on the results. */
export function ListingPagination({ page, pageCount }: { page: number; pageCount: number }) {
	const { search } = useLocation()
	if (pageCount <= 1) return null
	return (
		<nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4">
			{page > 1 ? (
				<Link to={`${pageHref(search, page - 1)}#jobs`} rel="prev" className={linkClass}>
					Previous
				</Link>
			) : (
				<span aria-disabled="true" className={disabledClass}>
					Previous
				</span>
			)}
			<p className="text-sm text-gray-700">
				Page {page} of {pageCount}
			</p>
			{page < pageCount ? (
				<Link to={`${pageHref(search, page + 1)}#jobs`} rel="next" className={linkClass}>
					Next
				</Link>
			) : (
				<span aria-disabled="true" className={disabledClass}>
					Next
				</span>
			)}
		</nav>
	)
}
