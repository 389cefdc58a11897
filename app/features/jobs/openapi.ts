// Jobs, posting and payment (§19): the listing, one job, an employer's jobs and the applications
// to them, and paying for a sponsorship.
import { applicationStageFields } from '../employer/application-stage-fields.ts'
import { z } from 'zod'
import { JobActiveSchema, JobInputSchema } from './job-schemas.ts'
import { JobSearchSchema } from './job-search.ts'
import { APPLICATION_STAGES, StageMoveSchema } from '../employer/application-stages.ts'
import { ConfirmSponsorshipSchema, CreatePaymentIntentSchema } from '../payments/payments.ts'
import { dateTime, id, MessageSchema, sitePath } from '../../platform/openapi/common.ts'
import type { ApiArea, ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

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
		isActive: z.boolean(),
		postedAt: dateTime(),
		expiresAt: dateTime(),
		userId: id().meta({ description: 'The employer who posted it' }),
		isSponsored: z.boolean().meta({ description: 'Sponsored now (a sponsorship ends by itself)' }),
		sponsorshipType: z.enum(['7days', '30days']).nullable(),
		sponsorshipExpiresAt: dateTime().nullable(),
		distanceMiles: z
			.number()
			.nonnegative()
			.optional()
			.meta({ description: 'With `near`: miles from the postcode district, to one decimal (§22.48)' }),
	}),
)

const EmployerJobSchema = named('EmployerJob', JobSchema.extend({ applicationCount: z.number().int().nonnegative() }))

const QuickApplySnapshotSchema = z.object({
	phone: z.string().nullable(),
	city: z.string().nullable(),
	postcode: z.string().nullable(),
	currentJobTitle: z.string().nullable(),
	yearsExperience: z.number().nullable(),
	skills: z.array(z.string()),
	qualifications: z.array(z.string()),
	availabilityNotice: z.string().nullable(),
	videoPitchDuration: z.number().nullable(),
})

const ReceivedApplicationSchema = named(
	'ReceivedApplication',
	z.object({
		id: id(),
		jobId: id(),
		applicantName: z.string(),
		applicantEmail: z.string(),
		message: z.string().nullable(),
		coveringLetter: z.string().nullable(),
		cvFileName: z.string().nullable(),
		cvFileUrl: sitePath().nullable().meta({ description: 'GET /api/applications/{jobId}/{applicationId}/cv' }),
		appliedAt: dateTime(),
		kind: z.enum(['custom', 'quick']),
		quickApplyProfile: QuickApplySnapshotSchema.nullable().meta({
			description: 'A Quick Apply application: the profile as it was when sent',
		}),
		videoPitchUrl: sitePath().nullable(),
		...applicationStageFields,
	}),
)

const PAYMENT_ERRORS = {
	400: 'The body failed validation, an unknown plan, or Stripe’s payment does not match this job, plan and amount',
	502: 'Stripe could not be reached',
	503: 'Card payments are not configured, or the database is unavailable',
} as const

const jobId = { id: 'The job’s id' }

const employerJobs: ApiOperation = {
	method: 'get',
	path: '/api/employer/jobs',
	summary: 'The employer’s own jobs, active or not, newest first',
	access: 'employer',
	paged: true,
	answers: { 200: { description: 'A page of jobs', schema: z.array(EmployerJobSchema) } },
}

