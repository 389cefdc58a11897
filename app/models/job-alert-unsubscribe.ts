import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { JobAlert } from './job-alert.ts'

/**
 * One unsubscribe link of a job alert's mail (decisions 158 and 195): `tokenHash` is the SHA-256
 * (hex) of the token in the link, never the token itself. Each mail gets a token of its own, so
 * the token never has to be read back to write the next mail, and every link mailed keeps working
 * while its alert lasts. Deleting the alert deletes its links.
 */
export const JobAlertUnsubscribe = defineEntity({
	name: 'JobAlertUnsubscribe',
	tableName: 'job_alert_unsubscribe',
	properties: {
		tokenHash: p.string().length(64).primary(),
		jobAlert: () => p.manyToOne(JobAlert).deleteRule('cascade').index(),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type JobAlertUnsubscribe = InferEntity<typeof JobAlertUnsubscribe>
