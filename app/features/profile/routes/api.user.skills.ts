import { seekerRecordsApi } from '../../../platform/seeker-records.server.ts'
import { skillRecords } from '../skills.server.ts'
import { SKILLS_FOR_SEEKERS, SkillSchema } from '../skill-schemas.ts'

/**
 * GET /api/user/skills: the job seeker's skills, A to Z by name; paged (`limit`, `offset`,
 * X-Total-Count, Link). POST { skillName, skillCategory, proficiencyLevel, yearsOfExperience?,
 * lastUsed?, certificationName?, certificationDate?, certificationExpiry? } → 201 with the skill.
 * `isVerified` cannot be sent (decision 139). A name already listed (naming skillName), or a 51st
 * skill, is a 409.
 */
const api = seekerRecordsApi(skillRecords, { forSeekers: SKILLS_FOR_SEEKERS, schema: SkillSchema })
export const loader = api.loader
export const action = api.action
