// POST /api/jobs/{id}/quick-apply (no body): the signed-in seeker applies with their Quick Apply
// profile. 400 without a profile (the message says "complete your profile"), 409 when they have
// already applied (with the date) or the job is applied for on its employer's site (with its
// applyUrl), 404 for a job that is not listed, 201 with the application; 202
// with the receipt a custom application gets when the unverified address had already applied.
import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import {
	AlreadyAppliedError,
	AppliedElsewhereError,
	APPLICATION_RECEIVED,
	JobNotListedError,
} from '../applications.server.ts'
import {
	QuickApplyProfileRequiredError,
	quickApply,
	RepeatAnsweredAsNewError,
} from '../quick-apply-application.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import type { Route } from './+types/api.jobs.$id.quick-apply'

export function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiUserType(context, 'employee', { message: 'Quick Apply is for job seeker accounts' })
		const jobId = parseJobId(params.id)
		if (jobId === null) return apiError(404, 'Job not found')
		try {
			const application = await quickApply(context.get(emContext), user, jobId)
			return Response.json(application, { status: 201 })
		} catch (error) {
			if (error instanceof RepeatAnsweredAsNewError)
				return Response.json({ message: APPLICATION_RECEIVED, jobId }, { status: 202 })
			if (error instanceof QuickApplyProfileRequiredError) return apiError(400, error.message)
			if (error instanceof JobNotListedError) return apiError(404, 'Job not found')
			if (error instanceof AppliedElsewhereError)
				return Response.json({ message: error.message, applyUrl: error.applyUrl }, { status: 409 })
			if (error instanceof AlreadyAppliedError)
				return Response.json({ message: error.message, appliedAt: error.appliedAt.toISOString() }, { status: 409 })
			throw error
		}
	})
}
