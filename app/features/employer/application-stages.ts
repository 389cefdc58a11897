// Where an application stands with the employer (docs/product.md §22.49, decisions 161-162): the
// stages the job's owner moves it through, in any order, with an optional note to the applicant.
// One schema for the dashboard's form and PATCH /api/applications/{id}. Runs on both sides.
import { z } from 'zod'
import { APPLICATION_STAGES, type ApplicationStage } from './application-stage-labels.ts'

export { APPLICATION_STAGES, type ApplicationStage, STAGE_LABELS } from './application-stage-labels.ts'

/** The longest note an employer may send with a move. */
const STAGE_NOTE_MAX = 1000

export const StageMoveSchema = z.object({
	stage: z.enum(APPLICATION_STAGES, {
		error: `Choose a stage: ${APPLICATION_STAGES.join(', ')}`,
	}),
	note: z
		.string({ error: 'The note must be text' })
		.trim()
		.max(STAGE_NOTE_MAX, `Keep the note to ${STAGE_NOTE_MAX} characters`)
		.nullish()
		.transform((note) => note || undefined),
})
/** A move as the service takes it: what StageMoveSchema gives, the note trimmed and left out when empty. */
export type StageMove = { stage: ApplicationStage; note?: string }

/** A stage from a query parameter (the applications list's filter): null when absent, 'unknown' when not a stage. */
export function stageFilterOf(value: string | null): ApplicationStage | null | 'unknown' {
	if (value === null || value === '') return null
	return (APPLICATION_STAGES as readonly string[]).includes(value) ? (value as ApplicationStage) : 'unknown'
}
