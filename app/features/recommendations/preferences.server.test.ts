import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { UserPreferences } from '../../models/user-preferences.ts'
import { PreferencesSchema, SALARY_ORDER_MESSAGE } from './preferences-schema.ts'
import { preferencesOf, savePreferences } from './preferences.server.ts'

describe('job preferences', () => {
	test('none saved reads as nothing preferred; a save replaces the whole set, one row per user', async () => {
		const { user } = await apiUser('employee')
		expect(await preferencesOf(await freshEm(), user)).toEqual({
			preferredJobTypes: [],
			preferredIndustries: [],
			preferredLocations: [],
			salaryMin: null,
			salaryMax: null,
		})
		const first = PreferencesSchema.parse({
			preferredIndustries: ['Healthcare', 'Social Care'],
			preferredLocations: ['Birchwood'],
			salaryMin: 22000,
		})
		await savePreferences(await freshEm(), user, first)
		const second = PreferencesSchema.parse({ preferredJobTypes: ['Part-time'], salaryMin: 20000, salaryMax: 26000 })
		await Promise.all([savePreferences(await freshEm(), user, second), savePreferences(await freshEm(), user, second)])
		expect(await preferencesOf(await freshEm(), user)).toEqual({
			preferredJobTypes: ['Part-time'],
			preferredIndustries: [],
			preferredLocations: [],
			salaryMin: 20000,
			salaryMax: 26000,
		})
		expect(await (await freshEm()).count(UserPreferences, { user: user.id })).toBe(1)
	})

	test('the database refuses a maximum under the minimum even past the schema', async () => {
		const { user } = await apiUser('employee')
		await expect(
			savePreferences(await freshEm(), user, { ...PreferencesSchema.parse({}), salaryMin: 30000, salaryMax: 20000 }),
		).rejects.toThrow(/user_preferences_salary_check/)
	})
})

describe('PreferencesSchema', () => {
	test('takes values from the lists, whole pounds or null; ticked twice counts once', () => {
		expect(
			PreferencesSchema.parse({
				preferredJobTypes: ['Internship', 'Internship'],
				preferredIndustries: ['Warehouse & Logistics'],
				preferredLocations: ['Culcheth'],
				salaryMin: null,
				salaryMax: 40000,
			}),
		).toEqual({
			preferredJobTypes: ['Internship'],
			preferredIndustries: ['Warehouse & Logistics'],
			preferredLocations: ['Culcheth'],
			salaryMin: null,
			salaryMax: 40000,
		})
	})

	test('refuses values off the lists, fractions, negatives, strings and a maximum under the minimum, each on its field', () => {
		const result = PreferencesSchema.safeParse({
			preferredJobTypes: ['Temporary'],
			preferredIndustries: ['Other'],
			preferredLocations: ['Lovely Lane'],
			salaryMin: 25000.5,
			salaryMax: '30000',
		})
		expect(result.success).toBe(false)
		const fields = new Set(result.error!.issues.map((issue) => issue.path[0]))
		expect(fields).toEqual(
			new Set(['preferredJobTypes', 'preferredIndustries', 'preferredLocations', 'salaryMin', 'salaryMax']),
		)
		expect(PreferencesSchema.safeParse({ salaryMin: -1 }).success).toBe(false)

		const order = PreferencesSchema.safeParse({ salaryMin: 30000, salaryMax: 20000 })
		expect(order.error?.issues).toEqual([
			expect.objectContaining({ path: ['salaryMax'], message: SALARY_ORDER_MESSAGE }),
		])
		expect(PreferencesSchema.safeParse({ salaryMin: 30000, salaryMax: 30000 }).success).toBe(true)
	})
})
