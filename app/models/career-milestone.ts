import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { MILESTONE_KINDS } from '../features/careers/career-path-schemas.ts'
import { CareerPath } from './career-path.ts'

/**
 * One step of a career path (001 §3 "Career milestone"), in `orderIndex` order from 1. `kind`
 * says where it came from: `skill`, made for a required skill (listed in `skillsGained`), `apply`,
 * the last, "Apply for … roles", or `own`, added by the seeker (decision 151). Ticking sets
 * `completedDate`, unticking clears it.
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
		kind: p.enum(MILESTONE_KINDS).default('own'),
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
