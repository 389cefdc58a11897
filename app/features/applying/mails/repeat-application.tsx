// The mail to an address that applied again for a job it had applied for (application-notice.server.ts).
import { MailLayout, MailText } from '../../../platform/mail/layout.tsx'

type Props = { jobTitle: string; company: string; firstAppliedOn: string; origin: string }

export function RepeatApplicationMail({ jobTitle, company, firstAppliedOn, origin }: Props) {
	return (
		<MailLayout
			heading={`Your application for ${jobTitle}`}
			preview={`This address had already applied for ${jobTitle} at ${company}.`}
			origin={origin}
		>
			<MailText>Hello,</MailText>
			<MailText>
				Someone, perhaps you, has just applied for {jobTitle} at {company} on Warrington Jobs with this email address.
			</MailText>
			<MailText>
				This address had already applied for this job on {firstAppliedOn}. That application stands, and the new one was
				not sent to the employer. The person applying was not told that this address had applied before.
			</MailText>
			<MailText>If this was not you, you need do nothing.</MailText>
		</MailLayout>
	)
}

RepeatApplicationMail.PreviewProps = {
	jobTitle: 'Care Assistant',
	company: 'Sankey Brook Care',
	firstAppliedOn: '3 November 2026',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
