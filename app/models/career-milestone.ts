import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { CareerPath } from './career-path.ts'

/**
 * One step of a career path (001 §3 "Career milestone"), in `orderIndex` order from 1. A
 * milestone for a required skill lists that skill in `skillsGained`; the last, "Apply for …
 * roles", lists none (decision 151). Ticking sets `completedDate`, unticking clears it.
 */
export const CareerMilestone = defineEntity({
	name: 'CareerMilestone',
	tableName: 'career_milestone',
	checks: [
		{
			name: 'career_milestone_completed_check',
			expression: '(is_completed and completed_date is not null) or (not is_completed and completed_date is null)',
		},
	],
	uniques: [{ name: 'career_milestone_path_order_unique', properties: ['careerPath', 'orderIndex'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		careerPath: () => p.manyToOne(CareerPath).deleteRule('cascade'),
		title: p.string().length(300),
		description: p.text().nullable(),
		targetDate: p.date().nullable(),
		isCompleted: p.boolean().default(false),
		completedDate: p.datetime().nullable(),
		skillsGained: p.array().default([]),
		orderIndex: p.smallint(),
	},
})
export type CareerMilestone = InferEntity<typeof CareerMilestone>
