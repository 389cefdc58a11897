import type { ApplicationStage } from '../application-stages.ts'

/** The dashboard lists the employer's live jobs or their hidden ones, one tab at a time. */
export const DASHBOARD_TABS = ['active', 'inactive'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

export function dashboardUrl(tab: DashboardTab) {
	return tab === 'inactive' ? '/employer-dashboard?tab=inactive' : '/employer-dashboard'
}

/** A job's applications open on the dashboard, only those at `stage` when one is given. */
export function applicationsUrl(jobId: number, stage: ApplicationStage | null) {
	return `/employer-dashboard?applications=${jobId}${stage ? `&stage=${stage}` : ''}`
}
