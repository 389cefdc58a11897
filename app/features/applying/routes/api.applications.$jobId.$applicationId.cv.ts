// GET /api/applications/{jobId}/{applicationId}/cv: the CV an applicant attached, for the
// employer who owns the job and nobody else (docs/product.md §22.11). Anyone else gets the same
// 404 as for a missing application, so the answer never tells whether it exists.
import { emContext } from '../../../context.ts'
import { Application } from '../../../models/application.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { fileDownloadResponse, readFile } from '../../../platform/files.server.ts'
import { findOwnJob } from '../../jobs/jobs.server.ts'
import type { Route } from './+types/api.applications.$jobId.$applicationId.cv'

export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employer', { message: 'CV not found', status: 404 })
		const notFound = apiError(404, 'CV not found')
		const jobId = Number(params.jobId)
		const applicationId = Number(params.applicationId)
		if (!Number.isSafeInteger(applicationId) || applicationId <= 0) return notFound

		const em = context.get(emContext)
		const job = await findOwnJob(em, user, jobId)
		if (!job) return notFound
		const application = await em.findOne(Application, { id: applicationId, job: job.id })
		if (!application?.cvFile) return notFound
		const file = await readFile(em, application.cvFile.id)
		if (!file) return notFound

		return fileDownloadResponse(file)
	})
}

export function action() {
	return methodNotAllowed('GET')
}
