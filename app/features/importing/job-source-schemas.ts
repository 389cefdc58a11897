// A job source as an employer or an admin gives it: one schema for the screens and the API
// (/employer-dashboard/job-sources, the admin inbox, /api/employer/job-sources).
import { z } from 'zod'
import { ALL_INDUSTRIES } from '../jobs/job-options.ts'
import { SOURCE_KINDS, type SourceKind } from './imported-job.ts'

/** What each kind is called on the screens. */
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
	greenhouse: 'Greenhouse job board',
	lever: 'Lever job board',
	workable: 'Workable job board',
	'xml-feed': 'XML job feed',
	'jsonld-page': 'Careers page (JobPosting markup)',
	'jsonld-sitemap': 'Sitemap of job pages',
}

/** How often a source may be synced, in minutes: a quarter of an hour to a week (the table's check). */
export const SYNC_INTERVAL = { min: 15, max: 10_080 } as const

const text = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, `${label} must be at most ${max} characters`)

const url = text('The address', 2048)
	.min(1, 'Enter the address of your job board, feed or careers page')
	.refine((value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value), {
		message: 'Enter a full web address starting with https://',
	})

/** The kind, or nothing to have it detected from the address. */
const kind = z
	.union([z.literal(''), z.enum(SOURCE_KINDS)], { error: 'Choose a kind from the list' })
	.optional()
	.transform((value) => value || undefined)

const industry = z.enum(ALL_INDUSTRIES, { error: 'Choose an industry from the list' })

const companyName = text('Company name', 255)
	.optional()
	.nullable()
	.transform((value) => value || null)

export const JobSourceInputSchema = z.object({ url, kind, industry, companyName })
export type JobSourceInput = z.output<typeof JobSourceInputSchema>

/** An admin adds a source for an employer, named by their account's address. */
export const AdminJobSourceInputSchema = JobSourceInputSchema.extend({
	employerEmail: text('The employer’s email', 254)
		.min(1, 'Enter the employer’s email address')
		.pipe(z.email('Enter a valid email address')),
})

/** What PATCH /api/employer/job-sources/{id} changes; the address and kind stay (remove and add again). */
export const JobSourcePatchSchema = z.object({
	industry: industry.optional(),
	/** null or "" clears it; absent keeps it. */
	companyName: text('Company name', 255)
		.nullable()
		.optional()
		.transform((value) => (value === undefined ? undefined : value || null)),
	intervalMinutes: z
		.number({ error: 'intervalMinutes must be a whole number of minutes' })
		.int('intervalMinutes must be a whole number of minutes')
		.min(SYNC_INTERVAL.min, `Sync at most every ${SYNC_INTERVAL.min} minutes`)
		.max(SYNC_INTERVAL.max, 'Sync at least once a week (10080 minutes)')
		.optional(),
	paused: z.boolean({ error: 'paused must be true or false' }).optional(),
})
export type JobSourcePatch = Partial<z.output<typeof JobSourcePatchSchema>>
