import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { CareerPathLimitError, careerPathsOf, createCareerPath } from '../career-paths.server.ts'
import { CareerPathApiSchema, PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/api.career-paths'

/** A path refused for how many the seeker already keeps: 409. */
function careerPathConflict(error: unknown) {
	return error instanceof CareerPathLimitError ? apiError(409, error.message) : null
}

/**
 * GET /api/career-paths: the job seeker's own paths, newest first, each with its milestones and
 * recommended courses; paged (`limit`, `offset`, X-Total-Count, Link).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await careerPathsOf(context.get(emContext), user, page))
	})
}

/**
 * POST /api/career-paths { currentRole, targetRole, timeframe, currentSalary?, targetSalary?,
 * requiredSkills? (a list, or text separated by commas), progressStatus? (only "planning") } →
 * 201 with the path, its milestones and recommended courses (decision 151).
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('GET, POST')
		const { user } = requireApiUserType(context, 'employee', { message: PATHS_API_FOR_SEEKERS })
		const input = await readJsonBody(request, CareerPathApiSchema)
		return Response.json(await createCareerPath(context.get(emContext), user, input), { status: 201 })
	}, careerPathConflict)
}
