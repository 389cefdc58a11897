import type { EntityManager } from '@mikro-orm/postgresql'
import { UserPreferences } from '../../models/user-preferences.ts'
import { User } from '../../models/user.ts'
import { NO_PREFERENCES, type Preferences, type PreferencesInput } from './preferences-schema.ts'

function toPreferences(row: UserPreferences): Preferences {
	return {
		preferredJobTypes: row.preferredJobTypes,
		preferredIndustries: row.preferredIndustries,
		preferredLocations: row.preferredLocations,
		salaryMin: row.salaryMin ?? null,
		salaryMax: row.salaryMax ?? null,
	}
}

/** A user's job preferences; nothing preferred (empty lists, no salaries) when none were saved. */
export async function preferencesOf(em: EntityManager, user: Pick<User, 'id'>): Promise<Preferences> {
	const row = await em.findOne(UserPreferences, { user: user.id })
	return row ? toPreferences(row) : { ...NO_PREFERENCES }
}

/**
 * Replaces a user's job preferences with these (already validated by PreferencesSchema): one row
 * per user, written with an upsert so that two saves at once cannot both insert.
 */
export async function savePreferences(
	em: EntityManager,
	user: Pick<User, 'id'>,
	input: PreferencesInput,
): Promise<Preferences> {
	const row = await em.upsert(
		UserPreferences,
		{
			user: em.getReference(User, user.id),
			preferredJobTypes: [...input.preferredJobTypes],
			preferredIndustries: [...input.preferredIndustries],
			preferredLocations: [...input.preferredLocations],
			salaryMin: input.salaryMin,
			salaryMax: input.salaryMax,
			updatedAt: new Date(),
		},
		{ onConflictFields: ['user'], onConflictAction: 'merge' },
	)
	return toPreferences(row)
}
