import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { TrainingCourse } from './training-course.ts'
import { User } from './user.ts'

/**
 * A course recommended to a job seeker on /profile (001 §3 "Course recommendation"; decision 150),
 * one row per seeker and course. Worked out again when the seeker asks ("Generate" / "Refresh"):
 * the rows not dismissed are replaced by the new best, and a dismissed course stays dismissed and
 * is never recommended again. `careerRelevance` is 1-5 stars, `recommendationScore` a percent, and
 * `skillGaps` the course's skills the seeker does not list yet.
 */
export const CourseRecommendation = defineEntity({
	name: 'CourseRecommendation',
	tableName: 'course_recommendation',
	checks: [
		{
			name: 'course_recommendation_relevance_check',
			expression: 'career_relevance between 1 and 5',
		},
		{
			name: 'course_recommendation_score_check',
			expression: 'recommendation_score between 0 and 100',
		},
	],
	uniques: [{ name: 'course_recommendation_user_course_unique', properties: ['user', 'course'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade'),
		course: () => p.manyToOne(TrainingCourse).deleteRule('cascade').index(),
		careerRelevance: p.smallint(),
		recommendationScore: p.smallint(),
		recommendationReason: p.text(),
		skillGaps: p.array().default([]),
		dismissed: p.boolean().default(false),
		clicked: p.boolean().default(false),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type CourseRecommendation = InferEntity<typeof CourseRecommendation>
