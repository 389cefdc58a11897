// POST /api/upload-cv and POST /api/upload/cv (the same call at both addresses: the specification
// names both): multipart with the file `cv` (PDF, DOC or DOCX by content, at most 5 MB;
// docs/decisions/080). Sets or replaces the signed-in user's profile CV and answers
// { message, hasCV, cvFileName, cvUploadedAt, cvFileUrl }. A file that is not a CV is a 400
// { message: "Invalid file type", errors: { cv: [...] } }; a file over 5 MB a 413 "File too large"
// with errors.cv, however large the body; a body that is not a form (JSON) a 415.
import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { setProfileCv } from '../profile-cv.server.ts'
import { parseUploadForm, UPLOAD_KINDS, UploadRefusedError } from '../../../platform/uploads.server.ts'
import type { Route } from './+types/api.upload-cv'

export const NO_CV_CHOSEN = 'Please choose a PDF, DOC, or DOCX file to upload.'

export function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiAuth(context)
		let upload
		try {
			upload = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv }, { api: true })
		} catch (error) {
			if (error instanceof UploadRefusedError) return apiError(error.status, error.message, error.errors)
			throw error
		}
		const { files, errors, failures } = upload
		if (errors.cv) return apiError(400, failures.cv?.title ?? 'Upload failed', { cv: errors.cv })
		if (!files.cv) return apiError(400, 'No file uploaded', { cv: [NO_CV_CHOSEN] })
		const view = await setProfileCv(context.get(emContext), user, files.cv)
		return Response.json({ message: 'CV uploaded successfully!', ...view, cvFileUrl: user.cvFileUrl ?? null })
	})
}
