import { z } from 'zod'
import { dateTime } from '../../platform/openapi/common.ts'
import { APPLICATION_STAGES } from './application-stages.ts'

/**
 * Where an application stands (§22.49): its stage and when it was set, the latest move's note and
 * every move, oldest first; null stage and date while its employer has not moved it.
 */
export const applicationStageFields = {
	stage: z.enum(APPLICATION_STAGES).nullable().meta({ description: 'null until the employer first moves it' }),
	stageChangedAt: dateTime().nullable(),
	stageNote: z.string().nullable().meta({ description: 'The latest move’s note to the applicant' }),
	stageHistory: z.array(
		z.object({ stage: z.enum(APPLICATION_STAGES), note: z.string().nullable(), changedAt: dateTime() }),
	),
}
