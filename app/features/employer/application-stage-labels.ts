// The stages an application moves through and their names, apart from the stage move's zod schema
// (application-stages.ts) so that the seeker's dashboard, which only shows them, brings no zod to
// the browser (decision 242).
export const APPLICATION_STAGES = [
	'received',
	'reviewed',
	'shortlisted',
	'interviewing',
	'offered',
	'hired',
	'rejected',
] as const
export type ApplicationStage = (typeof APPLICATION_STAGES)[number]

export const STAGE_LABELS: Record<ApplicationStage, string> = {
	received: 'Received',
	reviewed: 'Reviewed',
	shortlisted: 'Shortlisted',
	interviewing: 'Interviewing',
	offered: 'Offered',
	hired: 'Hired',
	rejected: 'Rejected',
}
