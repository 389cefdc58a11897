// What other areas may use of this one. The rest of the folder is its own.
export { SEARCH_FEED_PATH, searchFeedHref } from './feeds-links.ts'
