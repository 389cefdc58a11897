// The employer's side of jobs (§19): their own jobs, and the applications to them moved through
// the stages (§22.49).
import { z } from 'zod'
import { applicationStageFields } from './application-stage-fields.ts'
import { APPLICATION_STAGES, StageMoveSchema } from './application-stages.ts'
import { JobSchema } from '../jobs/openapi.ts'
import { dateTime, id, sitePath } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

const EmployerJobSchema = named(
	'EmployerJob',
	JobSchema.extend({
		applicationCount: z.number().int().nonnegative(),
		outboundClicks: z.number().int().nonnegative().nullable().meta({
			description:
				'For a job applied for on your own site (`applyUrl`, an imported job): how many times “Apply on your site” was pressed on its page here. Null for a job applied for here',
		}),
	}),
)

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

const employerJobs: ApiOperation = {
	method: 'get',
	path: '/api/employer/jobs',
	summary: 'The employer’s own jobs, active or not, newest first',
	access: 'employer',
	paged: true,
	answers: { 200: { description: 'A page of jobs', schema: z.array(EmployerJobSchema) } },
}

export const employerOperations: ApiOperation[] = [
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
			404: 'Job not found: also someone else’s job',
		},
	},
	{
		method: 'patch',
		path: '/api/applications/{id}',
		summary: 'Move an application to a stage, with an optional note to the applicant',
		description:
			'Here `id` is the application’s id. Any order; the applicant is mailed for Shortlisted onwards, and for Received or Reviewed only with a note.',
		access: 'signedIn',
		params: { id: 'The application’s id' },
		body: { json: StageMoveSchema },
		answers: {
			200: { description: 'The application as GET lists it', schema: ReceivedApplicationSchema },
			404: 'Application not found: also one to someone else’s job',
		},
	},
]
