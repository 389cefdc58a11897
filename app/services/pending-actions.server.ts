import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../models/user.ts'
import { log } from '../platform/logger.server.ts'
import type { PendingAction, PendingOutcome } from '../utils/pending-action.ts'
import {
	AlreadyAppliedError,
	JobNotListedError,
	QuickApplyProfileRequiredError,
	quickApply,
} from './applications.server.ts'
import { findListedJob } from './jobs.server.ts'
import { saveJob } from './saved-jobs.server.ts'

/**
 * Finishes what a visitor started before signing in (decision 112), for the account that has
 * just signed in or registered: saves the job, or sends the Quick Apply. Saving and applying are
 * for job seekers: another kind of account is told so rather than left wondering. Never throws
 * for the action itself: the sign-in has succeeded and its session must reach the browser, so an
 * unexpected failure is logged and reported as `failed`.
 */
export async function finishPendingAction(
	em: EntityManager,
	user: Pick<User, 'id' | 'userType'>,
	pending: PendingAction,
): Promise<PendingOutcome> {
	const { then } = pending
	if (user.userType !== 'employee') return { kind: 'seekers-only', then }
	let title = 'the job'
	try {
		const job = await findListedJob(em, pending.jobId)
		if (!job) return { kind: 'job-gone', then }
		title = job.title
		if (then === 'save-job') {
			await saveJob(em, user, job.id)
			return { kind: 'saved', title }
		}
		await quickApply(em, user, job.id)
		return { kind: 'applied', title }
	} catch (error) {
		if (error instanceof QuickApplyProfileRequiredError)
			return { kind: 'profile-required', title, jobId: pending.jobId }
		if (error instanceof AlreadyAppliedError) return { kind: 'already-applied', message: error.message }
		if (error instanceof JobNotListedError) return { kind: 'job-gone', then }
		log().error({ err: error, jobId: pending.jobId, then }, 'Finishing an action after sign-in failed')
		return { kind: 'failed', then }
	}
}
