// A message from the contact page, mailed to the site's inbox (enquiries.server.ts).
import { MailLayout, MailLink, MailText } from '../../../platform/mail/layout.tsx'

type Props = { inquiryType: string; name: string; email: string; subject: string; message: string; origin: string }

export function ContactMessageMail({ inquiryType, name, email, subject, message, origin }: Props) {
	return (
		<MailLayout heading={`Contact: ${subject}`} preview={`${name} wrote from the contact page.`} origin={origin}>
			<MailText>A message from the contact page ({inquiryType}).</MailText>
			<MailText>
				From: {name} &lt;{email}&gt;
				<br />
				Subject: {subject}
			</MailText>
			<MailText keepLines>{message}</MailText>
			<MailText>
				<MailLink href={`mailto:${email}`}>Reply to {email}</MailLink>
			</MailText>
		</MailLayout>
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
