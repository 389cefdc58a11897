// A seeker's side of their applications: the list on their dashboard, and whether they have
// already applied to a job (the job page's apply panel).
import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../../models/application.ts'
import type { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { formatLongDate } from '../../ui/format.ts'
import { verifiedEmailOf } from '../../platform/users.server.ts'
import { stagesOf, type StageView } from '../employer/application-stages.server.ts'
import { firstApplication } from './applications.server.ts'

/**
 * The job as the seeker applied for it: title, company and place from the application's own
 * copy, so they outlive the job. `id` is null once the employer deleted the job,
 * `salary` then too; `isListed` is false once it is deactivated, expired or deleted, and the
 * seeker is not sent to its page.
 */
type AppliedJob = {
	id: number | null
	title: string
	company: string
	location: string
	salary: string | null
	isListed: boolean
}

/**
 * The employee view of docs/product.md §18: what the seeker's dashboard lists, with the stage the
 * employer has moved it to, when, their note and every move (null and empty until moved, §22.49).
 */
type UserApplication = { id: number; appliedAt: string; cvFileName: string | null; job: AppliedJob } & StageView

/** The seeker's own applications, newest first (the employee view of docs/product.md §18), one page when `page` is given, and their total. */
export async function userApplications(
	em: EntityManager,
	user: Pick<User, 'id'>,
	page?: Page,
	now = new Date(),
): Promise<Paged<UserApplication>> {
	const [applications, total] = await em.findAndCount(
		Application,
		{ user: user.id },
		{ populate: ['job'], orderBy: { appliedAt: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset },
	)
	const stages = await stagesOf(em, applications)
	const items = applications.map((application) => ({
		id: application.id,
		appliedAt: application.appliedAt.toISOString(),
		cvFileName: application.cvFileName ?? null,
		job: appliedJob(application, now),
		...stages.get(application.id)!,
	}))
	return { items, total }
}

function appliedJob(application: Application, now: Date): AppliedJob {
	const job = application.job
	return {
		id: job?.id ?? null,
		title: application.jobTitle ?? job?.title ?? '',
		company: application.jobCompany ?? job?.company ?? '',
		location: application.jobLocation ?? job?.location ?? '',
		salary: job?.salary ?? null,
		isListed: !!job && job.isActive && job.expiresAt > now,
	}
}

/**
 * When this seeker applied to a job, or null: the job page shows it instead of the apply buttons.
 * An application sent without signing in counts once the seeker's address is verified (decision 183).
 */
export async function appliedAt(
	em: EntityManager,
	user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
	jobId: number,
): Promise<Date | null> {
	return (await firstApplication(em, jobId, user.id, verifiedEmailOf(user)))?.appliedAt ?? null
}

/** What the job page's apply panel needs to know about the visitor. */
export type ApplyPanelState = {
	signedIn: boolean
	/** The date this seeker applied ("21 November 2026"), or null. */
	appliedOn: string | null
	/** A signed-in seeker's name and email, prefilled in the custom application. */
	defaults: { applicantName: string; applicantEmail: string }
	/** The seeker's saved CV, which the custom application offers first, or null. */
	savedCv: { fileName: string; uploadedOn: string | null } | null
}

export async function applyPanelState(
	em: EntityManager,
	user: Pick<
		User,
		'id' | 'email' | 'emailVerifiedAt' | 'firstName' | 'lastName' | 'cvFile' | 'cvFileName' | 'cvUploadedAt'
	> | null,
	jobId: number,
): Promise<ApplyPanelState> {
	if (!user)
		return { signedIn: false, appliedOn: null, defaults: { applicantName: '', applicantEmail: '' }, savedCv: null }
	return applyPanelStateOf(user, await appliedAt(em, user, jobId))
}

/** The apply panel of a signed-in seeker who applied at `applied` (null: has not applied). */
export function applyPanelStateOf(
	user: Pick<User, 'firstName' | 'lastName' | 'email' | 'cvFile' | 'cvFileName' | 'cvUploadedAt'>,
	applied: Date | null,
): ApplyPanelState {
	return {
		signedIn: true,
		appliedOn: applied ? formatLongDate(applied) : null,
		defaults: { applicantName: `${user.firstName} ${user.lastName}`.trim(), applicantEmail: user.email },
		savedCv: user.cvFile
			? {
					fileName: user.cvFileName ?? 'Your CV',
					uploadedOn: user.cvUploadedAt ? formatLongDate(user.cvUploadedAt) : null,
				}
			: null,
	}
}