export const jobs: ApiArea = {
	tag: 'Jobs and payments',
	description: 'The listing, one job, an employer’s jobs and their applications, and paying for a sponsorship.',
	operations: [
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
					description: 'A page of listed jobs, sponsored first under the relevance sort',
					schema: z.array(JobSchema),
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
			answers: {
				201: { description: 'The job', schema: JobSchema, headers: { Location: 'The job’s address: /api/jobs/{id}' } },
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
			answers: { 200: { description: 'The job', schema: JobSchema }, 404: 'Job not found (or not listed)' },
		},
		{
			method: 'patch',
			path: '/api/jobs/{id}',
			summary: 'Activate or deactivate one of your jobs',
			access: 'signedIn',
			params: jobId,
			body: { json: JobActiveSchema },
			answers: {
				200: { description: 'The job', schema: JobSchema },
				404: 'Job not found: also someone else’s job',
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
		employerJobs,
		{ ...employerJobs, path: '/api/employer-jobs', aliasOf: '/api/employer/jobs' },
		{
			method: 'get',
			path: '/api/applications/{id}',
			summary: 'The applications to one of your jobs, newest first',
			description: 'Here `id` is the job’s id (the old product’s call); PATCH on this path takes an application’s.',
			access: 'signedIn',
			params: { id: 'The job’s id' },
			query: z.object({
				stage: z
					.enum(APPLICATION_STAGES)
					.optional()
					.meta({ description: 'Only applications at this stage (received includes those never moved)' }),
			}),
			paged: true,
			answers: {
				200: { description: 'A page of applications', schema: z.array(ReceivedApplicationSchema) },
				400: 'An unknown stage (errors.stage)',
				404: 'Job not found: also someone else’s job (§22.11)',
			},
		},
		{
			method: 'patch',
			path: '/api/applications/{id}',
			summary: 'Move an application to a stage, with an optional note to the applicant',
			description:
				'Here `id` is the application’s id. Any order; the applicant is mailed for Shortlisted onwards, and for Received or Reviewed only with a note (§22.49).',
			access: 'signedIn',
			params: { id: 'The application’s id' },
			body: { json: StageMoveSchema },
			answers: {
				200: { description: 'The application as GET lists it', schema: ReceivedApplicationSchema },
				404: 'Application not found: also one to someone else’s job',
			},
		},
		{
			method: 'get',
			path: '/api/applications/{jobId}/{applicationId}/cv',
			summary: 'The CV an applicant attached, as a download',
			access: 'employer',
			params: { jobId: 'The job’s id', applicationId: 'The application’s id' },
			answers: {
				200: {
					description: 'The file, as an attachment, with its own type (PDF, DOC or DOCX)',
					contentType: [
						'application/pdf',
						'application/msword',
						'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
					],
				},
				404: 'CV not found: also for anyone but the job’s employer, who is told nothing more',
			},
		},
		{
			method: 'post',
			path: '/api/create-payment-intent',
			summary: 'Start paying for a sponsorship of your job',
			description: 'The amount comes from the plan table, never from the request (§22.9).',
			access: 'employer',
			idempotent: true,
			body: { json: CreatePaymentIntentSchema },
			answers: {
				200: {
					description: 'The PaymentIntent’s client secret for Stripe’s Payment Element',
					schema: z.object({ clientSecret: z.string() }),
				},
				...PAYMENT_ERRORS,
				403: 'A write with the session cookie from another site',
				404: 'Job not found: also someone else’s job, and for any account but an employer',
				409: 'A request with this Idempotency-Key is in progress',
				422: 'This Idempotency-Key was already used for a different request',
			},
		},
		{
			method: 'post',
			path: '/api/confirm-sponsorship',
			summary: 'Confirm a sponsorship once Stripe reports the payment',
			description: 'Checked with Stripe; confirming again answers 200 and extends nothing.',
			access: 'employer',
			body: { json: ConfirmSponsorshipSchema },
			answers: {
				200: {
					description: 'Sponsorship confirmed (or already confirmed)',
					schema: z.object({
						message: z.string(),
						job: z.object({
							id: id(),
							title: z.string(),
							isSponsored: z.boolean(),
							sponsorshipType: z.enum(['7days', '30days']).nullable(),
							sponsorshipExpiresAt: dateTime().nullable(),
						}),
					}),
				},
				...PAYMENT_ERRORS,
				403: 'A write with the session cookie from another site',
				404: 'Job not found (any account but the job’s employer), or no such payment',
			},
		},
		{
			method: 'post',
			path: '/api/stripe/webhook',
			summary: 'Stripe’s events',
			description: 'Authenticated by the Stripe-Signature header over the raw body; a replayed event is recorded once.',
			access: 'stripe',
			body: { raw: 'application/json', description: 'Stripe’s event, exactly as Stripe sent it' },
			answers: {
				200: {
					description: 'The event was received',
					schema: z.object({
						received: z.literal(true),
						duplicate: z.literal(true).optional(),
						applied: z.boolean().optional(),
						ignored: z.string().optional(),
					}),
				},
				400: 'A missing or bad signature, or a payment that does not match; nothing changed',
				404: 'No such payment',
				502: 'Stripe could not be reached',
				503: 'No webhook secret is configured, or the database is unavailable',
			},
		},
	],
}
