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
	jobSkillTarget,
	matchSkills,
	MIN_SKILL_CONFIDENCE,
	type MatchExplanation,
	type SkillSet,
} from './skill-overlap.ts'
