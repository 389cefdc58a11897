import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { versionAtCommitTrigger } from './version-at-commit.ts'
import { SEEKER_POOL_VERSION_TRIGGER } from './seeker-pool-version.ts'
import { AVAILABILITY_NOTICE_VALUES } from '../features/recommendations/seeker-options.ts'
import { StoredFile } from './stored-file.ts'
import { User } from './user.ts'

/**
 * A seeker's Quick Apply profile (docs/product.md §18), one per user. Its CV is the account's one
 * CV (User.cvFile, decision 110), so the profile has no CV of its own. The video pitch is a stored
 * file (docs/product.md §22.12), not a data URL in a text column.
 */
export const QuickApplyProfile = defineEntity({
	name: 'QuickApplyProfile',
	tableName: 'quick_apply_profile',
	triggers: [
		SEEKER_POOL_VERSION_TRIGGER('quick_apply_profile_seeker_pool_version'),
		versionAtCommitTrigger('quick_apply_profile', 'seeker_pool_version'),
	],
	checks: [{ name: 'quick_apply_profile_years_check', expression: 'years_experience >= 0' }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.oneToOne(User).owner().unique().deleteRule('cascade'),
		fullName: p.string().length(255),
		phone: p.string().length(50).nullable(),
		address: p.string().length(255).nullable(),
		city: p.string().length(100).nullable(),
		postcode: p.string().length(20).nullable(),
		currentJobTitle: p.string().length(255).nullable(),
		yearsExperience: p.integer().default(0),
		skills: p.array().default([]),
		qualifications: p.array().default([]),
		defaultCoverLetter: p.text().nullable(),
		availabilityNotice: p.enum(AVAILABILITY_NOTICE_VALUES).default('2weeks'),
		videoPitchFile: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
		videoPitchDuration: p.integer().nullable(),
		videoPitchRecordedAt: p.datetime().nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type QuickApplyProfile = InferEntity<typeof QuickApplyProfile>
