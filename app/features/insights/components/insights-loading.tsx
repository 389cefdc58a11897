import type { ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'

// While an insight page loads new figures for itself (a filter, a tab, another page of results),
// placeholders stand where the figures will be, so the old ones are not read as the new
// (specification 001 §2: "A loading skeleton shows while queries load"). Without JavaScript the
// browser loads the whole page, and there is nothing to replace.

/** Whether the page is loading another version of itself (same address, other query). */
function useRefreshing() {
	const navigation = useNavigation()
	const { pathname } = useLocation()
	return navigation.state === 'loading' && navigation.location.pathname === pathname
}

/** `children`, or while the page loads its new figures, tiles and bars to stand in their place. */
export function WhileRefreshing({ children }: { children: ReactNode }) {
	if (!useRefreshing()) return children
	return (
		<div aria-busy="true" className="mt-8">
			<p role="status" className="sr-only">
				Loading figures…
			</p>
			<div aria-hidden="true" className="animate-pulse">
				<div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
					{[0, 1, 2, 3].map((tile) => (
						<div key={tile} className="h-24 rounded-lg border border-gray-200 bg-gray-100" />
					))}
				</div>
				<div className="mt-8 max-w-xl space-y-4">
					{[90, 70, 55, 40, 25].map((width) => (
						<div key={width}>
							<div className="h-3 w-32 rounded bg-gray-200" />
							<div className="mt-2 h-4 rounded bg-gray-200" style={{ width: `${width}%` }} />
						</div>
					))}
				</div>
			</div>
		</div>
	)
}
