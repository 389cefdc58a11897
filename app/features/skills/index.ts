// What other areas may use of the skills area (the skills and occupations taxonomy, and matching).
export { jobSkillTarget, matchSkills, type MatchExplanation, type SkillSet } from './skill-overlap.ts'
