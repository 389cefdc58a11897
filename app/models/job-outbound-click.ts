import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Job } from './job.ts'

/**
 * Clicks on "Apply on <employer>'s site" of an imported job, a row per job and day (UTC), so that
 * counting a click never writes the job row (which would retire every cached listing).
 */
export const JobOutboundClick = defineEntity({
	name: 'JobOutboundClick',
	tableName: 'job_outbound_click',
	properties: {
		job: () => p.manyToOne(Job).primary().deleteRule('cascade'),
		day: p.date().primary(),
		clicks: p.integer().default(0),
	},
})
export type JobOutboundClick = InferEntity<typeof JobOutboundClick>
