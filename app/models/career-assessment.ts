import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { CAREER_EXPERIENCE_LEVELS, SALARY_EXPECTATIONS, WORK_PREFERENCES } from '../features/careers/career-options.ts'
import { User } from './user.ts'

/**
 * A job seeker's answers to the career advisor (/career-advisor; 001 §3 "Career assessment"),
 * kept each time it is taken: the latest one is what course recommendations and a generated
 * career path read. Skills and interests are trimmed and listed once each, whatever their case.
 * `assessmentData` holds anything further the advisor recorded with the answers.
 */
export const CareerAssessment = defineEntity({
	name: 'CareerAssessment',
	tableName: 'career_assessment',
	checks: [
		{ name: 'career_assessment_skills_check', expression: 'cardinality(skills) > 0' },
		{ name: 'career_assessment_interests_check', expression: 'cardinality(interests) > 0' },
	],
	indexes: [{ name: 'career_assessment_user_created_idx', properties: ['user', 'createdAt'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade'),
		currentRole: p.string().length(200).nullable(),
		experienceLevel: p.enum(CAREER_EXPERIENCE_LEVELS),
		skills: p.array(),
		interests: p.array(),
		workPreferences: p.enum(WORK_PREFERENCES).nullable(),
		salaryExpectation: p.enum(SALARY_EXPECTATIONS).nullable(),
		careerGoals: p.text().nullable(),
		assessmentData: p.json<Record<string, unknown>>().nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type CareerAssessment = InferEntity<typeof CareerAssessment>
