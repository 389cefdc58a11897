import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { CourseEnrollment } from './course-enrollment.ts'
import { CourseModule } from './course-module.ts'

/** A module an enrolled learner has marked done (001 §3 "User module progress"); one row per enrolment and module. */
export const UserModuleProgress = defineEntity({
	name: 'UserModuleProgress',
	tableName: 'user_module_progress',
	checks: [{ name: 'user_module_progress_time_check', expression: 'time_spent_minutes >= 0' }],
	uniques: [{ name: 'user_module_progress_enrollment_module_unique', properties: ['enrollment', 'module'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		enrollment: () => p.manyToOne(CourseEnrollment).deleteRule('cascade'),
		module: () => p.manyToOne(CourseModule).deleteRule('cascade').index(),
		completed: p.boolean().default(false),
		completedAt: p.datetime().nullable(),
		timeSpentMinutes: p.integer().default(0),
	},
})
export type UserModuleProgress = InferEntity<typeof UserModuleProgress>
