// The mail with the link that proves an account's address (email-verification.server.ts).
import { createElement as h } from 'react'
import { MailButton, MailLayout, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	siteName: string
	firstName: string
	email: string
	link: string
	lifetimeHours: number
	origin: string
}

export function EmailVerificationMail({ siteName, firstName, email, link, lifetimeHours, origin }: Props) {
	return h(
		MailLayout,
		{
			heading: 'Verify your email address',
			preview: `Confirm that ${email} is yours: the link expires in ${lifetimeHours} hours.`,
			origin: origin,
		},
		h(MailText, null, 'Hello ', firstName, ','),
		h(
			MailText,
			null,
			'Please confirm that ',
			email,
			' is your email address for your ',
			siteName,
			' account. Open the link below and press "Verify my email address". It expires in ',
			lifetimeHours,
			' hours.',
		),
		h(MailButton, { href: link }, 'Verify my email address'),
		h(MailText, null, 'Until you do, we will not send you job alerts or news of your applications.'),
		h(MailText, null, 'If you did not make this account, you can ignore this email.'),
	)
}

EmailVerificationMail.PreviewProps = {
	siteName: 'Warrington Jobs',
	firstName: 'Daniel',
	email: 'daniel.okafor@example.co.uk',
	link: 'https://warringtonjobs.co.uk/verify-email?token=abc_DEF-123',
	lifetimeHours: 48,
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
