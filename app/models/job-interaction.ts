import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { INTERACTION_TYPES } from '../features/recommendations/seeker-options.ts'
import { Job } from './job.ts'
import { User } from './user.ts'

/**
 * That a seeker viewed or saved a job (docs/product.md §18). One row per user, job and
 * kind: a repeat moves `lastAt` on and counts it, so reloading a page cannot flood the table.
 */
export const JobInteraction = defineEntity({
	name: 'JobInteraction',
	tableName: 'job_interaction',
	uniques: [{ name: 'job_interaction_user_job_type_unique', properties: ['user', 'job', 'interactionType'] }],
	indexes: [{ name: 'job_interaction_user_last_idx', properties: ['user', 'lastAt'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade'),
		job: () => p.manyToOne(Job).deleteRule('cascade').index(),
		interactionType: p.enum(INTERACTION_TYPES),
		times: p.integer().default(1),
		firstAt: p.datetime().onCreate(() => new Date()),
		/** Indexed for retention, which deletes rows by it (decision 222). */
		lastAt: p
			.datetime()
			.onCreate(() => new Date())
			.index(),
	},
})
export type JobInteraction = InferEntity<typeof JobInteraction>
