import { createIsland } from '../../../platform/render/island.tsx'
import type { ListingData } from './listing-view.tsx'

/**
 * The listing's screen as an island (decision 180): `/` loads none of its code until the visitor
 * reaches for the search, a filter, a card or a link in it, or the page's data changes.
 */
export const listingIsland = createIsland<ListingData>('listing', () =>
	import('./listing-view.tsx').then((module) => module.ListingView),
)
