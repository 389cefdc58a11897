import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import { log } from '../../platform/logger.server.ts'
import type { PendingAction, PendingOutcome } from './pending-action.ts'
import { AlreadyAppliedError, AppliedElsewhereError, JobNotListedError } from '../applying/applications.server.ts'
import {
	QuickApplyProfileRequiredError,
	quickApply,
	RepeatAnsweredAsNewError,
} from '../applying/quick-apply-application.server.ts'
import { enrol } from '../training/course-enrolments.server.ts'
import { CourseFullError, CourseNotFoundError, findListedCourse } from '../training/course-places.server.ts'
import { findListedJob } from '../jobs/jobs.server.ts'
import { PaymentError } from '../payments/payment-errors.server.ts'
import { saveJob } from '../saved-jobs/saved-jobs.server.ts'

/** What a pending action is about, while it is still listed: the job's title and company, the course's title and provider. */
export async function pendingActionSubject(em: EntityManager, pending: PendingAction) {
	if (pending.then === 'enrol-course') {
		const course = await findListedCourse(em, pending.courseId)
		return course ? { title: course.title, by: course.provider } : null
	}
	const job = await findListedJob(em, pending.jobId)
	return job ? { title: job.title, by: job.company } : null
}

/** Enrols the account that has just signed in on the course it pressed Enrol on. */
async function finishEnrolment(em: EntityManager, user: Pick<User, 'id'>, courseId: number): Promise<PendingOutcome> {
	const course = await findListedCourse(em, courseId)
	if (!course) return { kind: 'job-gone', then: 'enrol-course' }
	try {
		const outcome = await enrol(em, user, course.id)
		if (outcome.kind === 'payment-required')
			return { kind: 'course-payment', title: course.title, paymentUrl: outcome.paymentUrl }
		return { kind: 'enrolled', title: course.title, created: outcome.created }
	} catch (error) {
		if (error instanceof CourseNotFoundError) return { kind: 'job-gone', then: 'enrol-course' }
		if (error instanceof CourseFullError || error instanceof PaymentError)
			return { kind: 'enrolment-failed', title: course.title, message: error.message }
		log().error({ err: error, courseId }, 'Enrolling after sign-in failed')
		return { kind: 'failed', then: 'enrol-course' }
	}
}

/**
 * Finishes what a visitor started before signing in, for the account that has
 * just signed in or registered: saves the job, sends the Quick Apply, or enrols on the course. Saving and applying are
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
	if (pending.then === 'enrol-course') return finishEnrolment(em, user, pending.courseId)
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
		// Answered as a new application, as anyone applying with an address that had applied is.
		if (error instanceof RepeatAnsweredAsNewError) return { kind: 'applied', title }
		if (error instanceof QuickApplyProfileRequiredError)
			return { kind: 'profile-required', title, jobId: pending.jobId }
		if (error instanceof AlreadyAppliedError) return { kind: 'already-applied', message: error.message }
		if (error instanceof AppliedElsewhereError) return { kind: 'applied-elsewhere', message: error.message }
		if (error instanceof JobNotListedError) return { kind: 'job-gone', then }
		log().error({ err: error, jobId: pending.jobId, then }, 'Finishing an action after sign-in failed')
		return { kind: 'failed', then }
	}
}
