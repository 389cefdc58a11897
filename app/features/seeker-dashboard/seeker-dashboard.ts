// What the marketing pages link the job seeker dashboard with (decisions 095-097), a search (search,
// location) and a job alert offer (alerts, category), read loosely so that any such link lands
// somewhere sensible. The dashboard's own address and tabs: dashboard-tabs.ts.
import { alertCriteriaQuery, alertSummary, readAlertCriteria } from '../alerts/job-alert-schemas.ts'
import { LISTING_AREAS, POST_AREAS } from '../jobs/job-options.ts'
import { JobSearchSchema } from '../jobs/job-search.ts'

/**
 * The job alert categories the marketing pages link with (document 2: /cleaning-jobs and
 * /support-worker-jobs), and the listing industry each one watches.
 */
const ALERT_CATEGORIES = {
	cleaning: { industry: 'Cleaning Services' },
	'support-worker': { industry: 'Social Care' },
} as const
type AlertCategory = keyof typeof ALERT_CATEGORIES

/** The job alert the dashboard offers to make: the search's stored form and its readable name. */
export type JobAlertOffer = { criteria: string; summary: string }

const AREA_BY_LOWER_NAME = new Map(
	[...LISTING_AREAS.map((area) => area.value), ...POST_AREAS].filter(Boolean).map((area) => [area.toLowerCase(), area]),
)

/**
 * The area a link names, read loosely: the marketing pages send `location=warrington` for the
 * whole town, which is the listing's All Warrington (the empty value); an area is matched
 * whatever its case; an unknown one is left out, so the search covers all of Warrington.
 */
export function areaFromLink(location: string | null) {
	const name = (location ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
	return AREA_BY_LOWER_NAME.get(name) ?? ''
}

/** The search a marketing page linked with (its first `limit` jobs), or null when there is none. */
export function linkedSearch(url: URL, limit: number) {
	const words = (url.searchParams.get('search') ?? '').trim().slice(0, 200)
	const location = url.searchParams.get('location')
	if (!words && !location?.trim()) return null
	const area = areaFromLink(location)
	const listing = new URLSearchParams()
	if (words) listing.set('search', words)
	if (area) listing.set('location', area)
	return {
		query: JobSearchSchema.parse({ search: words, location: area, limit, offset: 0 }),
		listingHref: listing.size ? `/?${listing}` : '/',
	}
}

/**
 * The job alert offer a link names (`alerts=true`): the search it carries (the
 * listing's parameters, the area read loosely) and a marketing page's `category` as its
 * industry; an unknown category is left out. Null without `alerts=true`.
 */
export function linkedAlert(url: URL): JobAlertOffer | null {
	if (url.searchParams.get('alerts') !== 'true') return null
	const params = new URLSearchParams(url.searchParams)
	const category = params.get('category')
	for (const name of ['alerts', 'category', 'tab']) params.delete(name)
	if (params.has('location')) params.set('location', areaFromLink(params.get('location')))
	if (category && category in ALERT_CATEGORIES)
		params.append('industry', ALERT_CATEGORIES[category as AlertCategory].industry)
	const criteria = readAlertCriteria(params.toString())
	return { criteria: alertCriteriaQuery(criteria), summary: alertSummary(criteria) }
}
