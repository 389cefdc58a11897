// Until this area's matching service (matching.ts, design of issue 29) is on main, candidate
// quality and recommendations use this, written to the same signature so that folding it in is a
// change of import: a person's skills against a target's essential and optional skills, essential
// counting twice, with what matched and what is missing. Also which of a job's stored skills it
// requires (decision 207).
import type { JobSkillSource } from '../../models/job-skill.ts'

export type SkillSet = ReadonlySet<number>
export type MatchExplanation = {
	/** 0..1: matched weight over asked weight; 0 when nothing is asked. */
	score: number
	/** 0..1: the share of essential skills matched; 1 when none are essential. */
	essentialShare: number
	matched: { essential: number[]; optional: number[] }
	missing: { essential: number[]; optional: number[] }
}

export const ESSENTIAL_WEIGHT = 2
export const OPTIONAL_WEIGHT = 1

export function matchSkills(
	person: SkillSet,
	target: { essential: readonly number[]; optional: readonly number[] },
): MatchExplanation {
	const essential = [...new Set(target.essential)]
	const optional = [...new Set(target.optional)].filter((id) => !essential.includes(id))
	const matched = {
		essential: essential.filter((id) => person.has(id)),
		optional: optional.filter((id) => person.has(id)),
	}
	const missing = {
		essential: essential.filter((id) => !person.has(id)),
		optional: optional.filter((id) => !person.has(id)),
	}
	const asked = essential.length * ESSENTIAL_WEIGHT + optional.length * OPTIONAL_WEIGHT
	const got = matched.essential.length * ESSENTIAL_WEIGHT + matched.optional.length * OPTIONAL_WEIGHT
	return {
		score: asked === 0 ? 0 : got / asked,
		essentialShare: essential.length === 0 ? 1 : matched.essential.length / essential.length,
		matched,
		missing,
	}
}

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
