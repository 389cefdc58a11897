// A partnership enquiry from /employer-outreach, mailed to the site's inbox (enquiries.server.ts).
import { createElement as h } from 'react'
import { MailLayout, MailLink, MailText } from '../../../platform/mail/layout.ts'

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
	return h(
		MailLayout,
		{
			heading: `Partnership enquiry: ${props.companyName}`,
			preview: `${props.contactName} of ${props.companyName} asked about a partnership.`,
			origin: props.origin,
		},
		h(MailText, null, 'A partnership enquiry from /employer-outreach.'),
		h(
			MailText,
			null,
			'Company: ',
			props.companyName,
			h('br', null),
			'Contact: ',
			props.contactName,
			' <',
			props.email,
			'>',
			h('br', null),
			'Phone: ',
			given(props.phone),
			h('br', null),
			'Industry: ',
			given(props.industry),
			h('br', null),
			'Company size: ',
			given(props.companySize),
			h('br', null),
			'Heard about us: ',
			given(props.leadSource),
		),
		h(MailText, { keepLines: true }, props.message ?? '(no message)'),
		h(MailText, null, h(MailLink, { href: `mailto:${props.email}` }, 'Reply to ', props.email)),
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
