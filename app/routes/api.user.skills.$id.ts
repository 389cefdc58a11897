import { z } from 'zod'
import { emContext } from '../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../platform/api.server.ts'
import { parseRecordId } from '../platform/route-params.ts'
import { deleteSkill, DuplicateSkillError, SkillLimitError, skillOf, updateSkill } from '../services/skills.server.ts'
import { SKILLS_FOR_SEEKERS, SkillSchema } from '../utils/skill-schemas.ts'
import type { Route } from './+types/api.user.skills.$id'

const ALLOW = 'PATCH, DELETE'
const notFound = () => apiError(404, 'Skill not found')

/** A skill refused for what the seeker already has: 409, a repeated name naming the field. */
function skillConflict(error: unknown) {
	if (error instanceof DuplicateSkillError) return apiError(409, error.message, { skillName: [error.message] })
	if (error instanceof SkillLimitError) return apiError(409, error.message)
	return null
}

export function loader() {
	return methodNotAllowed(ALLOW)
}

/**
 * PATCH /api/user/skills/{id}: the fields sent replace the skill's (null clears an optional one),
 * the rest stay, and the whole is checked as a new skill is. DELETE removes it. Someone else's
 * skill, or none, is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiUserType(context, 'employee', { message: SKILLS_FOR_SEEKERS })
		const em = context.get(emContext)
		const id = parseRecordId(params.id)
		const current = id === null ? null : await skillOf(em, user, id)
		if (id === null || !current) return notFound()
		if (method === 'DELETE') {
			if (!(await deleteSkill(em, user, id))) return notFound()
			return Response.json({ message: 'Skill deleted', id })
		}
		const { skillName, skillCategory, proficiencyLevel, yearsOfExperience, lastUsed } = current
		const { certificationName, certificationDate, certificationExpiry } = current
		const kept = { skillName, skillCategory, proficiencyLevel, yearsOfExperience, lastUsed }
		const merged = z.preprocess(
			(body) => ({ ...kept, certificationName, certificationDate, certificationExpiry, ...(body as object) }),
			SkillSchema,
		)
		const input = await readJsonBody(request, merged)
		const updated = await updateSkill(em, user, id, input)
		return updated ? Response.json(updated) : notFound()
	}, skillConflict)
}
