import { useLocation } from 'react-router'
import { ButtonLink } from '../ui/button.tsx'

/** The listing URL of another page of the same search. */
export function pageHref(search: string, page: number) {
	const params = new URLSearchParams(search)
	if (page <= 1) params.delete('page')
	else params.set('page', String(page))
	const query = params.toString()
	return `/${query ? `?${query}` : ''}`
}

const disabledClass = 'rounded-md border border-gray-200 px-4 py-2 font-semibold text-gray-600'

/** Previous / page number / Next, as plain links that keep the query and land on the results. */
export function ListingPagination({ page, pageCount }: { page: number; pageCount: number }) {
	const { search } = useLocation()
	if (pageCount <= 1) return null
	return (
		<nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4">
			{page > 1 ? (
				<ButtonLink to={`${pageHref(search, page - 1)}#jobs`} rel="prev" variant="secondary">
					Previous
				</ButtonLink>
			) : (
				<span aria-disabled="true" className={disabledClass}>
					Previous
				</span>
			)}
			<p className="text-sm text-gray-700">
				Page {page} of {pageCount}
			</p>
			{page < pageCount ? (
				<ButtonLink to={`${pageHref(search, page + 1)}#jobs`} rel="next" variant="secondary">
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
