import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { userApplications } from '../seeker-applications.server.ts'
import type { Route } from './+types/api.user.applications'

/**
 * GET /api/user/applications: the signed-in seeker's applications, newest first (id, appliedAt,
 * cvFileName, job, and stage, stageChangedAt, stageNote, stageHistory once the employer has moved
 * them, §22.49); paged (`limit`, `offset`, X-Total-Count, Link: paging.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await userApplications(context.get(emContext), user, page), {
			headers: { 'Cache-Control': 'private, no-store' },
		})
	})
}

export function action() {
	return methodNotAllowed('GET')
}
