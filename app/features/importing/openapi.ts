// Job sources (issue 32): where an employer's jobs live outside the board, kept in sync by the
// background queue, and an admin's approval of one.
import { z } from 'zod'
import { dateTime, id } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { SOURCE_KINDS } from './imported-job.ts'
import { JobSourceInputSchema, JobSourcePatchSchema } from './job-source-schemas.ts'
import { SOURCE_STATES } from './source-status.ts'

const JobSourceSchema = named(
	'JobSource',
	z.object({
		id: id(),
		url: z.string().meta({ description: 'The address as it was given' }),
		fetchUrl: z.string().meta({ description: 'What the sync fetches: a board’s API address, else `url`' }),
		kind: z.enum(SOURCE_KINDS),
		industry: z.string(),
		companyName: z.string().nullable().meta({ description: 'For jobs whose source names no company' }),
		trusted: z.boolean().meta({ description: 'Its jobs are listed; until then a sync only counts them' }),
		trust: z
			.enum(['email-domain', 'admin'])
			.nullable()
			.meta({ description: 'Why it is trusted: on the employer’s verified email domain, or approved by an admin' }),
		trustedAt: dateTime().nullable(),
		paused: z.boolean(),
		pauseReason: z
			.enum(['employer', 'failures'])
			.nullable()
			.meta({ description: 'Paused by its employer, or by the sync after 5 failures in a row' }),
		intervalMinutes: z.number().int().meta({ description: 'How often it is synced' }),
		nextSyncAt: dateTime(),
		lastRunAt: dateTime().nullable(),
		lastSuccessAt: dateTime().nullable(),
		lastFound: z.number().int().nonnegative().meta({ description: 'Jobs the source listed at its last sync' }),
		lastAdded: z.number().int().nonnegative(),
		lastUpdated: z.number().int().nonnegative(),
		lastEnded: z.number().int().nonnegative(),
		lastError: z.string().nullable().meta({ description: 'The last run’s failure in plain words' }),
		lastProblems: z.array(z.string()).meta({ description: 'Jobs the last run skipped or read in part' }),
		consecutiveFailures: z.number().int().nonnegative(),
		createdAt: dateTime(),
		state: z.enum(SOURCE_STATES),
		status: z.string().meta({ description: 'Its status in plain words, as the dashboard shows it' }),
	}),
)

const sourceId = { id: 'The source’s id' }

export const jobSourceOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/employer/job-sources',
		summary: 'Your job sources, in the order they were added, each with its status',
		access: 'employer',
		paged: true,
		answers: { 200: { description: 'A page of sources', schema: z.array(JobSourceSchema) } },
	},
	{
		method: 'post',
		path: '/api/employer/job-sources',
		summary: 'Add a job source; its first sync is queued at once',
		description:
			'`url`: a Greenhouse, Lever or Workable board, an XML job feed, a careers page with JobPosting markup or a sitemap of job pages. Without `kind` it is detected from the address. The source is trusted (its jobs listed) when its address is on your verified email’s domain; otherwise once an admin approves it. At most 20 sources.',
		access: 'employer',
		body: { json: JobSourceInputSchema },
		answers: {
			201: {
				description: 'The source',
				schema: JobSourceSchema,
				headers: { Location: 'The source’s address: /api/employer/job-sources/{id}' },
			},
			400: 'A field is wrong, the address names no board, the source is already on your list, or you have 20 (errors.url)',
		},
	},
	{
		method: 'get',
		path: '/api/employer/job-sources/{id}',
		summary: 'One of your job sources, with its status',
		access: 'employer',
		params: sourceId,
		answers: {
			200: { description: 'The source', schema: JobSourceSchema },
			404: 'Job source not found: also someone else’s',
		},
	},
	{
		method: 'patch',
		path: '/api/employer/job-sources/{id}',
		summary: 'Change a source’s industry, company name or interval, or pause and resume it',
		description:
			'`paused: false` on a paused source syncs it now; one paused after failures gets its tries again. The address and kind do not change: remove the source and add it again.',
		access: 'employer',
		params: sourceId,
		body: { json: JobSourcePatchSchema, partial: true },
		answers: {
			200: { description: 'The source', schema: JobSourceSchema },
			404: 'Job source not found: also someone else’s',
		},
	},
	{
		method: 'delete',
		path: '/api/employer/job-sources/{id}',
		summary: 'Remove a source; its jobs end unless another source lists them or you posted them here',
		access: 'employer',
		params: sourceId,
		answers: {
			200: {
				description: 'Removed',
				schema: z.object({
					message: z.string(),
					id: id(),
					jobsEnded: z.number().int().nonnegative().meta({ description: 'Its jobs that left the listing' }),
				}),
			},
			404: 'Job source not found: also someone else’s',
		},
	},
	{
		method: 'post',
		path: '/api/employer/job-sources/{id}/sync',
		summary: 'Sync a source now (a paused one is resumed)',
		description: 'The sync runs in the background; GET the source for its outcome.',
		access: 'employer',
		params: sourceId,
		answers: {
			202: { description: 'The sync is queued; the source as it is now', schema: JobSourceSchema },
			404: 'Job source not found: also someone else’s',
		},
	},
	{
		method: 'post',
		path: '/api/admin/job-sources/{id}/approve',
		summary: 'Approve a source: its jobs are listed from its next sync, queued now',
		description: 'Approving a source already trusted changes nothing.',
		access: 'admin',
		params: sourceId,
		answers: {
			200: { description: 'The source', schema: JobSourceSchema },
			404: 'Job source not found',
		},
	},
]
