import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { certificatesOf } from '../certificates.server.ts'
import type { Route } from './+types/api.user.certificates'

/**
 * GET /api/user/certificates: the signed-in user's own certificates, newest first, each with the
 * address of its public page. Each certifies the course's online modules completed on the board;
 * `isVerified` is true only once the provider has verified it (decision 189). Paged (`limit`, `offset`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await certificatesOf(context.get(emContext), user, page))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
