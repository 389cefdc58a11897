// The mail with a password reset link (password-reset.server.ts).
import { createElement as h } from 'react'
import { MailButton, MailLayout, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	siteName: string
	firstName: string
	link: string
	origin: string
}

export function PasswordResetMail({ siteName, firstName, link, origin }: Props) {
	return h(
		MailLayout,
		{
			heading: `Reset your ${siteName} password`,
			preview: 'Choose a new password: the link works once, for 1 hour.',
			origin: origin,
		},
		h(MailText, null, 'Hello ', firstName, ','),
		h(
			MailText,
			null,
			'We received a request to reset the password for your ',
			siteName,
			' account. The link below works once and expires in 1 hour.',
		),
		h(MailButton, { href: link }, 'Choose a new password'),
		h(MailText, null, 'If you did not ask for this, you can ignore this email: your password stays as it is.'),
	)
}

PasswordResetMail.PreviewProps = {
	siteName: 'Warrington Jobs',
	firstName: 'Claire',
	link: 'https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
