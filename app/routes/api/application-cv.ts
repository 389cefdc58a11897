// GET /api/applications/{jobId}/{applicationId}/cv: the CV an applicant attached, for the
// employer who owns the job and nobody else (PRODUCT.md item 11). Anyone else gets the same
// 404 as for a missing application, so the answer never tells whether it exists.
import { emContext } from '../../context.ts'
import { Application } from '../../models/application.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiAuth } from '../../services/api.server.ts'
import { readFile } from '../../services/files.server.ts'
import { findOwnJob } from '../../services/jobs.server.ts'
import type { Route } from './+types/application-cv'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context, request)
		const notFound = apiError(404, 'CV not found')
		const jobId = Number(params.jobId)
		const applicationId = Number(params.applicationId)
		if (user.userType !== 'employer' || !Number.isSafeInteger(applicationId) || applicationId <= 0) return notFound

		const em = context.get(emContext)
		const job = await findOwnJob(em, user, jobId)
		if (!job) return notFound
		const application = await em.findOne(Application, { id: applicationId, job: job.id })
		if (!application?.cvFile) return notFound
		const file = await readFile(em, application.cvFile.id)
		if (!file) return notFound

		return new Response(file.data, {
			headers: {
				'Content-Type': file.mimeType,
				'Content-Length': String(file.data.byteLength),
				'Content-Disposition': attachment(file.fileName),
				'X-Content-Type-Options': 'nosniff',
				// Nothing in the file runs even if a browser were told to show it.
				'Content-Security-Policy': "default-src 'none'; sandbox",
				'Cache-Control': 'private, no-store',
			},
		})
	})
}

export function action() {
	return methodNotAllowed('GET')
}

/**
 * `attachment` with the stored name (RFC 6266): a plain-ASCII `filename` for old clients and
 * the exact name, percent-encoded, in `filename*`.
 */
function attachment(fileName: string) {
	const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'cv'
	const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
	return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
