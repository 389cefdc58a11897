// A seeker's job preferences (docs/product.md §10 and §18): one schema for the preferences
// form (/preferences and the dialog on /recommendations) and GET/POST /api/preferences.
import { z } from 'zod'
import { PREFERENCE_INDUSTRIES, PREFERENCE_JOB_TYPES, PREFERENCE_LOCATIONS } from './seeker-options.ts'

/** The highest salary a preference may name, in pounds a year; well above any local advert. */
const PREFERENCE_SALARY_LIMIT = 1_000_000

const choices = <const Values extends readonly [string, ...string[]]>(values: Values, what: string) =>
	z
		.array(z.enum(values, { error: `Choose ${what} from the list` }), { error: `Choose ${what} from the list` })
		.max(values.length, `Choose ${what} from the list`)
		.default([])
		// Ticked twice (a hand-made request) is ticked once.
		.transform((picked) => [...new Set(picked)])

const salary = (label: string) =>
	z
		.number({ error: `${label} must be a whole number of pounds, like 25000` })
		.int(`${label} must be a whole number of pounds, like 25000`)
		.min(0, `${label} cannot be negative`)
		.max(PREFERENCE_SALARY_LIMIT, `${label} must be at most £1,000,000`)
		.nullable()
		.optional()
		.transform((value) => value ?? null)

export const SALARY_ORDER_MESSAGE = 'Maximum salary must be at least the minimum salary'

export const PreferencesSchema = z
	.object({
		preferredJobTypes: choices(PREFERENCE_JOB_TYPES, 'job types'),
		preferredIndustries: choices(PREFERENCE_INDUSTRIES, 'industries'),
		preferredLocations: choices(PREFERENCE_LOCATIONS, 'areas'),
		salaryMin: salary('Minimum salary'),
		salaryMax: salary('Maximum salary'),
	})
	.refine((value) => value.salaryMin === null || value.salaryMax === null || value.salaryMax >= value.salaryMin, {
		message: SALARY_ORDER_MESSAGE,
		path: ['salaryMax'],
	})

export type PreferencesInput = z.output<typeof PreferencesSchema>

/** Preferences as stored and read back (GET /api/preferences). */
export type Preferences = {
	preferredJobTypes: string[]
	preferredIndustries: string[]
	preferredLocations: string[]
	salaryMin: number | null
	salaryMax: number | null
}

/** What GET /api/preferences answers when nothing was saved: nothing preferred. */
export const NO_PREFERENCES: Preferences = {
	preferredJobTypes: [],
	preferredIndustries: [],
	preferredLocations: [],
	salaryMin: null,
	salaryMax: null,
}
