// Where a listing search's feed lives, for the listing page's links (the feed itself: routes/jobs.rss.ts).

/** The RSS feed of listing searches (decision 211). */
export const SEARCH_FEED_PATH = '/jobs.rss'

/**
 * The feed of a listing search, from the search's filters in the form job alerts store them
 * (`alertCriteriaQuery`): the words, area, types, industries, date, pay and distance, without the
 * page or the sort, since a feed is always the newest jobs first.
 */
export function searchFeedHref(criteria: string) {
	return criteria ? `${SEARCH_FEED_PATH}?${criteria}` : SEARCH_FEED_PATH
}
