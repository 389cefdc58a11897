// The mail to an address that applied again for a job it had applied for (application-notice.server.ts).
import { createElement as h } from 'react'
import { MailLayout, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	jobTitle: string
	company: string
	firstAppliedOn: string
	origin: string
}

export function RepeatApplicationMail({ jobTitle, company, firstAppliedOn, origin }: Props) {
	return h(
		MailLayout,
		{
			heading: `Your application for ${jobTitle}`,
			preview: `This address had already applied for ${jobTitle} at ${company}.`,
			origin: origin,
		},
		h(MailText, null, 'Hello,'),
		h(
			MailText,
			null,
			'Someone, perhaps you, has just applied for ',
			jobTitle,
			' at ',
			company,
			' on Warrington Jobs with this email address.',
		),
		h(
			MailText,
			null,
			'This address had already applied for this job on ',
			firstAppliedOn,
			'. That application stands, and the new one was not sent to the employer. The person applying was not told that this address had applied before.',
		),
		h(MailText, null, 'If this was not you, you need do nothing.'),
	)
}

RepeatApplicationMail.PreviewProps = {
	jobTitle: 'Care Assistant',
	company: 'Sankey Brook Care',
	firstAppliedOn: '3 November 2026',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
