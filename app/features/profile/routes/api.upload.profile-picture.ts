// POST /api/upload/profile-picture: multipart with the file `profilePicture` (JPEG, PNG or WebP by
// content, at most 5 MB; docs/product.md §15, §19). Sets or replaces the signed-in user's profile
// picture, drawn again on the server as WebP squares without the original's metadata (decision
// 153), and answers { message, profileImageUrl }. A refused file is a 400 with { message: "Invalid
// file type" | "No file uploaded", errors: { profilePicture: [...] } }; a picture over 5 MB a 413
// "File too large" with the same errors, however large the body; a body that is not a form a 415. Removing it: DELETE /api/user/profile-picture.
import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { PICTURE_FIELD, readPictureUpload, setProfilePicture, UnusablePictureError } from '../profile-picture.server.ts'
import type { Route } from './+types/api.upload.profile-picture'

export const PICTURE_UPLOADED = 'Profile picture uploaded successfully!'

export function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
			const { user } = requireApiAuth(context)
			const upload = await readPictureUpload(request, { api: true })
			if (!upload.ok) {
				const errors = upload.aboutFile ? { [PICTURE_FIELD]: [upload.failure.description] } : undefined
				return apiError(upload.status, upload.message, errors)
			}
			const picture = await setProfilePicture(context.get(emContext), user, upload.file)
			return Response.json({ message: PICTURE_UPLOADED, profileImageUrl: picture.profileImageUrl })
		},
		(error) =>
			error instanceof UnusablePictureError
				? apiError(400, error.failure.title, { [PICTURE_FIELD]: [error.failure.description] })
				: null,
	)
}
