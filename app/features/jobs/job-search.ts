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
import { DEFAULT_RADIUS_MILES, outwardCodeOf, POSTCODE_FORMAT_MESSAGE, RADIUS_MILES } from './postcode.ts'
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

/**
 * The listing's own address for a search (its canonical link, and any link that must name one
 * search one way): only the parameters that choose its jobs, in the schema's order, each list
 * sorted, defaults left out (`relevance`, page 1, the radius without a postcode), paging kept.
 * The API's limit and offset are not the listing's.
 */
export function listingQueryPairs(search: JobSearch): [string, string][] {
	const pairs: [string, string][] = []
	if (search.search) pairs.push(['search', search.search])
	if (search.location) pairs.push(['location', search.location])
	for (const jobType of [...search.jobType].sort()) pairs.push(['jobType', jobType])
	for (const industry of [...search.industry].sort()) pairs.push(['industry', industry])
	if (search.datePosted) pairs.push(['datePosted', search.datePosted])
	if (search.salaryMin !== undefined && search.salaryMin > 0) pairs.push(['salaryMin', String(search.salaryMin)])
	const near = search.near ? outwardCodeOf(search.near) : null
	if (near) {
		pairs.push(['near', search.near.toUpperCase().replace(/\s+/g, ' ')])
		if (search.radius !== undefined && search.radius !== DEFAULT_RADIUS_MILES)
			pairs.push(['radius', String(search.radius)])
	}
	if (search.sort !== 'relevance' && (search.sort !== 'distance' || near)) pairs.push(['sort', search.sort])
	if (search.page > 1) pairs.push(['page', String(search.page)])
	return pairs
}
