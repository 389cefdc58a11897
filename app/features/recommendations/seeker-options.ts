// The job seeker's fixed lists (docs/product.md §9, §10 and §21): Quick Apply notice periods,
// what a preference can name, and the kinds of interaction recorded.
import { z } from 'zod'
import { LISTING_INDUSTRIES } from '../jobs/job-options.ts'

export const AVAILABILITY_NOTICES = [
	{ value: 'immediate', label: 'Immediately' },
	{ value: '1week', label: '1 week' },
	{ value: '2weeks', label: '2 weeks' },
	{ value: '1month', label: '1 month' },
] as const
export const AVAILABILITY_NOTICE_VALUES = ['immediate', '1week', '2weeks', '1month'] as const
type AvailabilityNotice = (typeof AVAILABILITY_NOTICE_VALUES)[number]
export const DEFAULT_AVAILABILITY_NOTICE: AvailabilityNotice = '2weeks'

export const PREFERENCE_JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Apprenticeship', 'Internship'] as const
export const PREFERENCE_INDUSTRIES = LISTING_INDUSTRIES
/** The ten areas a seeker can prefer (docs/product.md §21: "Preferences: 10 of these"). */
export const PREFERENCE_LOCATIONS = [
	'Warrington Town Centre',
	'Birchwood',
	'Great Sankey',
	'Stockton Heath',
	'Orford',
	'Padgate',
	'Woolston',
	'Appleton',
	'Culcheth',
	'Grappenhall',
] as const

export const INTERACTION_TYPES = ['view', 'save'] as const
export type InteractionType = (typeof INTERACTION_TYPES)[number]

/** POST /api/jobs/{id}/interact's body. */
export const InteractionSchema = z.object({
	interactionType: z.enum(INTERACTION_TYPES, { error: 'interactionType must be view or save' }),
})
