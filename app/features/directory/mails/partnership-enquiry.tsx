// A partnership enquiry from /employer-outreach, mailed to the site's inbox (enquiries.server.ts).
import { MailLayout, MailLink, MailText } from '../../../platform/mail/layout.tsx'

type Props = {
	companyName: string
	contactName: string
	email: string
	phone: string | null
	industry: string | null
	companySize: string | null
	leadSource: string | null
	message: string | null
	origin: string
}

const given = (value: string | null) => value || 'not given'

export function PartnershipEnquiryMail(props: Props) {
	return (
		<MailLayout
			heading={`Partnership enquiry: ${props.companyName}`}
			preview={`${props.contactName} of ${props.companyName} asked about a partnership.`}
			origin={props.origin}
		>
			<MailText>A partnership enquiry from /employer-outreach.</MailText>
			<MailText>
				Company: {props.companyName}
				<br />
				Contact: {props.contactName} &lt;{props.email}&gt;
				<br />
				Phone: {given(props.phone)}
				<br />
				Industry: {given(props.industry)}
				<br />
				Company size: {given(props.companySize)}
				<br />
				Heard about us: {given(props.leadSource)}
			</MailText>
			<MailText keepLines>{props.message ?? '(no message)'}</MailText>
			<MailText>
				<MailLink href={`mailto:${props.email}`}>Reply to {props.email}</MailLink>
			</MailText>
		</MailLayout>
	)
}

PartnershipEnquiryMail.PreviewProps = {
	companyName: 'Birchwood Precision',
	contactName: 'Tom Ashworth',
	email: 'tom@birchwoodprecision.example',
	phone: '01925 555123',
	industry: 'Manufacturing',
	companySize: '51-200',
	leadSource: null,
	message: 'We hire about twenty machinists a year.\nCould we talk about featured listings?',
	origin: 'https://warringtonjobs.co.uk',
} satisfies Props
