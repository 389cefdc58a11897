import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { generateCareerPath, NoAssessmentError, NoFittingRoleError } from '../career-path-generator.server.ts'
import { CareerPathLimitError } from '../career-paths.server.ts'
import { PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/api.generate-career-path'

/** No assessment, no live role that fits it, or paths enough already: 409 saying which. */
function notGenerated(error: unknown) {
	const refused =
		error instanceof NoAssessmentError || error instanceof NoFittingRoleError || error instanceof CareerPathLimitError
	return refused ? apiError(409, error.message) : null
}

export const loader = () => methodNotAllowed('POST')

/**
 * POST /api/generate-career-path, no body → 201 with a path built from the seeker's latest career
 * assessment and the board's live jobs (the rule: app/features/careers/career-path-generator.server.ts,
 * decision 152). 409 "Take the career assessment first" before any assessment.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
		return Response.json(await generateCareerPath(context.get(emContext), user), { status: 201 })
	}, notGenerated)
}
