import { seekerRecordApi } from '../../../platform/seeker-records.server.ts'
import { trainingRecords } from '../training-history.server.ts'
import { TRAINING_FOR_SEEKERS, TrainingSchema } from '../skill-schemas.ts'

/**
 * PATCH /api/user/training-history/{id}: the fields sent replace the record's (null clears an
 * optional one), the rest stay, and the whole is checked as a new record is. DELETE removes it.
 * Someone else's record, or none, is a 404.
 */
const api = seekerRecordApi(trainingRecords, {
	forSeekers: TRAINING_FOR_SEEKERS,
	schema: TrainingSchema,
	kept: ({ id: _id, createdAt: _created, updatedAt: _updated, ...kept }) => kept,
	deleted: 'Training record deleted',
})
export const loader = api.loader
export const action = api.action
