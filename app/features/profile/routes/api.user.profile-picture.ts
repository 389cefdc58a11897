// GET /api/user/profile-picture: the signed-in user's { profileImageUrl } (null when none).
// DELETE /api/user/profile-picture: removes it and its files (decision 153). Uploads go to
// POST /api/upload/profile-picture; GET /api/user carries profileImageUrl too.
import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { profilePictureOf, removeProfilePicture } from '../profile-picture.server.ts'
import type { Route } from './+types/api.user.profile-picture'

const ALLOW = 'GET, DELETE'

export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const { profileImageUrl } = profilePictureOf(user)
		return Response.json({ profileImageUrl }, { headers: { 'Cache-Control': 'private, no-store' } })
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiAuth(context)
		const removed = await removeProfilePicture(context.get(emContext), user)
		if (!removed) return apiError(404, 'No profile picture to remove')
		return Response.json({ message: 'Profile picture removed', profileImageUrl: null })
	})
}
