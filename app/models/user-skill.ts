import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { PROFICIENCY_LEVELS, SKILL_CATEGORIES } from '../features/profile/skill-schemas.ts'
import { Skill } from './skill.ts'
import { User } from './user.ts'

/**
 * A skill a job seeker lists on /profile (docs/product.md §15 and §18). A name is listed once per
 * seeker whatever its case (the unique index on lower(skill_name)). `isVerified` is never set by the
 * seeker; nobody verifies skills yet, so it stays false (decision 139). Dates are calendar days.
 */
export const UserSkill = defineEntity({
	name: 'UserSkill',
	tableName: 'user_skill',
	checks: [
		{ name: 'user_skill_years_check', expression: 'years_of_experience is null or years_of_experience >= 0' },
		{
			name: 'user_skill_certification_dates_check',
			expression:
				'certification_date is null or certification_expiry is null or certification_expiry >= certification_date',
		},
	],
	uniques: [
		{
			name: 'user_skill_user_name_unique',
			expression: 'create unique index "user_skill_user_name_unique" on "user_skill" ("user_id", lower("skill_name"))',
		},
	],
	indexes: [
		// The skills backfill's queue: names never looked up (decision 200).
		{
			name: 'user_skill_not_matched_idx',
			expression: 'create index "user_skill_not_matched_idx" on "user_skill" ("id") where "skill_matched_at" is null',
		},
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		skillName: p.string().length(100),
		/** The taxonomy skill its name maps to (decision 196); null when none does, the name then kept as free text. */
		skill: () => p.manyToOne(Skill).nullable().deleteRule('set null').index(),
		/** When its name was last looked up in the taxonomy; null until the skills backfill reaches an older row. */
		skillMatchedAt: p.datetime().nullable().hidden(),
		skillCategory: p.enum(SKILL_CATEGORIES),
		proficiencyLevel: p.enum(PROFICIENCY_LEVELS),
		yearsOfExperience: p.smallint().nullable(),
		lastUsed: p.date().nullable(),
		certificationName: p.string().length(200).nullable(),
		certificationDate: p.date().nullable(),
		certificationExpiry: p.date().nullable(),
		isVerified: p.boolean().default(false),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type UserSkill = InferEntity<typeof UserSkill>
