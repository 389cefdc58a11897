import { seekerRecordApi } from '../seeker-record-api.server.ts'
import { deleteTraining, trainingRecordOf, updateTraining } from '../training-history.server.ts'
import { TRAINING_FOR_SEEKERS, TrainingSchema } from '../skill-schemas.ts'
import type { Route } from './+types/api.user.training-history.$id'

/**
 * PATCH /api/user/training-history/{id}: the fields sent replace the record's (null clears an
 * optional one), the rest stay, and the whole is checked as a new record is. DELETE removes it.
 * Someone else's record, or none, is a 404.
 */
const api = seekerRecordApi({
	noun: 'Training record',
	forSeekers: TRAINING_FOR_SEEKERS,
	schema: TrainingSchema,
	find: trainingRecordOf,
	kept: ({ id: _id, createdAt: _created, updatedAt: _updated, ...kept }) => kept,
	update: updateTraining,
	remove: deleteTraining,
})

export const loader = () => api.loader()

export const action = (args: Route.ActionArgs) => api.action(args)
