import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import type { User } from '../models/user.ts'
import { fileUrl } from './file-access.server.ts'
import { findOwnJob } from './jobs.server.ts'

/** The applications to one of the employer's jobs, newest first; null when the job is not theirs. */
export async function applicationsForOwnJob(em: EntityManager, owner: User, jobId: number) {
	const job = await findOwnJob(em, owner, jobId)
	if (!job) return null
	const applications = await em.find(Application, { job: job.id }, { orderBy: { appliedAt: 'desc', id: 'desc' } })
	return applications.map((application) => ({
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
}

/** What a Quick Apply sent from the seeker's profile, as kept in its snapshot; null for a custom application. */
function quickApplyDetails(snapshot: Record<string, unknown> | null | undefined) {
	if (!snapshot) return null
	const text = (key: string) => (typeof snapshot[key] === 'string' && snapshot[key] ? (snapshot[key] as string) : null)
	const list = (key: string) =>
		Array.isArray(snapshot[key])
			? (snapshot[key] as unknown[]).filter((item): item is string => typeof item === 'string')
			: []
	return {
		phone: text('phone'),
		city: text('city'),
		postcode: text('postcode'),
		currentJobTitle: text('currentJobTitle'),
		yearsExperience: typeof snapshot.yearsExperience === 'number' ? snapshot.yearsExperience : 0,
		skills: list('skills'),
		qualifications: list('qualifications'),
		availabilityNotice: text('availabilityNotice'),
		videoPitchDuration: typeof snapshot.videoPitchDuration === 'number' ? snapshot.videoPitchDuration : null,
	}
}
