// Saved jobs (§19): a job seeker's shortlist of listed jobs.
import { z } from 'zod'
import { jobSummary } from '../jobs/openapi.ts'
import { dateTime, id } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

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

const jobId = { id: 'The job’s id' }

const savedJobs: ApiOperation = {
	method: 'get',
	path: '/api/user/saved-jobs',
	summary: 'Your saved jobs, newest first',
	access: 'seeker',
	paged: true,
	answers: { 200: { description: 'A page of saved jobs', schema: z.array(SavedJobSchema) } },
}

export const savedJobOperations: ApiOperation[] = [
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
]
