// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { instantJobAlertSweep, periodicJobAlerts, queueInstantJobAlerts } from './job-alert-sending.server.ts'
export { createJobAlert, jobAlertsOf } from './job-alerts.server.ts'
export { jobAlertOperations } from './openapi.ts'
