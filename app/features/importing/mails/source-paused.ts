// The mail an employer gets when the sync has paused one of their job sources after repeated
// failures (source-paused-mail.server.ts): what failed, in plain words, and how to resume.
import { createElement as h } from 'react'
import { MailButton, MailLayout, MailLink, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	firstName: string
	/** The source's address, as the employer gave it. */
	sourceUrl: string
	failures: number
	/** The last failure in plain words (the safe fetch's or the format reader's message). */
	error: string
	sourcesUrl: string
	origin: string
}

export function SourcePausedMail({ firstName, sourceUrl, failures, error, sourcesUrl, origin }: Props) {
	return h(
		MailLayout,
		{
			heading: 'We have paused one of your job sources',
			preview: `${failures} syncs in a row failed, so we stopped trying until you resume it.`,
			origin,
		},
		h(MailText, null, 'Hello ', firstName, ','),
		h(
			MailText,
			null,
			'We could not read your jobs at ',
			h(MailLink, { href: sourceUrl }, sourceUrl),
			` the last ${failures} times we tried, so we have paused it. The jobs it listed before stay as they were.`,
		),
		h(MailText, null, 'The last attempt failed because: ', error),
		h(
			MailText,
			null,
			'Once the address works again, press Resume on your job sources page and we will sync it straight away.',
		),
		h(MailButton, { href: sourcesUrl }, 'See your job sources'),
	)
}

SourcePausedMail.PreviewProps = {
	firstName: 'Claire',
	sourceUrl: 'https://careers.brightwire.co.uk/jobs.xml',
	failures: 5,
	error: 'The address took too long to answer.',
	sourcesUrl: 'https://warringtonjobs.co.uk/employer-dashboard/job-sources',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
