// GET /api/user/cv: the signed-in user's profile CV, { hasCV, cvFileName, cvUploadedAt }.
// DELETE /api/user/cv: removes it (and its file). Uploads go to POST /api/upload-cv.
import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { deleteProfileCv, profileCv } from '../profile-cv.server.ts'
import type { Route } from './+types/api.user.cv'

const ALLOW = 'GET, DELETE'

export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		return Response.json(profileCv(user), { headers: { 'Cache-Control': 'private, no-store' } })
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiAuth(context)
		const deleted = await deleteProfileCv(context.get(emContext), user)
		if (!deleted) return apiError(404, 'No CV to delete')
		return Response.json({ message: 'CV deleted', ...profileCv(user) })
	})
}
