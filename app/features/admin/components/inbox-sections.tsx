// The admin inbox's four sections, each item with the forms an admin acts through.
import type { SubmissionResult } from '@conform-to/react'
import type { AdminInbox } from '../admin-inbox.server.ts'
import { formatLongDate } from '../../../ui/format.ts'
import { ActionButton, ReasonForm } from './inbox-forms.tsx'
import { AddSourceForm, WaitingSourceItem } from './job-source-inbox.tsx'

export type FailedAction = { formId: string; result: SubmissionResult<string[]> } | null

export function InboxSections({ inbox, failed }: { inbox: AdminInbox; failed: FailedAction }) {
	return (
		<>
			<Section id="submissions" title="Business Submissions" count={inbox.submissions.length}>
				{inbox.submissions.map((submission) => (
					<Item key={submission.id} title={submission.businessName}>
						<p className="text-sm text-gray-700">
							{submission.category} · {submission.address} · submitted {formatLongDate(submission.submittedAt)}
						</p>
						<p className="mt-2 whitespace-pre-line text-gray-900">{submission.description}</p>
						<p className="mt-2 text-sm text-gray-700">
							{submission.contactPersonName}, {submission.email}
							{submission.phone ? `, ${submission.phone}` : ''}
							{submission.website ? `, ${submission.website}` : ''}
						</p>
						<div className="mt-3 flex flex-wrap items-start gap-3">
							<ActionButton intent="approve-submission" id={submission.id} label="Approve" />
							<ReasonForm
								intent="reject-submission"
								id={submission.id}
								label="Reject"
								reasonLabel="Why is it rejected?"
								failed={failed}
							/>
						</div>
					</Item>
				))}
			</Section>

			<Section id="sources" title="Job Sources Waiting for Approval" count={inbox.sources.length}>
				{inbox.sources.map((source) => (
					<Item key={source.id} title={source.url}>
						<WaitingSourceItem source={source} />
					</Item>
				))}
			</Section>

			<Section id="messages" title="Contact Messages" count={inbox.messages.length}>
				{inbox.messages.map((message) => (
					<Item key={message.id} title={message.subject}>
						<p className="text-sm text-gray-700">
							{message.name}, {message.email} · {message.inquiryType} · sent {formatLongDate(message.sentAt)}
						</p>
						<p className="mt-2 whitespace-pre-line text-gray-900">{message.message}</p>
						<div className="mt-3">
							<ActionButton intent="contact-handled" id={message.id} label="Mark Handled" />
						</div>
					</Item>
				))}
			</Section>

			<Section id="enquiries" title="Partnership Enquiries" count={inbox.enquiries.length}>
				{inbox.enquiries.map((enquiry) => (
					<Item key={enquiry.id} title={enquiry.companyName}>
						<p className="text-sm text-gray-700">
							{enquiry.contactName}, {enquiry.email}
							{enquiry.phone ? `, ${enquiry.phone}` : ''} · sent {formatLongDate(enquiry.sentAt)}
						</p>
						{enquiry.industry || enquiry.companySize ? (
							<p className="text-sm text-gray-700">
								{[enquiry.industry, enquiry.companySize ? `${enquiry.companySize} staff` : null]
									.filter(Boolean)
									.join(' · ')}
							</p>
						) : null}
						{enquiry.message ? <p className="mt-2 whitespace-pre-line text-gray-900">{enquiry.message}</p> : null}
						<div className="mt-3">
							<ActionButton intent="enquiry-handled" id={enquiry.id} label="Mark Handled" />
						</div>
					</Item>
				))}
			</Section>

			<Section
				id="reviews"
				title="Company Reviews"
				count={inbox.reviewsTotal}
				note={
					inbox.reviewsTotal > inbox.reviews.length
						? `The newest ${inbox.reviews.length} of ${inbox.reviewsTotal} shown reviews.`
						: undefined
				}
			>
				{inbox.reviews.map((review) => (
					<Item key={review.id} title={`${review.companyName}: ${review.title}`}>
						<p className="text-sm text-gray-700">
							{review.rating} out of 5 · {review.authorEmail} · {formatLongDate(review.createdAt)}
						</p>
						<p className="mt-2 whitespace-pre-line text-gray-900">{review.reviewText}</p>
						<div className="mt-3">
							<ReasonForm
								intent="hide-review"
								id={review.id}
								label="Hide Review"
								reasonLabel="Why is it hidden?"
								failed={failed}
							/>
						</div>
					</Item>
				))}
			</Section>

			<AddSourceForm failed={failed} />
		</>
	)
}

function Section({
	id,
	title,
	count,
	note,
	children,
}: {
	id: string
	title: string
	count: number
	note?: string
	children: React.ReactNode
}) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className="mt-8">
			<h2 id={`${id}-heading`} className="text-xl font-semibold">
				{title} ({count})
			</h2>
			{note ? <p className="mt-1 text-sm text-gray-700">{note}</p> : null}
			{count === 0 ? (
				<p className="mt-2 text-gray-700">Nothing waiting.</p>
			) : (
				<ul className="mt-3 flex flex-col gap-4">{children}</ul>
			)}
		</section>
	)
}

function Item({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
			<h3 className="font-semibold break-words">{title}</h3>
			{children}
		</li>
	)
}
