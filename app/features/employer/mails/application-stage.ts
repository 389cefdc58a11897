// The mail an applicant gets when the employer moves their application (application-stage-mail.server.ts).
import { createElement as h } from 'react'
import { MailLayout, MailLink, MailText } from '../../../platform/mail/layout.ts'

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
	return h(
		MailLayout,
		{ heading: props.heading, preview: props.news[0] ?? props.heading, origin: props.origin },
		h(MailText, null, 'Hello ', props.firstName, ','),
		props.news.map((sentence) => h(MailText, { key: sentence }, sentence)),
		props.note ? h(MailText, { keepLines: true }, 'A note from ', props.company, ':', h('br', null), props.note) : null,
		props.rejected
			? h(
					MailText,
					null,
					'New jobs in and around Warrington are posted every day:',
					' ',
					h(MailLink, { href: `${props.origin}/` }, 'see the latest jobs'),
					'.',
				)
			: null,
		props.dashboardUrl
			? h(
					MailText,
					null,
					'You can follow all your applications on ',
					h(MailLink, { href: props.dashboardUrl }, 'your dashboard'),
					'.',
				)
			: null,
		h(MailText, null, 'Best wishes,'),
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
