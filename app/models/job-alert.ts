import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { JOB_ALERT_FREQUENCIES } from '../features/alerts/job-alert-schemas.ts'
import { User } from './user.ts'

/**
 * A job seeker's saved search, mailed when new jobs match it (decision 157). `criteria` is the
 * listing's own query string (app/features/alerts/job-alert-schemas.ts), so `/?{criteria}` shows the search.
 * `lastJobId` is the high-water mark: the greatest job id already considered, so no job is mailed
 * twice and a new alert starts at the newest job there was when it was made (daily and weekly alerts).
 * An instant alert's mark is `instantThrough` instead: a transaction id below which every job has been
 * looked at for it, set to its own transaction's when it is made or turned instant (decision 185). `checkedAt` is when the
 * alert was last looked at, mail or not (a daily or weekly alert is due a period after it);
 * `lastSentAt` when it last sent mail. Each mail's one-click unsubscribe link has a token of its own,
 * stored hashed in job_alert_unsubscribe (decisions 158 and 195). Deleting the user deletes their alerts.
 */
export const JobAlert = defineEntity({
	name: 'JobAlert',
	tableName: 'job_alert',
	indexes: [{ name: 'job_alert_due_index', properties: ['frequency', 'paused', 'checkedAt'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		name: p.string().length(120),
		criteria: p.string().length(2000),
		frequency: p.enum(JOB_ALERT_FREQUENCIES),
		paused: p.boolean().default(false),
		lastJobId: p.integer().default(0),
		instantThrough: p.string().columnType('xid8').defaultRaw('pg_current_xact_id()'),
		checkedAt: p.datetime(),
		lastSentAt: p.datetime().nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type JobAlert = InferEntity<typeof JobAlert>
