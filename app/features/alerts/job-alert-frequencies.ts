// How often a job alert mails (decision 157), apart from the alert's zod schema so that the
// listing's "Get alerts for this search" form brings no zod to the browser (decision 170).
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
	instant: 'As soon as a job is posted',
	daily: 'Once a day',
	weekly: 'Once a week',
}
