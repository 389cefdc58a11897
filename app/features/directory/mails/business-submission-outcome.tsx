// How the review of a business submission ended, to whoever sent it (business-submissions.server.ts).
import { MailButton, MailLayout, MailText } from '../../../platform/mail/layout.tsx'

type Props = {
	firstName: string | null
	businessName: string
	/** Null when the business was listed; the admin's reason when it was not. */
	rejectionReason: string | null
	origin: string
}

export function BusinessSubmissionOutcomeMail({ firstName, businessName, rejectionReason, origin }: Props) {
	const approved = rejectionReason === null
	return (
		<MailLayout
			heading={approved ? `${businessName} is in the business directory` : `Your business submission: ${businessName}`}
			preview={
				approved
					? `${businessName} is now listed in the Warrington business directory.`
					: `We have not added ${businessName} to the business directory.`
			}
			origin={origin}
		>
			<MailText>{firstName ? `Hello ${firstName},` : 'Hello,'}</MailText>
			{approved ? (
				<>
					<MailText>{businessName} is now listed in the Warrington business directory.</MailText>
					<MailButton href={`${origin}/business-directory`}>See the business directory</MailButton>
				</>
			) : (
				<>
					<MailText>We have not added {businessName} to the Warrington business directory.</MailText>
					<MailText keepLines>Reason: {rejectionReason}</MailText>
					<MailText>You are welcome to submit it again with the details changed.</MailText>
					<MailButton href={`${origin}/submit-business`}>Submit the business again</MailButton>
				</>
			)}
		</MailLayout>
	)
}

BusinessSubmissionOutcomeMail.PreviewProps = {
	firstName: 'Aisha',
	businessName: 'Padgate Pantry',
	rejectionReason: 'We could not find the business at that address.',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
