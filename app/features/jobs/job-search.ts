// The job search's query: parsed from a URL (the listing screen's GET form and GET /api/jobs).
import { z } from 'zod'
import {
	ALL_INDUSTRIES,
	DATE_POSTED_OPTIONS,
	LISTING_AREAS,
	POST_AREAS,
	POST_JOB_TYPES,
	DISTANCE_SORT,
	SORT_OPTIONS,
} from './job-options.ts'
import { outwardCodeOf, POSTCODE_FORMAT_MESSAGE, RADIUS_MILES } from './postcode.ts'
import { queryWholeNumber } from '../../platform/query-numbers.ts'

const AREAS = new Set<string>([...LISTING_AREAS.map((area) => area.value), ...POST_AREAS])

const list = <T extends string>(values: readonly T[], label: string) =>
	z.array(z.enum(values as [T, ...T[]], { error: `Unknown ${label}` })).default([])

export const JobSearchSchema = z.object({
	search: z.string().trim().max(200, 'Search must be at most 200 characters').default(''),
	location: z
		.string()
		.trim()
		.default('')
		.refine((value) => AREAS.has(value), 'Unknown area'),
	jobType: list(POST_JOB_TYPES, 'job type'),
	industry: list(ALL_INDUSTRIES, 'industry'),
	datePosted: z
		.enum(DATE_POSTED_OPTIONS.map((option) => option.value) as ['24hours', '3days', '7days'], {
			error: 'Unknown date posted',
		})
		.optional(),
	salaryMin: queryWholeNumber('salaryMin', 0, 1_000_000).optional(),
	/** A postcode or outward code to measure from; whether its district exists is the search's to say. */
	near: z
		.string()
		.trim()
		.max(10, POSTCODE_FORMAT_MESSAGE)
		.default('')
		.refine((value) => value === '' || outwardCodeOf(value) !== null, POSTCODE_FORMAT_MESSAGE),
	/** Miles from `near`; DEFAULT_RADIUS_MILES when a postcode comes without one. */
	radius: z
		.enum(RADIUS_MILES.map(String) as ['1', '3', '5', '10', '20'], {
			error: `Choose a radius of ${RADIUS_MILES.slice(0, -1).join(', ')} or ${RADIUS_MILES.at(-1)} miles`,
		})
		.transform(Number)
		.optional(),
	/** `distance` (nearest first) needs `near`; without it the search sorts by relevance. */
	sort: z
		.enum(
			[...SORT_OPTIONS.map((option) => option.value), DISTANCE_SORT.value] as [
				'relevance',
				'date',
				'salary',
				'distance',
			],
			{
				error: 'Unknown sort',
			},
		)
		.default('relevance'),
	page: queryWholeNumber('page', 1, 10_000).default(1),
	limit: queryWholeNumber('limit', 1, 100).optional(),
	offset: queryWholeNumber('offset', 0, 1_000_000).optional(),
})
export type JobSearch = z.output<typeof JobSearchSchema>

const MULTI = new Set(['jobType', 'industry'])

/** The query parameters as the schema reads them: repeated jobType/industry become lists, empty values are dropped. */
export function searchParamsToObject(params: URLSearchParams) {
	const result: Record<string, string | string[]> = {}
	for (const [key, value] of params) {
		if (value === '') continue
		if (MULTI.has(key)) ((result[key] ??= []) as string[]).push(value)
		else result[key] ??= value
	}
	return result
}

/** Strict: for the API, where a wrong value is the caller's mistake (400). */
export function parseJobSearch(params: URLSearchParams) {
	return JobSearchSchema.safeParse(searchParamsToObject(params))
}

/** Lenient: for the screen, where a stale or hand-edited link drops the values it cannot read. */
export function parseJobSearchLeniently(params: URLSearchParams): JobSearch {
	const raw = searchParamsToObject(params)
	const result = JobSearchSchema.safeParse(raw)
	if (result.success) return result.data
	const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])))
	const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key)))
	return JobSearchSchema.parse(kept)
}
