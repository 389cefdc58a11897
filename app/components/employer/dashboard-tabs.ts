/** The dashboard lists the employer's live jobs or their hidden ones, one tab at a time. */
export const DASHBOARD_TABS = ['active', 'inactive'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

export function dashboardUrl(tab: DashboardTab) {
	return tab === 'inactive' ? '/employer-dashboard?tab=inactive' : '/employer-dashboard'
}
