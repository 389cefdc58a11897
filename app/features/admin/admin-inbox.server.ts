// The admin inbox (/admin, decision 129): the business submissions waiting for review, the
// contact messages and partnership enquiries not yet dealt with, and the reviews an admin may
// hide; and what an admin does with each, through the services that own them.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import type { InboxAction } from './admin-inbox-schema.ts'
import {
	approveSubmission,
	listPendingSubmissions,
	rejectSubmission,
	SubmissionAlreadyReviewedError,
	SubmissionNotFoundError,
} from '../directory/business-submissions.server.ts'
import {
	EnquiryNotFoundError,
	listContactMessages,
	listPartnershipEnquiries,
	markContactHandled,
	markEnquiryHandled,
} from '../directory/enquiries.server.ts'
import {
	addJobSourceForEmployer,
	approveJobSource,
	JobSourceNotFoundError,
	waitingJobSources,
} from '../importing/job-sources.server.ts'
import { hideReview, listReviewsForModeration, ReviewNotFoundError } from '../reviews/reviews.server.ts'

/** Reviews shown at once; the newest first. */
const INBOX_REVIEWS = 20

/** Everything waiting, as plain data for the page. */
export async function adminInbox(em: EntityManager) {
	const [submissions, messages, enquiries, reviews, sources] = await Promise.all([
		listPendingSubmissions(em),
		listContactMessages(em, { unhandledOnly: true }),
		listPartnershipEnquiries(em, { unhandledOnly: true }),
		listReviewsForModeration(em, { hidden: false }, { limit: INBOX_REVIEWS, offset: 0 }),
		waitingJobSources(em),
	])
	return {
		submissions: submissions.map((submission) => ({
			id: submission.id,
			businessName: submission.businessName,
			category: submission.category,
			description: submission.description,
			address: submission.address,
			email: submission.email,
			phone: submission.phone ?? null,
			website: submission.website ?? null,
			contactPersonName: submission.contactPersonName,
			submittedAt: submission.submittedAt.toISOString(),
		})),
		messages: messages.map((message) => ({
			id: message.id,
			name: message.name,
			email: message.email,
			subject: message.subject,
			message: message.message,
			inquiryType: message.inquiryType,
			sentAt: message.sentAt.toISOString(),
		})),
		enquiries: enquiries.map((enquiry) => ({
			id: enquiry.id,
			companyName: enquiry.companyName,
			contactName: enquiry.contactName,
			email: enquiry.email,
			phone: enquiry.phone ?? null,
			industry: enquiry.industry ?? null,
			companySize: enquiry.companySize ?? null,
			message: enquiry.message ?? null,
			sentAt: enquiry.sentAt.toISOString(),
		})),
		reviews: reviews.items.map((review) => ({
			id: review.id,
			companyName: review.companyName,
			title: review.reviewTitle,
			reviewText: review.reviewText,
			rating: review.rating,
			authorEmail: review.authorEmail,
			createdAt: review.createdAt,
		})),
		reviewsTotal: reviews.total,
		// Job sources whose jobs wait for an admin's word before they are listed (issue 32).
		sources: sources.map((source) => ({
			id: source.id,
			url: source.url,
			kind: source.kind,
			industry: source.industry,
			employerEmail: source.employer.email,
			employerVerified: source.employer.emailVerifiedAt !== null && source.employer.emailVerifiedAt !== undefined,
			lastFound: source.lastSuccessAt ? source.lastFound : null,
			lastError: source.lastError ?? null,
			addedAt: source.createdAt.toISOString(),
		})),
	}
}
export type AdminInbox = Awaited<ReturnType<typeof adminInbox>>

/** An action the inbox cannot carry out: the item is gone or already dealt with. */
export class InboxActionRefused extends Error {
	override name = 'InboxActionRefused'
	readonly status: 404 | 409
	constructor(message: string, status: 404 | 409) {
		super(message)
		this.status = status
	}
}

/** Carries out an admin's action; the confirmation to show. */
export async function actOnInbox(em: EntityManager, admin: User, action: InboxAction): Promise<string> {
	try {
		switch (action.intent) {
			case 'approve-submission': {
				const submission = await approveSubmission(em, admin, action.itemId)
				return `${submission.businessName} is now in the Business Directory.`
			}
			case 'reject-submission': {
				const submission = await rejectSubmission(em, admin, action.itemId, action.reason)
				return `${submission.businessName} was rejected.`
			}
			case 'contact-handled':
				await markContactHandled(em, admin, action.itemId)
				return 'The message is marked handled.'
			case 'enquiry-handled':
				await markEnquiryHandled(em, admin, action.itemId)
				return 'The enquiry is marked handled.'
			case 'hide-review': {
				const review = await hideReview(em, admin, action.itemId, action.reason)
				return `The review of ${review.companyName} is hidden.`
			}
			case 'approve-source': {
				const source = await approveJobSource(em, admin, action.itemId)
				return `${source.url} is approved: its jobs are listed from its next sync, starting now.`
			}
			case 'add-source': {
				const { employerEmail, ...input } = action
				const { employer, source } = await addJobSourceForEmployer(em, admin, employerEmail, input)
				return `${source.url} is added for ${employer.email}, approved: we are fetching its jobs now.`
			}
		}
	} catch (error) {
		if (
			error instanceof SubmissionNotFoundError ||
			error instanceof EnquiryNotFoundError ||
			error instanceof ReviewNotFoundError ||
			error instanceof JobSourceNotFoundError
		)
			throw new InboxActionRefused('That item no longer exists.', 404)
		if (error instanceof SubmissionAlreadyReviewedError)
			throw new InboxActionRefused('That submission has already been reviewed.', 409)
		throw error
	}
}
