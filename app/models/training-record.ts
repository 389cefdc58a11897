import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { SKILL_CATEGORIES, TRAINING_STATUSES, TRAINING_TYPES } from '../features/profile/skill-schemas.ts'
import { User } from './user.ts'

/**
 * A course, certification, workshop, seminar or conference a job seeker lists in their training
 * history on /profile (docs/product.md §15 and §18). `status` is `completed` unless they say it is
 * still going (decision 139); `certificateUrl` is an https address or nothing.
 */
export const TrainingRecord = defineEntity({
	name: 'TrainingRecord',
	tableName: 'training_record',
	checks: [
		{
			name: 'training_record_certificate_url_check',
			expression: "certificate_url is null or certificate_url like 'https://%'",
		},
	],
	indexes: [{ name: 'training_record_user_completed_idx', properties: ['user', 'completedDate'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade'),
		trainingTitle: p.string().length(200),
		trainingProvider: p.string().length(200),
		trainingType: p.enum(TRAINING_TYPES),
		category: p.enum(SKILL_CATEGORIES),
		skillsLearned: p.array().default([]),
		completedDate: p.date().nullable(),
		certificateUrl: p.string().length(500).nullable(),
		duration: p.string().length(50).nullable(),
		status: p.enum(TRAINING_STATUSES).default('completed'),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type TrainingRecord = InferEntity<typeof TrainingRecord>
