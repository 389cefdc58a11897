// The job seeker dashboard's address and its tabs, links that work without JavaScript. Apart from
// the links the marketing pages make (seeker-dashboard.ts, which reads them with the search's and
// the alerts' zod schemas), so that the dashboard's screen brings no zod to the browser (decision 242).
export const DASHBOARD_PATH = '/employee-dashboard'

export const DASHBOARD_TABS = ['applications', 'saved', 'recommendations', 'alerts'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

export function parseTab(url: URL): DashboardTab {
	const tab = url.searchParams.get('tab')
	return DASHBOARD_TABS.includes(tab as DashboardTab) ? (tab as DashboardTab) : 'applications'
}

/** The dashboard's own address with another tab, keeping whatever else the link carried. */
export function tabHref(query: string, tab: DashboardTab) {
	const params = new URLSearchParams(query)
	params.delete('tab')
	if (tab !== 'applications') params.set('tab', tab)
	return params.size ? `${DASHBOARD_PATH}?${params}` : DASHBOARD_PATH
}
