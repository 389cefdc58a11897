// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { CreateAlertForm, ListingAlertBox } from './components/create-alert-form.tsx'
export { JobAlertsTab } from './components/job-alerts-tab.tsx'
export {
	alertCriteriaQuery,
	alertSummary,
	JOB_ALERT_FREQUENCIES,
	JOB_ALERT_LIMIT_MESSAGE,
	type JobAlertFrequency,
	JobAlertSchema,
	MAX_JOB_ALERTS_PER_USER,
	readAlertCriteria,
} from './job-alert-schemas.ts'
