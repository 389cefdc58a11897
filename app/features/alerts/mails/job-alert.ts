// One job alert's mail: its new jobs, the search, and how to stop it (job-alert-rules.server.ts).
import { createElement as h } from 'react'
import { MailHeading, MailLayout, MailLink, MailText } from '../../../platform/mail/layout.ts'

export type MailJob = {
	id: number
	title: string
	company: string
	location: string
	salary: string | null
}

type Props = {
	firstName: string
	alertName: string
	/** "1 new job", "13 new jobs". */
	count: string
	jobs: readonly MailJob[]
	/** How many new jobs are not listed in the mail. */
	more: number
	searchUrl: string
	alertsUrl: string
	unsubscribeUrl: string
	origin: string
}

export function JobAlertMail(props: Props) {
	return h(
		MailLayout,
		{
			heading: `${props.count} for your alert: ${props.alertName}`,
			preview: props.jobs.map((job) => job.title).join(', '),
			origin: props.origin,
		},
		h(MailText, null, 'Hello ', props.firstName, ','),
		h(MailText, null, props.count, ' on Warrington Jobs for your alert: ', props.alertName),
		props.jobs.map((job) =>
			h(
				'div',
				{ key: job.id },
				h(MailHeading, null, h(MailLink, { href: `${props.origin}/jobs/${job.id}` }, job.title)),
				h(MailText, null, job.company, ', ', job.location, job.salary ? ` (${job.salary})` : ''),
			),
		),
		props.more > 0 ? h(MailText, null, 'and ', props.more, ' more.') : null,
		h(MailText, null, h(MailLink, { href: props.searchUrl }, 'See every job for this search')),
		h(MailText, null, h(MailLink, { href: props.alertsUrl }, 'Pause, change or delete your alerts')),
		h(MailText, null, h(MailLink, { href: props.unsubscribeUrl }, 'Stop this alert (no sign-in needed)')),
	)
}

JobAlertMail.PreviewProps = {
	firstName: 'Emma',
	alertName: '“carer” jobs in Orford',
	count: '2 new jobs',
	jobs: [
		{ id: 5, title: 'Support Worker', company: 'Sankey Brook Care', location: 'Orford', salary: '£12.60 an hour' },
		{ id: 4, title: 'Night Carer', company: 'Orford Park Homecare', location: 'Orford', salary: null },
	],
	more: 0,
	searchUrl: 'https://warringtonjobs.co.uk/?search=carer&location=Orford',
	alertsUrl: 'https://warringtonjobs.co.uk/employee-dashboard?tab=alerts',
	unsubscribeUrl: 'https://warringtonjobs.co.uk/alerts/unsubscribe?token=abc_-123',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
