// The one matching rule of the board (issue 29, decisions 201 and 202): a person matches a job or
// an occupation by the overlap of its essential and optional skills with theirs, essential skills
// weighing twice as much, and every answer says which skills matched and which are missing. Pure:
// skill ids in, explanations out; labels come from taxonomy().skill(id) where they are shown.
//
// How to use it:
//   const match = matchSkills(personSkills, taxonomy().skillsOf(occupationId))
//   if (isOfferable(match)) show(match.score, match.matched, match.missing)
// The recommendations, the career advisor, career paths, course recommendations and candidate
// quality all use matchSkills; rankMatches and nextSteps add the secondary factors (local demand,
// interests, level) and the step-up rule of career paths.

export type SkillSet = ReadonlySet<number>
export type SkillsOfTarget = { essential: readonly number[]; optional: readonly number[] }

export type MatchExplanation = {
	/** 0..1: the weighted share of the target's skills the person has. */
	score: number
	/** 0..1: the share of the target's essential skills the person has (0 when it has none). */
	essentialShare: number
	matched: { essential: number[]; optional: number[] }
	missing: { essential: number[]; optional: number[] }
}

export const ESSENTIAL_WEIGHT = 2
export const OPTIONAL_WEIGHT = 1
/** A target is offered as a match only when at least this share of its essential skills match. */
export const OFFERABLE_ESSENTIAL_SHARE = 0.5

/** Ids once each, in their first order: ESCO lists a few links twice under the two relations. */
function distinct(ids: readonly number[], leaving: ReadonlySet<number> = new Set()) {
	return [...new Set(ids)].filter((id) => !leaving.has(id))
}

/** Which of the target's skills the person has and lacks, and the weighted score. */
export function matchSkills(person: SkillSet, target: SkillsOfTarget): MatchExplanation {
	const essential = distinct(target.essential)
	const optional = distinct(target.optional, new Set(essential))
	const matched = {
		essential: essential.filter((id) => person.has(id)),
		optional: optional.filter((id) => person.has(id)),
	}
	const missing = {
		essential: essential.filter((id) => !person.has(id)),
		optional: optional.filter((id) => !person.has(id)),
	}
	const whole = ESSENTIAL_WEIGHT * essential.length + OPTIONAL_WEIGHT * optional.length
	const held = ESSENTIAL_WEIGHT * matched.essential.length + OPTIONAL_WEIGHT * matched.optional.length
	return {
		score: whole ? held / whole : 0,
		essentialShare: essential.length ? matched.essential.length / essential.length : 0,
		matched,
		missing,
	}
}

/** Whether a match may be offered: at least half the target's essential skills match. */
export function isOfferable(match: MatchExplanation) {
	return match.essentialShare >= OFFERABLE_ESSENTIAL_SHARE
}

/** The share of the target's optional skills the person has (0 when it has none). */
export function optionalShare(match: MatchExplanation) {
	const optional = match.matched.optional.length + match.missing.optional.length
	return optional ? match.matched.optional.length / optional : 0
}

/** A candidate occupation (or job) with the secondary factors a ranking weighs after the skills. */
export type RankCandidate<T> = {
	item: T
	skills: SkillsOfTarget
	/** Local demand: live jobs of that occupation on the board. */
	postings: number
	/** Whether it suits one of the person's interests. */
	interest: boolean
	/** Whether it is at the person's level. */
	level: boolean
}

export type RankedMatch<T> = RankCandidate<T> & { match: MatchExplanation }

/**
 * The offerable candidates, best first: the weighted skill score, then interest, level and local
 * demand, then the larger essential share. Candidates failing isOfferable are left out.
 */
export function rankMatches<T>(person: SkillSet, candidates: readonly RankCandidate<T>[]): RankedMatch<T>[] {
	return candidates
		.map((candidate) => ({ ...candidate, match: matchSkills(person, candidate.skills) }))
		.filter((ranked) => isOfferable(ranked.match))
		.sort(
			(a, b) =>
				b.match.score - a.match.score ||
				Number(b.interest) - Number(a.interest) ||
				Number(b.level) - Number(a.level) ||
				b.postings - a.postings ||
				b.match.essentialShare - a.match.essentialShare,
		)
}

/**
 * A next step from an occupation is scored by how much of the target's work the current
 * occupation already covers: the share of its essential skills the current occupation's skills
 * (essential and optional) hold, then of its optional ones.
 */
export function stepCoverage(from: SkillsOfTarget, to: SkillsOfTarget): MatchExplanation {
	return matchSkills(new Set([...from.essential, ...from.optional]), to)
}

/** Below this share of a target's essential skills a move is a change of trade, not a next step. */
export const NEXT_STEP_MIN_SHARE = 0.1

export type StepCandidate<T> = { item: T; skills: SkillsOfTarget }

/**
 * The next steps from an occupation among candidates: those whose essential skills the current
 * occupation covers at least NEXT_STEP_MIN_SHARE of, most covered first (essential, then optional
 * share), at most `limit`. Pay and the like are the caller's to filter on.
 */
export function nextSteps<T>(from: SkillsOfTarget, candidates: readonly StepCandidate<T>[], limit: number) {
	return candidates
		.map((candidate) => ({ ...candidate, match: stepCoverage(from, candidate.skills) }))
		.filter((step) => step.match.essentialShare >= NEXT_STEP_MIN_SHARE)
		.sort(
			(a, b) =>
				b.match.essentialShare - a.match.essentialShare ||
				optionalShare(b.match) - optionalShare(a.match) ||
				b.match.score - a.match.score,
		)
		.slice(0, limit)
}
