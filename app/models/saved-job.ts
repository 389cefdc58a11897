import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Job } from './job.ts'
import { User } from './user.ts'

/** A job a seeker saved; one row per user and job, which the database enforces. */
export const SavedJob = defineEntity({
	name: 'SavedJob',
	tableName: 'saved_job',
	uniques: [{ name: 'saved_job_user_job_unique', properties: ['user', 'job'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade'),
		job: () => p.manyToOne(Job).deleteRule('cascade').index(),
		savedAt: p.datetime().onCreate(() => new Date()),
	},
})
export type SavedJob = InferEntity<typeof SavedJob>
