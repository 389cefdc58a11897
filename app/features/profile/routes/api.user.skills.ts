import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { addSkill, DuplicateSkillError, SkillLimitError, skillsOf } from '../skills.server.ts'
import { SKILLS_FOR_SEEKERS, SkillSchema } from '../skill-schemas.ts'
import type { Route } from './+types/api.user.skills'

/** A skill refused for what the seeker already has: 409, a repeated name naming the field. */
function skillConflict(error: unknown) {
	if (error instanceof DuplicateSkillError) return apiError(409, error.message, { skillName: [error.message] })
	if (error instanceof SkillLimitError) return apiError(409, error.message)
	return null
}

/** GET /api/user/skills: the job seeker's skills, A to Z by name; paged (`limit`, `offset`, X-Total-Count, Link). */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: SKILLS_FOR_SEEKERS })
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await skillsOf(context.get(emContext), user, page))
	})
}

/**
 * POST /api/user/skills { skillName, skillCategory, proficiencyLevel, yearsOfExperience?, lastUsed?,
 * certificationName?, certificationDate?, certificationExpiry? } → 201 with the skill. `isVerified`
 * cannot be sent (decision 139). A name already listed, or a 51st skill, is a 409.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('GET, POST')
		const { user } = requireApiUserType(context, 'employee', { message: SKILLS_FOR_SEEKERS })
		const input = await readJsonBody(request, SkillSchema)
		return Response.json(await addSkill(context.get(emContext), user, input), { status: 201 })
	}, skillConflict)
}
