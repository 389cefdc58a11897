import { seekerRecordsApi } from '../../../platform/seeker-records.server.ts'
import { trainingRecords } from '../training-history.server.ts'
import { TRAINING_FOR_SEEKERS, TrainingSchema } from '../skill-schemas.ts'

/**
 * GET /api/user/training-history: the job seeker's training, newest first; paged (`limit`,
 * `offset`, X-Total-Count, Link). POST { trainingTitle, trainingProvider, trainingType, category,
 * skillsLearned? (a list, or text separated by commas), completedDate?, certificateUrl? (https),
 * duration?, status? (`completed`, the default, or `in_progress`) } → 201 with the record; a 101st
 * record is a 409.
 */
const api = seekerRecordsApi(trainingRecords, { forSeekers: TRAINING_FOR_SEEKERS, schema: TrainingSchema })
export const loader = api.loader
export const action = api.action
