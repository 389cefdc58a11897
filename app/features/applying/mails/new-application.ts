// The mail that tells an employer about a new application (application-notice.server.ts).
import { createElement as h } from 'react'
import { MailButton, MailLayout, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	firstName: string
	applicantName: string
	applicantEmail: string
	jobTitle: string
	company: string
	quickApply: boolean
	withCv: boolean
	dashboardUrl: string
	origin: string
}

export function NewApplicationMail(props: Props) {
	const { applicantName, jobTitle, company } = props
	return h(
		MailLayout,
		{
			heading: `New application for ${jobTitle}`,
			preview: `${applicantName} has applied for ${jobTitle} at ${company}.`,
			origin: props.origin,
		},
		h(MailText, null, 'Hello ', props.firstName, ','),
		h(
			MailText,
			null,
			applicantName,
			' has applied for ',
			jobTitle,
			' at ',
			company,
			props.quickApply ? ' with Quick Apply' : '',
			'.',
		),
		h(
			MailText,
			null,
			'Name: ',
			applicantName,
			h('br', null),
			'Email: ',
			props.applicantEmail,
			h('br', null),
			'CV attached: ',
			props.withCv ? 'yes' : 'no',
		),
		h(
			MailButton,
			{ href: props.dashboardUrl },
			'Read the application',
			props.withCv ? ' and download the CV' : '',
			' on your dashboard',
		),
	)
}

NewApplicationMail.PreviewProps = {
	firstName: 'Sarah',
	applicantName: 'Priya Sankey',
	applicantEmail: 'priya.sankey@example.co.uk',
	jobTitle: 'Care Assistant',
	company: 'Sankey Brook Care',
	quickApply: true,
	withCv: true,
	dashboardUrl: 'https://warringtonjobs.co.uk/employer-dashboard?applications=12#job-12',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
