import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { CAREER_PATH_STATUSES, CAREER_TIMEFRAMES } from '../features/careers/career-options.ts'
import { TrainingCourse } from './training-course.ts'
import { User } from './user.ts'

/**
 * A job seeker's plan to move from their current role to a target role (/career-paths; 001 §3
 * "Career path"). Salaries are whole pounds a year. `progressStatus` starts at `planning` and then
 * follows the milestones: `in_progress` once one is ticked, `completed` when all are (decision
 * 151). The recommended courses are catalogue courses, kept in `career_path_course`, so a course
 * removed from the catalogue leaves the path's list.
 */
export const CareerPath = defineEntity({
	name: 'CareerPath',
	tableName: 'career_path',
	checks: [
		{ name: 'career_path_current_salary_check', expression: 'current_salary is null or current_salary >= 0' },
		{ name: 'career_path_target_salary_check', expression: 'target_salary is null or target_salary >= 0' },
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		currentRole: p.string().length(200),
		currentSalary: p.integer().nullable(),
		targetRole: p.string().length(200),
		targetSalary: p.integer().nullable(),
		timeframe: p.enum(CAREER_TIMEFRAMES),
		requiredSkills: p.array().default([]),
		recommendedCourses: () => p.manyToMany(TrainingCourse).pivotTable('career_path_course').owner(),
		progressStatus: p.enum(CAREER_PATH_STATUSES).default('planning'),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type CareerPath = InferEntity<typeof CareerPath>
