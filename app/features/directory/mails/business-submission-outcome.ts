// How the review of a business submission ended, to whoever sent it (business-submissions.server.ts).
import { Fragment, createElement as h } from 'react'
import { MailButton, MailLayout, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	firstName: string | null
	businessName: string
	/** Null when the business was listed; the admin's reason when it was not. */
	rejectionReason: string | null
	origin: string
}

export function BusinessSubmissionOutcomeMail({ firstName, businessName, rejectionReason, origin }: Props) {
	const approved = rejectionReason === null
	return h(
		MailLayout,
		{
			heading: approved ? `${businessName} is in the business directory` : `Your business submission: ${businessName}`,
			preview: approved
				? `${businessName} is now listed in the Warrington business directory.`
				: `We have not added ${businessName} to the business directory.`,
			origin: origin,
		},
		h(MailText, null, firstName ? `Hello ${firstName},` : 'Hello,'),
		approved
			? h(
					Fragment,
					null,
					h(MailText, null, businessName, ' is now listed in the Warrington business directory.'),
					h(MailButton, { href: `${origin}/business-directory` }, 'See the business directory'),
				)
			: h(
					Fragment,
					null,
					h(MailText, null, 'We have not added ', businessName, ' to the Warrington business directory.'),
					h(MailText, { keepLines: true }, 'Reason: ', rejectionReason),
					h(MailText, null, 'You are welcome to submit it again with the details changed.'),
					h(MailButton, { href: `${origin}/submit-business` }, 'Submit the business again'),
				),
	)
}

BusinessSubmissionOutcomeMail.PreviewProps = {
	firstName: 'Aisha',
	businessName: 'Padgate Pantry',
	rejectionReason: 'We could not find the business at that address.',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
