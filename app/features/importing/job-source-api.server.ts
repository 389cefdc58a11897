// What the job-source API routes share: the employer's own source from the path, and the
// service's input refusals as the API's 400.
import type { RouterContextProvider } from 'react-router'
import { emContext } from '../../context.ts'
import { apiError, ApiError, requireApiUserType } from '../../platform/api.server.ts'
import { parseRecordId } from '../../platform/route-params.ts'
import { findOwnJobSource, JobSourceInputError } from './job-sources.server.ts'

export const ONLY_EMPLOYERS = 'Only employer accounts have job sources'

/** The signed-in employer's source named by the path; anyone else's is a 404, as an unknown id is. */
export async function ownSourceFor(context: Readonly<RouterContextProvider>, id: string | undefined) {
	const { user } = requireApiUserType(context, 'employer', { message: ONLY_EMPLOYERS })
	const sourceId = parseRecordId(id)
	const source = sourceId === null ? null : await findOwnJobSource(context.get(emContext), user, sourceId)
	if (!source) throw new ApiError(apiError(404, 'Job source not found'))
	return source
}

/** The service's refusal of an input as the API's 400, on its field. */
export function jobSourceInputAnswer(error: unknown) {
	return error instanceof JobSourceInputError
		? apiError(400, 'Please check the highlighted fields', { [error.field]: [error.message] })
		: null
}
