import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../../models/application.ts'
import type { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import type { Page } from '../../platform/paging.server.ts'
import type { ApplicationStage } from './application-stages.ts'
import { readSnapshotDetails } from '../applying/quick-apply-snapshot.ts'
import { stageCondition, stagesOf, type StageView } from './application-stages.server.ts'
import { fileUrl } from '../applying/file-access.server.ts'
import { findOwnJob } from '../jobs/jobs.server.ts'

/**
 * The applications to one of the employer's jobs, newest first (one page of them when `page`
 * is given, only those at `stage` when given: received includes those nobody has moved), with
 * how many there are; null when the job is not theirs.
 */
export async function applicationsForOwnJob(
	em: EntityManager,
	owner: User,
	jobId: number,
	page?: Page,
	stage: ApplicationStage | null = null,
) {
	const job = await findOwnJob(em, owner, jobId)
	if (!job) return null
	const [applications, total] = await em.findAndCount(
		Application,
		{ job: job.id, ...stageCondition(stage) },
		{ orderBy: { appliedAt: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset },
	)
	const stages = await stagesOf(em, applications)
	const items = applications.map((application) => toEmployerApplication(application, job, stages.get(application.id)!))
	return { items, total }
}

/** One application as its employer reads it (docs/product.md §11), with its stage and their moves. */
export function toEmployerApplication(application: Application, job: Pick<Job, 'id'>, stage: StageView) {
	return {
		id: application.id,
		jobId: job.id,
		applicantName: application.applicantName,
		applicantEmail: application.applicantEmail,
		message: application.message ?? null,
		coveringLetter: application.coveringLetter ?? null,
		cvFileName: application.cvFileName ?? null,
		cvFileUrl: application.cvFile ? `/api/applications/${job.id}/${application.id}/cv` : null,
		appliedAt: application.appliedAt.toISOString(),
		kind: application.kind,
		quickApplyProfile: quickApplyDetails(application.profileSnapshot),
		videoPitchUrl: application.videoPitchFile ? fileUrl(application.videoPitchFile.id) : null,
		...stage,
	}
}

/** What a Quick Apply sent from the seeker's profile, as kept in its snapshot; null for a custom application. */
function quickApplyDetails(snapshot: Record<string, unknown> | null | undefined) {
	return snapshot ? readSnapshotDetails(snapshot) : null
}
