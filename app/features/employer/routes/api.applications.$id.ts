import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiAuth } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { moveApplication, stagesOf } from '../application-stages.server.ts'
import { applicationsForOwnJob, toEmployerApplication } from '../employer-applications.server.ts'
import { APPLICATION_STAGES, StageMoveSchema, stageFilterOf } from '../application-stages.ts'
import type { Route } from './+types/api.applications.$id'

// One URL pattern, two ids: GET takes a job's id (the old product's call), PATCH an application's
// (docs/product.md §19).

/**
 * GET /api/applications/{jobId}: the applications to one of the signed-in employer's jobs,
 * `stage` filtering them (received includes those nobody has moved). For anyone else the job
 * does not exist (404), whoever they are (docs/product.md §22.11). Pages like every list
 * (`limit`, `offset`, X-Total-Count, Link: paging.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const url = new URL(request.url)
		const page = readPage(url)
		const stage = stageFilterOf(url.searchParams.get('stage'))
		if (stage === 'unknown') {
			return apiError(400, 'Unknown stage', { stage: [`Choose a stage: ${APPLICATION_STAGES.join(', ')}`] })
		}
		const jobId = parseRecordId(params.id)
		const em = context.get(emContext)
		const applications = jobId === null ? null : await applicationsForOwnJob(em, user, jobId, page, stage)
		if (!applications) return apiError(404, 'Job not found')
		return pagedJson(url, page, applications)
	})
}

/**
 * PATCH /api/applications/{applicationId} ({ stage, note? }): the job's own employer moves an
 * application (§22.49); the answer is the application as GET lists it. Anyone else, and an
 * unknown id, get the same 404, so nobody learns which applications exist.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'PATCH') return methodNotAllowed('GET, PATCH')
		const { user } = requireApiAuth(context)
		const id = parseRecordId(params.id)
		if (id === null) return apiError(404, 'Application not found')
		const move = await readJsonBody(request, StageMoveSchema)
		const em = context.get(emContext)
		const moved = await moveApplication(em, user, id, move)
		if (!moved) return apiError(404, 'Application not found')
		const stages = await stagesOf(em, [moved.application])
		return Response.json(toEmployerApplication(moved.application, moved.job, stages.get(moved.application.id)!))
	})
}
