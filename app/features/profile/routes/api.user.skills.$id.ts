import { seekerRecordApi } from '../../../platform/seeker-records.server.ts'
import { skillRecords } from '../skills.server.ts'
import { SKILLS_FOR_SEEKERS, SkillSchema } from '../skill-schemas.ts'

/**
 * PATCH /api/user/skills/{id}: the fields sent replace the skill's (null clears an optional one),
 * the rest stay, and the whole is checked as a new skill is; a name already listed is a 409 naming
 * skillName. DELETE removes it. Someone else's skill, or none, is a 404.
 */
const api = seekerRecordApi(skillRecords, {
	forSeekers: SKILLS_FOR_SEEKERS,
	schema: SkillSchema,
	kept: (skill) => ({
		skillName: skill.skillName,
		skillCategory: skill.skillCategory,
		proficiencyLevel: skill.proficiencyLevel,
		yearsOfExperience: skill.yearsOfExperience,
		lastUsed: skill.lastUsed,
		certificationName: skill.certificationName,
		certificationDate: skill.certificationDate,
		certificationExpiry: skill.certificationExpiry,
	}),
	deleted: 'Skill deleted',
})
export const loader = api.loader
export const action = api.action
