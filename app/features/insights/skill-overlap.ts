// Until the skills area's matching service (app/features/skills/matching.ts, design of issue 29)
// is on main, the candidate score uses this, written to the same signature so that folding it in
// is a change of import: a person's skills against a target's essential and optional skills,
// essential counting twice, with what matched and what is missing.
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
