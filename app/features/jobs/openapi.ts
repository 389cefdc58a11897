// Jobs (§19): the listing, one job, posting and changing a job, and recording a seeker's view or
// save of one. api-docs/areas.ts puts these under "Jobs and payments", the interaction under
// "Applying and saving".
import { z } from 'zod'
import { JobChangeSchema, JobInputSchema } from './job-schemas.ts'
import { JobSearchSchema } from './job-search.ts'
import { InteractionSchema } from '../recommendations/seeker-options.ts'
import { calendarDate, dateTime, id, MessageSchema } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { MINIMUM_WAGE_BANDS } from './minimum-wage.ts'
import { SALARY_PERIODS } from './salary.ts'
import { SOURCE_KINDS } from '../importing/imported-job.ts'

const pence = (description: string) => z.number().int().meta({ description })

/** A job's pay against the local median and the minimum wage (decision 206). */
export const PayComparisonSchema = named(
	'PayComparison',
	z.object({
		payPence: pence('The midpoint of its stated pay, in pence a `period`'),
		period: z.enum(SALARY_PERIODS).meta({ description: 'Hourly pay is compared with hourly, annual with annual' }),
		local: z
			.object({
				occupationId: id(),
				occupationLabel: z.string().meta({ description: 'The occupation (ESCO) its title names' }),
				area: z.string(),
				windowDays: z.number().int().meta({ description: 'Jobs listed now or within this many days' }),
				medianPence: pence(
					'The median of those jobs’ midpoints, same period, to whole pounds a year or whole pence an hour',
				),
				jobs: z
					.number()
					.int()
					.meta({ description: 'How many jobs the median comes from (at least 5; this one included)' }),
				differencePence: pence('The pay less the median, each rounded as medianPence is'),
				position: z.enum(['above', 'below', 'at']),
				summary: z.string().meta({ description: '“£1,200 a year above the Warrington median for forklift operators”' }),
				basis: z.string().meta({ description: '“median £24,500 a year from 7 jobs here in the last 90 days”' }),
			})
			.nullable()
			.meta({ description: 'Null without an occupation or with fewer than 5 such jobs: nothing is claimed' }),
		minimumWage: z.object({
			band: z.enum(MINIMUM_WAGE_BANDS).meta({ description: 'The age band the advert states; otherwise 21+' }),
			ratePence: pence('That band’s rate in force today, pence an hour'),
			ratesFrom: calendarDate().meta({ description: 'The day those rates took effect (gov.uk)' }),
			hourlyPence: pence('The lowest pay offered, pence an hour (a salary over 37.5 hours × 52 weeks, rounded down)'),
			basis: z.enum(['hourly', 'annual']),
			below: z.boolean(),
			summary: z
				.string()
				.nullable()
				.meta({ description: '“Below the National Minimum Wage for ages 21 and over”, when below' }),
		}),
	}),
)
import { JobSkillSchema } from '../skills/openapi.ts'

export const JobSchema = named(
	'Job',
	z.object({
		id: id(),
		title: z.string(),
		company: z.string(),
		location: z.string(),
		salary: z.string().nullable(),
		description: z.string(),
		jobType: z.string(),
		industry: z.string(),
		contactEmail: z.string(),
		isActive: z.boolean().meta({
			description: 'Listed now: switched on by its employer and its listing not ended (`status` is `active`)',
		}),
		status: z.enum(['active', 'inactive', 'ended']).meta({
			description:
				'`active` (listed), `inactive` (hidden by its employer) or `ended` (past `expiresAt`, from that moment on)',
		}),
		postedAt: dateTime(),
		expiresAt: dateTime(),
		userId: id().meta({ description: 'The employer who posted it' }),
		isSponsored: z.boolean().meta({ description: 'Sponsored now (a sponsorship ends by itself)' }),
		sponsorshipType: z.enum(['7days', '30days']).nullable(),
		sponsorshipExpiresAt: dateTime().nullable(),
		applyUrl: z.string().nullable().meta({
			description:
				'Where to apply on its employer’s own site (a job imported from their board, feed or careers pages): the board takes no application for it. Null when applications come here',
		}),
		importedFrom: z.enum(SOURCE_KINDS).nullable().meta({
			description:
				'The kind of source it was imported from (an applicant-tracking board, an XML feed or careers pages); null for a job posted here',
		}),
		distanceMiles: z
			.number()
			.nonnegative()
			.optional()
			.meta({ description: 'With `near`: miles from the postcode district, to one decimal' }),
		pay: PayComparisonSchema.nullable().optional().meta({
			description:
				'Its pay against the local median and the minimum wage, in /api/jobs and /api/jobs/{id} answers: null when no pay is stated',
		}),
	}),
)

