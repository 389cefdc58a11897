// Job alerts (docs/product.md §10, decision 157): one schema for the forms (the listing's "Get
// alerts for this search", the dashboard's alert offer and its manage forms) and /api/job-alerts.
// An alert watches the listing's own search: its criteria are the listing's query parameters
// less the ones that only order or page the results, so a filter the listing gains (JobSearchSchema)
// is a filter an alert can watch, stored in the same query-string form.
import { z } from 'zod'
import { formatPounds } from '../../ui/format.ts'
import { DEFAULT_RADIUS_MILES } from '../jobs/postcode.ts'
import { JobSearchSchema, parseJobSearchLeniently, searchParamsToObject, type JobSearch } from '../jobs/job-search.ts'

import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from './job-alert-frequencies.ts'

export { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS, type JobAlertFrequency } from './job-alert-frequencies.ts'
export { JOB_ALERT_LIMIT_MESSAGE, MAX_JOB_ALERTS_PER_USER } from './job-alert-limits.ts'
export const JOB_ALERTS_FOR_SEEKERS = 'Job alerts are for job seeker accounts'
const JOB_ALERT_NAME_MAX = 120

/** Search parameters that order, page or window the results: an alert's "new jobs" replace them. */
const NOT_CRITERIA = ['sort', 'page', 'limit', 'offset', 'datePosted'] as const

/** What an alert watches: the listing's filters, whatever they are. */
const JobAlertCriteriaSchema = JobSearchSchema.omit({
	sort: true,
	page: true,
	limit: true,
	offset: true,
	datePosted: true,
})
type JobAlertCriteria = z.output<typeof JobAlertCriteriaSchema>

const Frequency = z.enum(JOB_ALERT_FREQUENCIES, { error: 'Choose instant, daily or weekly' })
const Name = z
	.string()
	.trim()
	.min(1, 'Name the alert')
	.max(JOB_ALERT_NAME_MAX, `Name must be at most ${JOB_ALERT_NAME_MAX} characters`)

/** A new alert: the search's criteria, how often, and optionally a name (else it is named after the search). */
export const JobAlertSchema = JobAlertCriteriaSchema.extend({
	frequency: Frequency.default('daily'),
	name: Name.optional(),
})
export type JobAlertInput = z.output<typeof JobAlertSchema>

/** A change to an alert: any of its frequency, paused state and name. */
export const JobAlertChangeSchema = z
	.object({
		frequency: Frequency.optional(),
		paused: z
			.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
				error: 'paused must be true or false',
			})
			.optional(),
		name: Name.optional(),
	})
	.strict()
	.refine((change) => Object.keys(change).length > 0, 'Send frequency, paused or name')
export type JobAlertChange = z.output<typeof JobAlertChangeSchema>

/** A form's fields as the schemas read them (repeated jobType/industry fields become lists). */
export function alertFormObject(form: FormData) {
	const params = new URLSearchParams()
	for (const [name, value] of form) if (typeof value === 'string') params.append(name, value)
	return searchParamsToObject(params)
}

/**
 * The criteria in their stored form: a query string of the listing's parameters in the schema's
 * order, empty and default values left out, lists sorted, so one search is stored one way and
 * `/?{criteria}` is the listing showing it.
 */
export function alertCriteriaQuery(criteria: Partial<JobAlertCriteria> & Record<string, unknown>) {
	const params = new URLSearchParams()
	const keys = Object.keys(JobAlertCriteriaSchema.shape)
	for (const key of keys) {
		const value = criteria[key]
		if (value === undefined || value === null || value === '') continue
		if (Array.isArray(value)) for (const item of [...value].map(String).sort()) params.append(key, item)
		else params.set(key, String(value))
	}
	return params.toString()
}

/** The stored criteria read back (leniently: a value the listing no longer knows is dropped). */
export function readAlertCriteria(query: string): JobAlertCriteria {
	const search = parseJobSearchLeniently(new URLSearchParams(query))
	const criteria: Record<string, unknown> = { ...search }
	for (const key of NOT_CRITERIA) delete criteria[key]
	return criteria as JobAlertCriteria
}

/** The listing's search for an alert's criteria, newest first: where its new jobs are looked for. */
export function alertSearch(query: string, limit: number): JobSearch {
	return {
		...parseJobSearchLeniently(new URLSearchParams(query)),
		datePosted: undefined,
		sort: 'date',
		page: 1,
		limit,
		offset: 0,
	}
}

/** A readable name for a search: "“warehouse” jobs in Birchwood (Full-time, £25,000+)". */
export function alertSummary(criteria: JobAlertCriteria) {
	const words = criteria.search ? `“${criteria.search}” jobs` : 'All jobs'
	const where = criteria.near
		? ` within ${criteria.radius ?? DEFAULT_RADIUS_MILES} miles of ${criteria.near.toUpperCase()}`
		: ` in ${criteria.location || 'Warrington'}`
	const details = [
		...criteria.jobType,
		...criteria.industry,
		...(criteria.salaryMin ? [`${formatPounds(criteria.salaryMin)}+`] : []),
	]
	const summary = `${words}${where}${details.length ? ` (${details.join(', ')})` : ''}`
	return summary.length > JOB_ALERT_NAME_MAX ? `${summary.slice(0, JOB_ALERT_NAME_MAX - 1)}…` : summary
}

/** An alert as the API and the dashboard show it. */
export type JobAlertView = {
	id: number
	name: string
	criteria: string
	listingUrl: string
	frequency: JobAlertFrequency
	paused: boolean
	lastSentAt: string | null
	createdAt: string
}
