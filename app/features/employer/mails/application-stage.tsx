// The mail an applicant gets when the employer moves their application (application-stage-mail.server.ts).
import { MailLayout, MailLink, MailText } from '../../../platform/mail/layout.tsx'

type Props = {
	heading: string
	firstName: string
	/** The news, as sentences: for a rejection, the thanks and the decision. */
	news: string[]
	company: string
	/** The employer's note to the applicant, as typed. */
	note: string | null
	/** A rejection points on to the listing. */
	rejected: boolean
	/** Only an applicant with an account has a dashboard to follow the application on. */
	dashboardUrl: string | null
	origin: string
}

export function ApplicationStageMail(props: Props) {
	return (
		<MailLayout heading={props.heading} preview={props.news[0] ?? props.heading} origin={props.origin}>
			<MailText>Hello {props.firstName},</MailText>
			{props.news.map((sentence) => (
				<MailText key={sentence}>{sentence}</MailText>
			))}
			{props.note ? (
				<MailText keepLines>
					A note from {props.company}:
					<br />
					{props.note}
				</MailText>
			) : null}
			{props.rejected ? (
				<MailText>
					New jobs in and around Warrington are posted every day:{' '}
					<MailLink href={`${props.origin}/`}>see the latest jobs</MailLink>.
				</MailText>
			) : null}
			{props.dashboardUrl ? (
				<MailText>
					You can follow all your applications on <MailLink href={props.dashboardUrl}>your dashboard</MailLink>.
				</MailText>
			) : null}
			<MailText>Best wishes,</MailText>
		</MailLayout>
	)
}

ApplicationStageMail.PreviewProps = {
	heading: 'Your application for Senior Carer: Shortlisted',
	firstName: 'Priya',
	news: [
		'Good news: Sankey Brook Care has shortlisted you for Senior Carer. They may be in touch about the next step.',
	],
	company: 'Sankey Brook Care',
	note: 'Lovely CV.\nWe will call you on Monday.',
	rejected: false,
	dashboardUrl: 'https://warringtonjobs.co.uk/employee-dashboard',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
