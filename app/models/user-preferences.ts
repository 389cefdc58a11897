import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { versionAtCommitTrigger } from './version-at-commit.ts'
import { SEEKER_POOL_VERSION_TRIGGER } from './seeker-pool-version.ts'
import { User } from './user.ts'

/** A seeker's job preferences (docs/product.md §18), one row per user; salaries in whole pounds a year. */
export const UserPreferences = defineEntity({
	name: 'UserPreferences',
	tableName: 'user_preferences',
	triggers: [
		SEEKER_POOL_VERSION_TRIGGER('user_preferences_seeker_pool_version'),
		versionAtCommitTrigger('user_preferences', 'seeker_pool_version'),
	],
	checks: [
		{
			name: 'user_preferences_salary_check',
			expression: 'salary_min is null or salary_max is null or salary_max >= salary_min',
		},
		{
			name: 'user_preferences_salary_positive_check',
			expression: '(salary_min is null or salary_min >= 0) and (salary_max is null or salary_max >= 0)',
		},
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.oneToOne(User).owner().unique().deleteRule('cascade'),
		preferredJobTypes: p.array().default([]),
		preferredIndustries: p.array().default([]),
		preferredLocations: p.array().default([]),
		salaryMin: p.integer().nullable(),
		salaryMax: p.integer().nullable(),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type UserPreferences = InferEntity<typeof UserPreferences>
