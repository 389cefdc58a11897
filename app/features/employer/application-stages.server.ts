// Moving an application through its stages (docs/product.md §22.49, decisions 161, 162): the job's
// employer only, in any order, each move kept in application_stage_change with its note; the
// applicant's mail is queued in the move's own transaction (decision 155).
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../../models/application.ts'
import { ApplicationStageChange } from '../../models/application-stage-change.ts'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { APPLICATION_STAGES, type ApplicationStage, type StageMove } from './application-stages.ts'
import { mailsApplicant, notifyApplicantOfStage } from './application-stage-mail.server.ts'

/** One move as the employer and the applicant read it. */
type StageChangeView = { stage: ApplicationStage; note: string | null; changedAt: string }

/** Where an application stands: null stage and date while nobody has moved it. */
export type StageView = {
	stage: ApplicationStage | null
	stageChangedAt: string | null
	/** The note of the latest move, when it had one. */
	stageNote: string | null
	stageHistory: StageChangeView[]
}

/**
 * Moves an application to one of the owner's jobs to `stage`; null when the application is
 * unknown or not to one of their jobs (the caller answers 404 either way). A move to the stage it
 * is already in changes nothing unless it carries a note (a message to the applicant).
 * `moved` says whether it changed, `mailed` whether the applicant was told (never an account whose
 * address is unverified).
 */
export async function moveApplication(em: EntityManager, owner: Pick<User, 'id'>, id: number, move: StageMove) {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	return em.transactional(async (tx) => {
		// Locked, so two moves at once are kept in the order they were made and the last one stands.
		const application = await tx.findOne(Application, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
		const job = application?.job ? await tx.findOne(Job, { id: application.job.id, user: owner.id }) : null
		if (!application || !job) return null
		if (application.stage === move.stage && !move.note) return { application, job, moved: false, mailed: false }
		const changedAt = new Date()
		tx.create(ApplicationStageChange, {
			application,
			stage: move.stage,
			note: move.note ?? null,
			changedBy: owner.id,
			changedAt,
		})
		application.stage = move.stage
		application.stageChangedAt = changedAt
		await tx.flush()
		// The mail is queued with the move: both are kept, or neither; the worker
		// delivers it, retrying while the mail server is away, so the move never waits on it.
		const mailed = mailsApplicant(move) && (await notifyApplicantOfStage(tx, application, move))
		return { application, job, moved: true, mailed }
	})
}

/** The stage of each application by id, with every move oldest first, in one query. */
export async function stagesOf(em: EntityManager, applications: Application[]): Promise<Map<number, StageView>> {
	const ids = applications.filter((application) => application.stage).map((application) => application.id)
	const changes = ids.length
		? await em.find(ApplicationStageChange, { application: { $in: ids } }, { orderBy: { changedAt: 'asc', id: 'asc' } })
		: []
	const histories = new Map<number, StageChangeView[]>()
	for (const change of changes) {
		const list = histories.get(change.application.id) ?? []
		list.push({ stage: change.stage, note: change.note ?? null, changedAt: change.changedAt.toISOString() })
		histories.set(change.application.id, list)
	}
	return new Map(
		applications.map((application) => {
			const history = histories.get(application.id) ?? []
			return [
				application.id,
				{
					stage: application.stage ?? null,
					stageChangedAt: application.stageChangedAt?.toISOString() ?? null,
					stageNote: history.at(-1)?.note ?? null,
					stageHistory: history,
				},
			]
		}),
	)
}

/**
 * How many of a job's applications are at each stage; one nobody has moved counts as received
 * (it has been, and the employer's list files it there).
 */
export async function stageCountsOf(em: EntityManager, jobId: number): Promise<Record<ApplicationStage, number>> {
	const rows = await em
		.getConnection()
		.execute<{ stage: ApplicationStage; count: string }[]>(
			`select coalesce(stage, 'received') as stage, count(*) as count from application where job_id = ? group by 1`,
			[jobId],
		)
	const counts = Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, 0])) as Record<ApplicationStage, number>
	for (const row of rows) counts[row.stage] = Number(row.count)
	return counts
}

/** The condition on applications for a stage filter: received includes those nobody has moved. */
export function stageCondition(stage: ApplicationStage | null) {
	if (!stage) return {}
	return stage === 'received' ? { $or: [{ stage: 'received' as const }, { stage: null }] } : { stage }
}
