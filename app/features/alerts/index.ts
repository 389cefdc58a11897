// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { CreateAlertForm, ListingAlertBox } from './components/create-alert-form.tsx'
export { JobAlertsTab } from './components/job-alerts-tab.tsx'
export {
	alertCriteriaQuery,
	alertSummary,
	JOB_ALERT_FREQUENCIES,
	type JobAlertFrequency,
	JobAlertSchema,
	readAlertCriteria,
} from './job-alert-schemas.ts'
export { JOB_ALERT_LIMIT_MESSAGE, MAX_JOB_ALERTS_PER_USER } from './job-alert-limits.ts'
