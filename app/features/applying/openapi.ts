// Applying (§19): applying for a job, the applications sent, the CV an employer downloads from
// one, and the seeker's own CV that applications send a copy of.
import { z } from 'zod'
import { CustomApplicationSchema } from './application-schemas.ts'
import { applicationStageFields } from '../employer/application-stage-fields.ts'
import { jobSummary } from '../jobs/openapi.ts'
import { AlreadyAppliedSchema, dateTime, id, sitePath } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { RATE_LIMITS } from '../../platform/rate-limit.server.ts'

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

/** A 409 to applying for a job imported from its employer's board (issue 32): apply there instead. */
const AppliedElsewhereSchema = named(
	'AppliedElsewhere',
	z.object({
		message: z.string(),
		applyUrl: z.string().meta({ description: 'Where the job is applied for, on its employer’s own site' }),
	}),
)

/** Applying twice, or for a job applied for on its employer's site. */
const applyConflict = {
	description:
		'You have already applied (the first application’s date), or the job is applied for on its employer’s own site (its `applyUrl`: the board takes no application for it)',
	schema: z.union([AlreadyAppliedSchema, AppliedElsewhereSchema]),
}

const SeekerApplicationSchema = named(
	'SeekerApplication',
	z.object({
		id: id(),
		appliedAt: dateTime(),
		cvFileName: z.string().nullable(),
		job: z.object({
			...jobSummary,
			id: id().nullable().meta({ description: 'null once the job itself was deleted' }),
			isListed: z.boolean().meta({ description: 'Still on the listing (an application outlives its job)' }),
		}),
		...applicationStageFields,
	}),
)

const CvSchema = z.object({
	hasCV: z.boolean(),
	cvFileName: z.string().nullable(),
	cvUploadedAt: dateTime().nullable(),
})

const jobId = { id: 'The job’s id' }

export const applicantCvOperations: ApiOperation[] = [
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
]

export const applicationOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/api/jobs/{id}/apply',
		summary: 'Apply for a job with your details and an optional CV',
		description:
			'Anyone may apply. Only a signed-in caller applying with their own email gets the application back (201) or its first date (409); anyone else gets the same 202 receipt, new or repeat alike. `cvSource` `saved` sends a copy of your saved CV.',
		access: 'anyone',
		rateLimits: [RATE_LIMITS.applyPerIp],
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
			400: 'A field failed validation, the CV is not a PDF, DOC or DOCX, or the honeypot was filled',
			404: 'Job not found (or not listed)',
			409: applyConflict,
			413: '“File too large”: the CV is over 5 MB (errors.cv), or the body far over it',
			415: 'The body is neither multipart/form-data nor application/x-www-form-urlencoded',
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
			202: {
				description:
					'Application received: your address is not verified yet and had already applied without signing in, so nothing new is stored and the address is told by email',
				schema: z.object({ message: z.string(), jobId: id() }),
			},
			400: 'No Quick Apply profile yet: complete your profile first',
			404: 'Job not found (or not listed)',
			409: applyConflict,
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
]

const uploadCv: ApiOperation = {
	method: 'post',
	path: '/api/upload-cv',
	summary: 'Upload or replace your CV',
	description: 'The same call answers at `/api/upload/cv`.',
	access: 'signedIn',
	body: {
		multipart: z.object({ cv: z.file().meta({ description: 'PDF, DOC or DOCX (by content), at most 5 MB' }) }),
	},
	answers: {
		200: {
			description: 'Uploaded',
			schema: CvSchema.extend({ message: z.string(), cvFileUrl: sitePath().nullable() }),
		},
		400: '“Invalid file type” or “No file uploaded”, with errors.cv',
		413: '“File too large”: the file is over 5 MB (errors.cv), or the body far over it',
		415: 'The body is not multipart/form-data (JSON, say)',
	},
}

export const profileCvOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/user/cv',
		summary: 'Your CV',
		access: 'signedIn',
		answers: { 200: { description: 'Whether you have one, and its name and date', schema: CvSchema } },
	},
	{
		method: 'delete',
		path: '/api/user/cv',
		summary: 'Remove your CV and its file',
		access: 'signedIn',
		answers: {
			200: { description: 'Removed', schema: CvSchema.extend({ message: z.string() }) },
			404: 'No CV to delete',
		},
	},
	uploadCv,
	{
		...uploadCv,
		path: '/api/upload/cv',
		description: 'The same call as `/api/upload-cv`, at the address the profile page uses.',
		aliasOf: '/api/upload-cv',
	},
]
