// Job alerts (§22.47): a job seeker's saved searches, mailed instantly, daily or weekly.
import { z } from 'zod'
import { JOB_ALERT_FREQUENCIES, JobAlertChangeSchema, JobAlertSchema } from './job-alert-schemas.ts'
import { dateTime, id, MessageWithIdSchema, sitePath } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

const JobAlertAnswer = named(
	'JobAlert',
	z.object({
		id: id(),
		name: z.string(),
		criteria: z.string().meta({ description: 'The search it watches, in the listing’s query form' }),
		listingUrl: sitePath().meta({ description: 'The listing showing this search' }),
		frequency: z.enum(JOB_ALERT_FREQUENCIES),
		paused: z.boolean(),
		lastSentAt: dateTime().nullable(),
		createdAt: dateTime(),
	}),
)

const alertId = { id: 'The alert’s id' }
const NOT_FOUND = 'Job alert not found: also someone else’s'

export const jobAlertOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/job-alerts',
		summary: 'Your job alerts, newest first',
		access: 'seeker',
		paged: true,
		answers: { 200: { description: 'A page of alerts', schema: z.array(JobAlertAnswer) } },
	},
	{
		method: 'post',
		path: '/api/job-alerts',
		summary: 'Make an alert from any search of the listing (its first mail has only jobs posted after it)',
		access: 'seeker',
		body: { json: JobAlertSchema },
		answers: {
			201: { description: 'The alert', schema: JobAlertAnswer, headers: { Location: 'The alert’s address' } },
			409: 'You have 10 alerts already',
		},
	},
	{
		method: 'get',
		path: '/api/job-alerts/{id}',
		summary: 'One of your alerts',
		access: 'seeker',
		params: alertId,
		answers: { 200: { description: 'The alert', schema: JobAlertAnswer }, 404: NOT_FOUND },
	},
	{
		method: 'patch',
		path: '/api/job-alerts/{id}',
		summary: 'Pause or resume an alert, change how often it mails, or rename it',
		access: 'seeker',
		params: alertId,
		body: { json: JobAlertChangeSchema },
		answers: { 200: { description: 'The alert', schema: JobAlertAnswer }, 404: NOT_FOUND },
	},
	{
		method: 'delete',
		path: '/api/job-alerts/{id}',
		summary: 'Delete an alert',
		access: 'seeker',
		params: alertId,
		answers: { 200: { description: 'Deleted', schema: MessageWithIdSchema }, 404: NOT_FOUND },
	},
]
