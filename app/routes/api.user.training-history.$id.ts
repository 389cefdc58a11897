import { z } from 'zod'
import { emContext } from '../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../platform/api.server.ts'
import { parseRecordId } from '../platform/route-params.ts'
import { deleteTraining, trainingRecordOf, updateTraining } from '../services/training-history.server.ts'
import { TRAINING_FOR_SEEKERS, TrainingSchema } from '../utils/skill-schemas.ts'
import type { Route } from './+types/api.user.training-history.$id'

const ALLOW = 'PATCH, DELETE'
const notFound = () => apiError(404, 'Training record not found')

export function loader() {
	return methodNotAllowed(ALLOW)
}

/**
 * PATCH /api/user/training-history/{id}: the fields sent replace the record's (null clears an
 * optional one), the rest stay, and the whole is checked as a new record is. DELETE removes it.
 * Someone else's record, or none, is a 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiUserType(context, 'employee', { message: TRAINING_FOR_SEEKERS })
		const em = context.get(emContext)
		const id = parseRecordId(params.id)
		const current = id === null ? null : await trainingRecordOf(em, user, id)
		if (id === null || !current) return notFound()
		if (method === 'DELETE') {
			if (!(await deleteTraining(em, user, id))) return notFound()
			return Response.json({ message: 'Training record deleted', id })
		}
		const { id: _id, createdAt: _created, updatedAt: _updated, ...kept } = current
		const merged = z.preprocess((body) => ({ ...kept, ...(body as object) }), TrainingSchema)
		const updated = await updateTraining(em, user, id, await readJsonBody(request, merged))
		return updated ? Response.json(updated) : notFound()
	})
}
