// What other areas may use of the skills area (the skills and occupations taxonomy, and matching).
export {
	jobSkillTarget,
	matchSkills,
	MIN_SKILL_CONFIDENCE,
	type MatchExplanation,
	type SkillSet,
} from './skill-overlap.ts'
