// The warning that an unused account will be deleted (inactive-accounts.server.ts, decision 223).
import { createElement as h } from 'react'
import { MailButton, MailLayout, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	siteName: string
	firstName: string
	/** Months without use after which an account is deleted. */
	months: number
	/** The day it will be deleted, as the reader says it ("28 December 2026"). */
	deletionDate: string
	signInLink: string
	origin: string
}

export function InactiveAccountMail({ siteName, firstName, months, deletionDate, signInLink, origin }: Props) {
	return h(
		MailLayout,
		{
			heading: `Your ${siteName} account will be deleted on ${deletionDate}`,
			preview: `Sign in before ${deletionDate} to keep it.`,
			origin,
		},
		h(MailText, null, 'Hello ', firstName, ','),
		h(
			MailText,
			null,
			'You have not used your ',
			siteName,
			' account for a long while. We delete accounts that nobody uses for ',
			months,
			' months, so that we do not keep your details longer than needed.',
		),
		h(
			MailText,
			null,
			'If you want to keep it, sign in before ',
			deletionDate,
			'. Signing in is all it takes. Otherwise, on that day we delete the account and everything in it: your profile, CV, applications, saved jobs and alerts (an employer’s jobs too).',
		),
		h(MailButton, { href: signInLink }, 'Sign in to keep my account'),
		h(
			MailText,
			null,
			'Want a copy first? Once signed in, "Download my data" on your profile gives you everything we hold. If you do not need the account any more, you need do nothing.',
		),
	)
}

InactiveAccountMail.PreviewProps = {
	siteName: 'Warrington Jobs',
	firstName: 'Claire',
	months: 24,
	deletionDate: '28 December 2026',
	signInLink: 'https://warringtonjobs.co.uk/auth',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
