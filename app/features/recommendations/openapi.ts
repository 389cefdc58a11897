// Recommendations and job preferences (§19): the listed jobs that suit a job seeker, and the
// preferences they are scored against.
import { z } from 'zod'
import { PreferencesSchema } from './preferences-schema.ts'
import { JobSchema } from '../jobs/openapi.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

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
	JobSchema.extend({
		score: z.number(),
		reason: z.string().meta({ description: 'Why it was recommended' }),
		skills: z
			.object({ matched: z.array(z.string()), missing: z.array(z.string()) })
			.nullable()
			.meta({
				description:
					'The job’s skills you have and those you lack (essential first), by taxonomy label; null when you list no skills',
			}),
	}),
)

const recommendedJobs: ApiOperation = {
	method: 'get',
	path: '/api/recommended-jobs',
	summary: 'The listed jobs that suit you best, best first',
	description: 'Paged like every list. An empty array while there is nothing to go on yet.',
	access: 'seeker',
	paged: true,
	answers: { 200: { description: 'The jobs, each with its score and reason', schema: z.array(RecommendedJobSchema) } },
}

export const recommendationOperations: ApiOperation[] = [
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
]
