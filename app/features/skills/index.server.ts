// What other areas' server code may use of the skills area.
export { taxonomyData, type OccupationRecord, type SkillRecord } from './taxonomy-data.server.ts'
export { syncTaxonomy } from './taxonomy-sync.server.ts'
export { taxonomy, type FoundSkill, type Taxonomy } from './taxonomy.server.ts'
export {
	analyseAdvert,
	storeJobSkills,
	storeSkillsOfJobs,
	type AdvertAnalysis,
	type AdvertSkill,
} from './job-skills.server.ts'
export { skillOfSeekerText, skillsOfTexts } from './seeker-skills.server.ts'
export { backfillSkills, matchOlderSeekerSkills } from './skills-backfill.server.ts'
