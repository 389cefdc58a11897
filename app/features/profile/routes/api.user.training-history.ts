import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { addTraining, trainingOf, TrainingLimitError } from '../training-history.server.ts'
import { TRAINING_FOR_SEEKERS, TrainingSchema } from '../skill-schemas.ts'
import type { Route } from './+types/api.user.training-history'

/** A 101st record: 409. */
function trainingConflict(error: unknown) {
	return error instanceof TrainingLimitError ? apiError(409, error.message) : null
}

/** GET /api/user/training-history: the job seeker's training, newest first; paged (`limit`, `offset`, X-Total-Count, Link). */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: TRAINING_FOR_SEEKERS })
		const url = new URL(request.url)
		const page = readPage(url)
		return pagedJson(url, page, await trainingOf(context.get(emContext), user, page))
	})
}

/**
 * POST /api/user/training-history { trainingTitle, trainingProvider, trainingType, category,
 * skillsLearned? (a list, or text separated by commas), completedDate?, certificateUrl? (https),
 * duration?, status? (`completed`, the default, or `in_progress`) } → 201 with the record.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('GET, POST')
		const { user } = requireApiUserType(context, 'employee', { message: TRAINING_FOR_SEEKERS })
		const input = await readJsonBody(request, TrainingSchema)
		return Response.json(await addTraining(context.get(emContext), user, input), { status: 201 })
	}, trainingConflict)
}
