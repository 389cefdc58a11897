import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Job } from './job.ts'
import { Skill } from './skill.ts'

/** Where a job's skill was found: in its title, requirements, duties or the rest of its advert, or added by its employer. */
export const JOB_SKILL_SOURCES = ['title', 'requirements', 'duties', 'description', 'employer'] as const
export type JobSkillSource = (typeof JOB_SKILL_SOURCES)[number]

/**
 * A skill a job asks for (decision 196): found in its advert (never in company boilerplate) or
 * added by its employer on the form, with where it was found and how sure the finding is
 * (0 to 1; 1 for the employer's own). `job.skill_ids` carries the same ids for the search.
 */
export const JobSkill = defineEntity({
	name: 'JobSkill',
	tableName: 'job_skill',
	checks: [
		{
			name: 'job_skill_source_check',
			expression: `source in (${JOB_SKILL_SOURCES.map((source) => `'${source}'`).join(', ')})`,
		},
		{ name: 'job_skill_confidence_check', expression: 'confidence > 0 and confidence <= 1' },
	],
	properties: {
		job: () => p.manyToOne(Job).primary().deleteRule('cascade'),
		skill: () => p.manyToOne(Skill).primary().index(),
		source: p.string().length(20),
		confidence: p.float().columnType('real'),
	},
})
export type JobSkill = InferEntity<typeof JobSkill>
