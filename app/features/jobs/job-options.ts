// The fixed lists of docs/product.md §21, shared by the screens, the API and the seed.
import { LISTING_AREAS } from './areas.ts'

export { LISTING_AREAS }

/** Areas of the post form: the listing's areas without "All Warrington", plus Birchwood Business Park. */
export const POST_AREAS = [
	...LISTING_AREAS.filter((area) => area.value !== '').map((area) => area.value),
	'Birchwood Business Park',
] as const

export const LISTING_JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Apprenticeship'] as const
export const POST_JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Apprenticeship'] as const
export type JobType = (typeof POST_JOB_TYPES)[number]

export const LISTING_INDUSTRIES = [
	'Technology',
	'Healthcare',
	'Education',
	'Finance',
	'Government',
	'Retail',
	'Manufacturing',
	'Construction',
	'Hospitality',
	'Social Care',
	'Warehouse & Logistics',
	'Small Business',
	'Self Employed',
	'Transport & Delivery',
	'Security',
	'Cleaning Services',
	'Food & Catering',
	'Beauty & Wellness',
	'Automotive',
	'Property & Real Estate',
	'Legal Services',
	'Marketing & Advertising',
	'Charity & Non-Profit',
	'Agriculture & Farming',
	'Energy & Utilities',
] as const

export const POST_INDUSTRIES = [
	'Healthcare',
	'Education',
	'Technology',
	'Retail',
	'Manufacturing',
	'Government',
	'Finance',
	'Hospitality',
	'Construction',
	'Other',
] as const

/** Every industry a job may carry: the listing's 25 and the post form's "Other". */
export const ALL_INDUSTRIES = [...LISTING_INDUSTRIES, 'Other'] as const

export const DATE_POSTED_OPTIONS = [
	{ value: '24hours', label: 'Last 24 hours', hours: 24 },
	{ value: '3days', label: 'Last 3 days', hours: 72 },
	{ value: '7days', label: 'Last 7 days', hours: 168 },
] as const

export const SALARY_MINIMUMS = [15_000, 20_000, 25_000, 30_000, 40_000, 50_000] as const

export const SORT_OPTIONS = [
	{ value: 'relevance', label: 'Most relevant' },
	{ value: 'date', label: 'Newest' },
	{ value: 'salary', label: 'Highest salary' },
] as const
/** Offered beside SORT_OPTIONS while a search measures from a postcode. */
export const DISTANCE_SORT = { value: 'distance', label: 'Distance' } as const

export const SPONSORSHIP_TYPES = ['7days', '30days'] as const
export type SponsorshipType = (typeof SPONSORSHIP_TYPES)[number]

export const PAGE_SIZE = 20
/** A free posting is listed this long unless renewed (docs/product.md §22.10). */
export const FREE_POSTING_DAYS = 30
