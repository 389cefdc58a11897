// Applying, saving, recommendations and preferences (§19): what a job seeker does with jobs.
import { applicationStageFields } from '../employer/application-stage-fields.ts'
import { z } from 'zod'
import { CustomApplicationSchema } from './application-schemas.ts'
import { PreferencesSchema } from '../recommendations/preferences-schema.ts'
import { InteractionSchema } from '../recommendations/seeker-options.ts'
import { AlreadyAppliedSchema, dateTime, id } from '../../platform/openapi/common.ts'
import { JobSchema } from '../jobs/openapi.ts'
import type { ApiArea, ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

/** The job an application or a save is about, as its answers name it. */
const jobSummary = {
	id: id(),
	title: z.string(),
	company: z.string(),
	location: z.string(),
	salary: z.string().nullable(),
}

const SentApplicationSchema = named(
	'SentApplication',
	z.object({
		id: id(),
		jobId: id(),
		kind: z.enum(['custom', 'quick']),
		applicantName: z.string(),
		applicantEmail: z.string(),
		message: z.string().nullable(),
		coveringLetter: z.string().nullable(),
		cvFileName: z.string().nullable(),
		hasVideoPitch: z.boolean(),
		appliedAt: dateTime(),
		job: z.object(jobSummary),
	}),
)

const SeekerApplicationSchema = named(
	'SeekerApplication',
	z.object({
		id: id(),
		appliedAt: dateTime(),
		cvFileName: z.string().nullable(),
		job: z.object({
			...jobSummary,
			id: id().nullable().meta({ description: 'null once the job itself was deleted (decision 114)' }),
			isListed: z.boolean().meta({ description: 'Still on the listing (an application outlives its job)' }),
		}),
		...applicationStageFields,
	}),
)

const SavedJobSchema = named(
	'SavedJob',
	z.object({
		id: id(),
		jobId: id(),
		savedAt: dateTime(),
		job: z.object({
			...jobSummary,
			description: z.string(),
			isListed: z.boolean(),
		}),
	}),
)

const SavedStateSchema = z.object({ message: z.string(), jobId: id(), saved: z.boolean() })

const PreferencesAnswerSchema = named(
	'Preferences',
	z.object({
		preferredJobTypes: z.array(z.string()),
		preferredIndustries: z.array(z.string()),
		preferredLocations: z.array(z.string()),
		salaryMin: z.number().int().nullable(),
		salaryMax: z.number().int().nullable(),
	}),
)

const RecommendedJobSchema = named(
	'RecommendedJob',
	JobSchema.extend({ score: z.number(), reason: z.string().meta({ description: 'Why it was recommended' }) }),
)

const jobId = { id: 'The job’s id' }

const savedJobs: ApiOperation = {
	method: 'get',
	path: '/api/user/saved-jobs',
	summary: 'Your saved jobs, newest first',
	access: 'seeker',
	paged: true,
	answers: { 200: { description: 'A page of saved jobs', schema: z.array(SavedJobSchema) } },
}

const recommendedJobs: ApiOperation = {
	method: 'get',
	path: '/api/recommended-jobs',
	summary: 'The 20 listed jobs that suit you best, best first',
	description: 'An empty array while there is nothing to go on yet.',
	access: 'seeker',
	answers: { 200: { description: 'The jobs, each with its score and reason', schema: z.array(RecommendedJobSchema) } },
}

export const applying: ApiArea = {
	tag: 'Applying and saving',
	description: 'Applying for jobs, the applications sent, saved jobs, recommendations and job preferences.',
	operations: [
		{
			method: 'post',
			path: '/api/jobs/{id}/apply',
			summary: 'Apply for a job with your details and an optional CV',
			description:
				'Anyone may apply. Only a signed-in caller applying with their own email gets the application back (201) or its first date (409); anyone else gets the same 202 receipt, new or repeat alike (§22.27). `cvSource` `saved` sends a copy of your saved CV.',
			access: 'anyone',
			params: jobId,
			idempotent: true,
			body: {
				multipart: CustomApplicationSchema.extend({
					cv: z.file().optional().meta({ description: 'PDF, DOC or DOCX (by content), at most 5 MB' }),
				}),
				description: 'multipart/form-data (application/x-www-form-urlencoded works too, without a file)',
			},
			answers: {
				201: { description: 'Your application', schema: SentApplicationSchema },
				202: {
					description: 'Application received',
					schema: z.object({ message: z.string(), jobId: id() }),
				},
				400: 'A field failed validation, the CV was refused, or the honeypot was filled',
				404: 'Job not found (or not listed)',
				409: { description: 'You have already applied: the first application’s date', schema: AlreadyAppliedSchema },
				422: 'This Idempotency-Key was already used for a different request',
				429: 'Too many applications from this address (signed out); Retry-After says when',
			},
		},
		{
			method: 'post',
			path: '/api/jobs/{id}/quick-apply',
			summary: 'Apply with your Quick Apply profile',
			access: 'seeker',
			params: jobId,
			answers: {
				201: { description: 'Your application', schema: SentApplicationSchema },
				400: 'No Quick Apply profile yet: complete your profile first',
				404: 'Job not found (or not listed)',
				409: { description: 'You have already applied: the first application’s date', schema: AlreadyAppliedSchema },
			},
		},
		{
			method: 'get',
			path: '/api/user/applications',
			summary: 'Your applications, newest first',
			access: 'signedIn',
			paged: true,
			answers: { 200: { description: 'A page of applications', schema: z.array(SeekerApplicationSchema) } },
		},
		savedJobs,
		{ ...savedJobs, path: '/api/saved-jobs', aliasOf: '/api/user/saved-jobs' },
		{
			method: 'post',
			path: '/api/jobs/{id}/save',
			summary: 'Save a listed job (saving again is harmless)',
			access: 'seeker',
			params: jobId,
			answers: {
				200: { description: 'Saved', schema: SavedStateSchema },
				404: 'Job not found (or not listed)',
			},
		},
		{
			method: 'delete',
			path: '/api/jobs/{id}/save',
			summary: 'Remove a saved job (removing one not saved is harmless)',
			access: 'seeker',
			params: jobId,
			answers: { 200: { description: 'Removed', schema: SavedStateSchema }, 404: 'Job not found' },
		},
		{
			method: 'delete',
			path: '/api/user/saved-jobs/{jobId}',
			summary: 'Remove a saved job',
			access: 'seeker',
			params: { jobId: 'The job’s id' },
			answers: { 200: { description: 'Removed', schema: SavedStateSchema }, 404: 'Job not found' },
		},
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
		recommendedJobs,
		{ ...recommendedJobs, path: '/api/user/recommendations', aliasOf: '/api/recommended-jobs' },
		{
			method: 'get',
			path: '/api/preferences',
			summary: 'Your job preferences (empty lists and nulls when none were saved)',
			access: 'seeker',
			answers: { 200: { description: 'The preferences', schema: PreferencesAnswerSchema } },
		},
		{
			method: 'post',
			path: '/api/preferences',
			summary: 'Replace your job preferences (a field left out is emptied)',
			access: 'seeker',
			body: { json: PreferencesSchema },
			answers: { 200: { description: 'The preferences saved', schema: PreferencesAnswerSchema } },
		},
	],
}
