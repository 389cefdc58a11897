// The skills an API client sends with a job: ids the taxonomy must know (a 400 names the others).
import { ApiError, apiError } from '../../platform/api.server.ts'
import { unknownSkillIds } from '../skills/skill-choice.server.ts'

/** Throws the 400 for skill ids that name no taxonomy skill. */
export function checkSkillIds(ids: readonly number[]) {
	const unknown = unknownSkillIds(ids)
	if (unknown.length)
		throw new ApiError(
			apiError(400, 'Please check the highlighted fields', {
				skills: [`No skill has the id ${unknown.join(', ')}: pick skills from GET /api/skills`],
			}),
		)
}
