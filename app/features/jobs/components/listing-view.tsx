import { useLocation, useNavigation } from 'react-router'
import { ListingFilters } from './listing-filters.tsx'
import { ListingHero } from './listing-hero.tsx'
import { ListingResults } from './listing-results.tsx'
import { ListingEmployerSection, ListingResources } from './listing-sections.tsx'
import { SEARCH_FORM, useLiveSearch } from './use-live-search.ts'
import type { loader } from '../routes/_index.tsx'
import { useHydrated } from '../../../ui/use-hydrated.ts'

/** What the listing's loader gives its screen (`routes/_index.tsx`). */
export type ListingData = Awaited<ReturnType<typeof loader>>

/**
 * The listing's screen: the search, the filters, the results and the two sections below. Its
 * code is not among the scripts `/` loads: the page keeps the server's HTML until it is first
 * used (`listing-island.tsx`).
 */
export function ListingView({ data }: { data: ListingData }) {
	const { query, searchErrors, jobs, total, capped, pageCount, lastPage, stats, alert, feedHref, correction } = data
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const location = useLocation()
	const loading =
		navigation.state === 'loading' &&
		navigation.location.pathname === '/' &&
		navigation.location.search !== location.search
	const { formRef, onChange, onSubmit } = useLiveSearch(query)

	return (
		<div onChange={onChange}>
			<ListingHero query={query} errors={searchErrors} stats={stats} formRef={formRef} onSubmit={onSubmit} />

			<div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[16rem_1fr] lg:gap-8">
				<ListingFilters form={SEARCH_FORM} query={query} showApply={!hydrated} />
				<ListingResults
					query={query}
					jobs={jobs}
					total={total}
					capped={capped}
					lastPage={lastPage}
					correction={correction}
					pageCount={pageCount}
					loading={loading}
					hydrated={hydrated}
					// Where a heart's POST comes back to: this search, at the results.
					listingHref={`/${location.search}#jobs`}
					alert={alert}
					feedHref={feedHref}
				/>
			</div>

			<ListingResources />
			<ListingEmployerSection />
		</div>
	)
}
