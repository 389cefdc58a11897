// What other areas' server code may use of the skills area.
export { JobSkillSchema, skillOperations } from './openapi.ts'
export {
	foundSkillsOf,
	jobSkillsOf,
	otherAdvertsOf,
	skillLabel,
	skillsOfForm,
	storedSkillChoices,
	unknownSkillIds,
} from './skill-choice.server.ts'
export { taxonomyData, type OccupationRecord, type SkillRecord } from './taxonomy-data.server.ts'
export { syncTaxonomy } from './taxonomy-sync.server.ts'
export { taxonomy, type FoundSkill, type Taxonomy } from './taxonomy.server.ts'
export {
	analyseAdvert,
	OTHER_ADVERTS_READ,
	storeJobSkills,
	storeSkillsOfJobs,
	type AdvertAnalysis,
	type AdvertSkill,
} from './job-skills.server.ts'
export { skillOfSeekerText, skillsOfTexts } from './seeker-skills.server.ts'
export { backfillSkills, matchOlderSeekerSkills } from './skills-backfill.server.ts'
