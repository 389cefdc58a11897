// Skills (issue 29): the taxonomy's skills for an autocomplete, and the skills an advert names.
// api-docs/areas.ts puts these under "Jobs and payments", beside posting a job.
import { z } from 'zod'
import { id } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { AdvertTextSchema, SKILL_SOURCES, SkillQuerySchema } from './skill-choice.ts'

const SuggestedSkillSchema = named(
	'SuggestedSkill',
	z.object({
		id: id(),
		label: z.string(),
		type: z.enum(['skill', 'knowledge']).nullable().meta({ description: 'ESCO’s skill type; null for local terms' }),
	}),
)

/** A job's skill: its label and where it came from (`employer`: added by the employer). */
export const JobSkillSchema = named(
	'JobSkill',
	z.object({
		id: id(),
		label: z.string(),
		source: z.enum(SKILL_SOURCES).meta({
			description: 'Where the advert names it (`title`, `requirements`, `duties`, `description`), or `employer`',
		}),
	}),
)

export const skillOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/skills',
		summary: 'Skills whose name holds the words typed (autocomplete)',
		description:
			'ESCO skills and the board’s own UK terms, best first. Without `limit` a call answers 10; `page` counts pages of `limit` when no `offset` is given. Public and cacheable.',
		access: 'anyone',
		query: SkillQuerySchema,
		paged: true,
		answers: {
			200: { description: 'A page of skills', schema: z.array(SuggestedSkillSchema) },
			400: '`q` missing, empty or longer than 100 characters, or a paging value out of range',
		},
	},
	{
		method: 'post',
		path: '/api/skills/found',
		summary: 'The skills an advert names, with where each was found',
		description: 'For the post-a-job form as the advert is typed; nothing is stored.',
		access: 'employer',
		body: { json: AdvertTextSchema },
		answers: { 200: { description: 'The skills found', schema: z.array(JobSkillSchema) } },
	},
]
