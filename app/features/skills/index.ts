// What other areas may use of the skills area (the skills and occupations taxonomy, and matching).
export {
	MAX_JOB_SKILLS,
	MAX_SKILL_QUERY,
	SKILL_SOURCES,
	type SkillChoice,
	SkillIdsSchema,
	type SkillSource,
	SKILLS_ACTION,
	SKILLS_ADDED,
	SKILLS_SHOWN,
	unknownSkillMessage,
	WHERE_FOUND,
	withAddedSkill,
	withFoundSkills,
} from './skill-choice.ts'
export {
	ESSENTIAL_WEIGHT,
	OPTIONAL_WEIGHT,
	isOfferable,
	matchSkills,
	nextSteps,
	optionalShare,
	rankMatches,
	stepCoverage,
	type MatchExplanation,
	type RankCandidate,
	type RankedMatch,
	type SkillSet,
	type SkillsOfTarget,
} from './matching.ts'
export { jobSkillTarget, MIN_SKILL_CONFIDENCE } from './skill-overlap.ts'
export { EscoCredit } from './components/esco-credit.tsx'
