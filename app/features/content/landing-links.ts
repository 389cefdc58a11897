// Where the landing pages' calls to action lead. A signed-in job seeker goes to the dashboard's
// search and alert offer, as the specification has it; anyone else (most arrive from a search
// engine) to the public listing with the same search, and to its "Get new jobs for this search by
// email" form, without being asked to sign in first. Runs on both sides.

/** Who the page's links are for: a signed-in job seeker, or anyone else. */
export type LandingAudience = 'seeker' | 'visitor'

/** The id of the public listing's alert form heading (app/features/alerts/components/create-alert-form.tsx). */
export const LISTING_ALERT_ANCHOR = 'listing-alert-heading'

const searchQuery = (words: string) => new URLSearchParams({ search: words.toLowerCase() })

/**
 * A search for these words: "/?search=office+cleaner" for a visitor,
 * "/employee-dashboard?search=office+cleaner&location=warrington" for a seeker.
 */
export function landingSearchHref(audience: LandingAudience, words: string) {
	if (audience === 'visitor') return `/?${searchQuery(words)}`
	return `/employee-dashboard?${new URLSearchParams({ search: words.toLowerCase(), location: 'warrington' })}`
}

/**
 * "Get Job Alerts": the listing's alert form under this search for a visitor
 * ("/?search=cleaning#listing-alert-heading"), the dashboard's alert offer for a seeker
 * ("/employee-dashboard?alerts=true&category=cleaning").
 */
export function landingAlertsHref(audience: LandingAudience, alerts: { words: string; category: string }) {
	if (audience === 'visitor') return `/?${searchQuery(alerts.words)}#${LISTING_ALERT_ANCHOR}`
	return `/employee-dashboard?${new URLSearchParams({ alerts: 'true', category: alerts.category })}`
}
