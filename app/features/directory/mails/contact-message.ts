// A message from the contact page, mailed to the site's inbox (enquiries.server.ts).
import { createElement as h } from 'react'
import { MailLayout, MailLink, MailText } from '../../../platform/mail/layout.ts'

type Props = {
	inquiryType: string
	name: string
	email: string
	subject: string
	message: string
	origin: string
}

export function ContactMessageMail({ inquiryType, name, email, subject, message, origin }: Props) {
	return h(
		MailLayout,
		{ heading: `Contact: ${subject}`, preview: `${name} wrote from the contact page.`, origin: origin },
		h(MailText, null, 'A message from the contact page (', inquiryType, ').'),
		h(MailText, null, 'From: ', name, ' <', email, '>', h('br', null), 'Subject: ', subject),
		h(MailText, { keepLines: true }, message),
		h(MailText, null, h(MailLink, { href: `mailto:${email}` }, 'Reply to ', email)),
	)
}

ContactMessageMail.PreviewProps = {
	inquiryType: 'General enquiry',
	name: 'Hannah Croft',
	email: 'hannah.croft@example.co.uk',
	subject: 'Jobs near Birchwood',
	message: 'Hello,\nDo you list jobs on the Birchwood business park?\nThanks, Hannah',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