/** One job with the skills it asks for (issue 29): what posting, changing and reading one job answer. */
const JobWithSkillsSchema = named(
	'JobWithSkills',
	JobSchema.extend({
		skills: z.array(JobSkillSchema).meta({ description: 'The skills the job asks for, surest first' }),
	}),
)

/** The job an application or a save is about, as their answers name it. */
export const jobSummary = {
	id: id(),
	title: z.string(),
	company: z.string(),
	location: z.string(),
	salary: z.string().nullable(),
}

const jobId = { id: 'The job’s id' }

export const jobOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/jobs',
		summary: 'Search the listed jobs',
		description:
			'Without `limit` a call answers 100 jobs; `page` counts pages of `limit` when no `offset` is given. Public and cacheable for 30 seconds.',
		access: 'anyone',
		query: JobSearchSchema.omit({ limit: true, offset: true }),
		paged: true,
		answers: {
			200: {
				description:
					'A page of listed jobs. Under the relevance sort: matches in the title, employer, occupation or required skills first (running sponsorships first among them), then matches in the description, then in company text. Words that find nothing are corrected from the words of job titles and the skills taxonomy: the page is then the correction’s, named in X-Search-Correction',
				schema: z.array(JobSchema),
				headers: {
					'X-Total-Count-Capped':
						'`true` when X-Total-Count is the cap a search counts to (1,000) and more jobs match: a search with words and a filter, a postcode or several words counts only so far (a single word with no filter is always counted in full). A full page then has a next page in Link',
					'X-Search-Correction':
						'Only when `search` as asked finds no job and a correction of its words does: the corrected search (lower-case words) whose jobs these are',
				},
			},
			400: 'A query value out of its list or range, named in `errors`',
		},
	},
	{
		method: 'post',
		path: '/api/jobs',
		summary: 'Post a job (free; sponsorship is bought afterwards)',
		access: 'employer',
		idempotent: true,
		body: { json: JobInputSchema },
		description:
			'`skills` (ids from GET /api/skills) are the skills the job asks for; without it, those its advert names. An unknown id is a 400. A job one of your job sources already lists here (same title words and area) is a 400 naming that listing in `errors.title`: change it at its source.',
		answers: {
			201: {
				description: 'The job',
				schema: JobWithSkillsSchema,
				headers: { Location: 'The job’s address: /api/jobs/{id}' },
			},
			409: 'A request with this Idempotency-Key is in progress',
			422: 'This Idempotency-Key was already used for a different request',
		},
	},
	{
		method: 'get',
		path: '/api/jobs/{id}',
		summary: 'One listed job',
		access: 'anyone',
		params: jobId,
		answers: { 200: { description: 'The job', schema: JobWithSkillsSchema }, 404: 'Job not found (or not listed)' },
	},
	{
		method: 'patch',
		path: '/api/jobs/{id}',
		summary: 'Activate or deactivate one of your jobs, or change the skills it asks for',
		description: '`skills` replaces the job’s list; an id that names no skill is a 400.',
		access: 'signedIn',
		params: jobId,
		body: { json: JobChangeSchema },
		answers: {
			200: { description: 'The job', schema: JobWithSkillsSchema },
			404: 'Job not found: also someone else’s job',
			409: 'Its listing has ended (`status` `ended`): it cannot be made active again',
		},
	},
	{
		method: 'delete',
		path: '/api/jobs/{id}',
		summary: 'Delete one of your jobs',
		access: 'signedIn',
		params: jobId,
		answers: {
			200: { description: 'Deleted', schema: MessageSchema },
			404: 'Job not found: also someone else’s job',
		},
	},
]

export const jobInteractionOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/api/jobs/{id}/interact',
		summary: 'Record that you viewed or saved a listed job',
		description: 'Recording a save does not save the job: POST /api/jobs/{id}/save does both.',
		access: 'seeker',
		params: jobId,
		body: { json: InteractionSchema },
		answers: {
			200: { description: 'Recorded', schema: z.object({ jobId: id(), interactionType: z.enum(['view', 'save']) }) },
			404: 'Job not found (or not listed)',
		},
	},
]
