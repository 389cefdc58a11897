import { apiError } from '../../../platform/api.server.ts'
import { seekerRecordApi } from '../seeker-record-api.server.ts'
import { deleteSkill, DuplicateSkillError, SkillLimitError, skillOf, updateSkill } from '../skills.server.ts'
import { SKILLS_FOR_SEEKERS, SkillSchema } from '../skill-schemas.ts'
import type { Route } from './+types/api.user.skills.$id'

/** A skill refused for what the seeker already has: 409, a repeated name naming the field. */
function skillConflict(error: unknown) {
	if (error instanceof DuplicateSkillError) return apiError(409, error.message, { skillName: [error.message] })
	if (error instanceof SkillLimitError) return apiError(409, error.message)
	return null
}

/**
 * PATCH /api/user/skills/{id}: the fields sent replace the skill's (null clears an optional one),
 * the rest stay, and the whole is checked as a new skill is. DELETE removes it. Someone else's
 * skill, or none, is a 404.
 */
const api = seekerRecordApi({
	noun: 'Skill',
	forSeekers: SKILLS_FOR_SEEKERS,
	schema: SkillSchema,
	find: skillOf,
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
	update: updateSkill,
	remove: deleteSkill,
	refused: skillConflict,
})

export const loader = () => api.loader()

export const action = (args: Route.ActionArgs) => api.action(args)
