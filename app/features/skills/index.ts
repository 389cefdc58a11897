// What other areas may use of the skills area (the skills and occupations taxonomy, and matching).
export {
	MAX_JOB_SKILLS,
	MAX_SKILL_QUERY,
	SKILL_SOURCES,
	type SkillChoice,
	SkillIdsSchema,
	type SkillSource,
	WHERE_FOUND,
} from './skill-choice.ts'
