import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { APPLICATION_STAGES } from '../features/employer/application-stage-labels.ts'
import { Application } from './application.ts'
import { User } from './user.ts'

/**
 * One move of an application to a stage by the job's employer, with the note they sent the
 * applicant (decision 161). The application keeps its current stage and when it was set
 * (`stage`, `stageChangedAt`); these rows are how it got there, and go with it.
 */
export const ApplicationStageChange = defineEntity({
	name: 'ApplicationStageChange',
	tableName: 'application_stage_change',
	properties: {
		id: p.integer().primary().autoincrement(),
		application: () => p.manyToOne(Application).deleteRule('cascade').index(),
		stage: p.enum(APPLICATION_STAGES),
		note: p.text().nullable(),
		/** The employer who moved it; null once their account is gone. */
		changedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
		changedAt: p.datetime().onCreate(() => new Date()),
	},
})
export type ApplicationStageChange = InferEntity<typeof ApplicationStageChange>
