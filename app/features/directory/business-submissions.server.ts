// Businesses submitted to the directory (docs/product.md §16, §22.7, decision 126): a signed-in
// user submits one, it waits as pending, an admin approves it (it then joins /business-directory)
// or rejects it with a reason, and the submitter is told by mail. The admin inbox calls the list
// and review functions.
import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement } from 'react'
import { BusinessSubmission } from '../../models/business-submission.ts'
import { User } from '../../models/user.ts'
import { config } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { BusinessSubmissionOutcomeMail } from './mails/business-submission-outcome.ts'
import { isVerified } from '../../platform/users.server.ts'
import { assertAdmin } from '../admin/admins.server.ts'
import type { BusinessSubmissionInput } from './business-directory.ts'

export class SubmissionNotFoundError extends Error {
	constructor() {
		super('Business submission not found')
	}
}

export class SubmissionAlreadyReviewedError extends Error {
	readonly status: BusinessSubmission['status']
	constructor(status: BusinessSubmission['status']) {
		super(`This business submission has already been ${status}`)
		this.status = status
	}
}

/** Stores a submission from `user`, pending review. */
export async function submitBusiness(em: EntityManager, user: User, input: BusinessSubmissionInput) {
	const submission = em.create(BusinessSubmission, {
		businessName: input.businessName,
		category: input.category,
		description: input.description,
		address: input.address,
		phone: input.phone ?? null,
		email: input.email,
		website: input.website ?? null,
		employeeCount: input.employeeCount ?? null,
		contactPersonName: input.contactPersonName,
		contactPersonTitle: input.contactPersonTitle ?? null,
		notes: input.notes ?? null,
		submittedBy: user,
		status: 'pending',
	})
	await em.flush()
	return submission
}

/** The approved businesses, as /business-directory lists them (by name). */
export function listApprovedBusinesses(em: EntityManager) {
	return em.find(BusinessSubmission, { status: 'approved' }, { orderBy: { businessName: 'asc', id: 'asc' } })
}

/** Submissions waiting for review, oldest first (the admin inbox). */
export function listPendingSubmissions(em: EntityManager) {
	return em.find(BusinessSubmission, { status: 'pending' }, { orderBy: { submittedAt: 'asc', id: 'asc' } })
}

async function review(em: EntityManager, admin: User, id: number, outcome: 'approved' | 'rejected', reason?: string) {
	assertAdmin(admin, 'Only an admin may review business submissions')
	const submission = await em.findOne(BusinessSubmission, { id })
	if (!submission) throw new SubmissionNotFoundError()
	if (submission.status !== 'pending') throw new SubmissionAlreadyReviewedError(submission.status)
	submission.status = outcome
	submission.rejectionReason = reason ?? null
	submission.reviewedAt = new Date()
	submission.reviewedBy = admin
	await em.flush()
	await notifySubmitter(em, submission)
	return submission
}

/**
 * Tells whoever sent a submission how its review ended: listed (with the directory's address), or
 * not, with the admin's reason and the way to send it again. The account that sent it hears, or the
 * business's own address when that account is gone; nobody while that account's address is
 * unverified (decision 183). The mail is delivered after the request
 * (decision 155): a mail server that refuses it never undoes the review.
 */
async function notifySubmitter(em: EntityManager, submission: BusinessSubmission) {
	const sender = submission.submittedBy ? await em.findOne(User, submission.submittedBy.id) : null
	if (sender && !isVerified(sender)) return
	const approved = submission.status === 'approved'
	const mail = await renderMail(
		createElement(BusinessSubmissionOutcomeMail, {
			firstName: sender?.firstName ?? null,
			businessName: submission.businessName,
			rejectionReason: approved ? null : (submission.rejectionReason ?? ''),
			origin: config.appOrigin,
		}),
	)
	await sendMail(em, {
		to: sender?.email ?? submission.email,
		subject: approved
			? `${submission.businessName} is in the business directory`
			: `Your business submission: ${submission.businessName}`,
		...mail,
	})
}

/** An admin approves a pending submission: it joins the directory. */
export async function approveSubmission(em: EntityManager, admin: User, id: number) {
	return review(em, admin, id, 'approved')
}

/** An admin rejects a pending submission, saying why (kept for the submitter and other admins). */
export async function rejectSubmission(em: EntityManager, admin: User, id: number, reason: string) {
	const trimmed = reason.trim()
	if (!trimmed) throw new RangeError('A rejection needs a reason')
	return review(em, admin, id, 'rejected', trimmed)
}

/** The JSON the API answers for a submission. */
export function submissionJson(submission: BusinessSubmission) {
	return {
		id: submission.id,
		businessName: submission.businessName,
		category: submission.category,
		description: submission.description,
		address: submission.address,
		phone: submission.phone ?? null,
		email: submission.email,
		website: submission.website ?? null,
		employeeCount: submission.employeeCount ?? null,
		contactPersonName: submission.contactPersonName,
		contactPersonTitle: submission.contactPersonTitle ?? null,
		notes: submission.notes ?? null,
		submittedBy: submission.submittedBy?.id ?? null,
		status: submission.status,
		isApproved: submission.status === 'approved',
		approvedAt: submission.status === 'approved' ? (submission.reviewedAt ?? null) : null,
		submittedAt: submission.submittedAt,
	}
}
