import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import type { User } from '../models/user.ts'
import type { Page } from '../platform/paging.server.ts'
import { readSnapshotDetails } from '../utils/quick-apply-snapshot.ts'
import { fileUrl } from './file-access.server.ts'
import { findOwnJob } from './jobs.server.ts'

/**
 * The applications to one of the employer's jobs, newest first (one page of them when `page`
 * is given), with how many there are; null when the job is not theirs.
 */
export async function applicationsForOwnJob(em: EntityManager, owner: User, jobId: number, page?: Page) {
	const job = await findOwnJob(em, owner, jobId)
	if (!job) return null
	const [applications, total] = await em.findAndCount(
		Application,
		{ job: job.id },
		{ orderBy: { appliedAt: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset },
	)
	const items = applications.map((application) => ({
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
	}))
	return { items, total }
}

/** What a Quick Apply sent from the seeker's profile, as kept in its snapshot; null for a custom application. */
function quickApplyDetails(snapshot: Record<string, unknown> | null | undefined) {
	return snapshot ? readSnapshotDetails(snapshot) : null
}
