// Which of a job's stored skills it requires, and how surely (decision 207): a job as a target for
// matching.ts's matchSkills, which candidate quality and recommendations use (its interim copy
// here was folded into matching.ts).
import type { JobSkillSource } from '../../models/job-skill.ts'

/**
 * A stored skill found with less confidence than this (a single word in the rest of an advert,
 * such as "cleaning" or "security") is not counted as one the job asks for when matching.
 */
export const MIN_SKILL_CONFIDENCE = 0.5

/** A job's stored skill is essential when found in its title or requirements, or added by its employer; optional from its duties or the rest of the advert. */
const ESSENTIAL_SOURCES: ReadonlySet<JobSkillSource> = new Set(['title', 'requirements', 'employer'])

/** A job's stored skills (job_skill rows) as a matching target. */
export function jobSkillTarget(skills: readonly { skillId: number; source: JobSkillSource }[]) {
	const essential: number[] = []
	const optional: number[] = []
	for (const { skillId, source } of skills) {
		if (essential.includes(skillId) || optional.includes(skillId)) continue
		;(ESSENTIAL_SOURCES.has(source) ? essential : optional).push(skillId)
	}
	return { essential, optional }
}
