// Fixed copy of /terms.
import { HELLO_EMAIL, type ContentPageCopy } from './content-page.ts'

export const TERMS_PAGE: ContentPageCopy = {
	path: '/terms',
	title: 'Terms of Service',
	eyebrow: 'Legal',
	description:
		'The terms for using Warrington Jobs: accounts, job adverts, applications, sponsored listings and payments, acceptable use and our liability.',
	intro:
		'These terms apply when you use Warrington Jobs, whether you are looking for work or hiring. By using the site you agree to them.',
	updated: '24 November 2026',
	sections: [
		{
			id: 'accounts',
			heading: 'Your account',
			items: [
				'Give your real name and an email address you use; keep your password to yourself.',
				'One person per account. Employers may share an account within one organisation.',
				'You are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
			],
		},
		{
			id: 'job-seekers',
			heading: 'For job seekers',
			items: [
				'Applications go to the employer who posted the job. We are not the employer and do not decide who is hired.',
				'Make sure your CV and details are accurate and yours to share.',
				'Be careful with any employer who asks you for money, bank details before an offer, or identity documents by email: report it to us.',
			],
		},
		{
			id: 'employers',
			heading: 'For employers',
			items: [
				'Adverts must be for real, current vacancies in or near Warrington that you are entitled to fill.',
				'Pay must be at least the National Minimum Wage or National Living Wage that applies; state pay honestly.',
				'Adverts must not discriminate unlawfully (Equality Act 2010) or ask candidates for fees.',
				'Use applicants’ data only to recruit for the job they applied to, and protect it under UK GDPR as its controller.',
				'We may hide or remove an advert that breaks these terms, without refund of any sponsorship.',
			],
		},
		{
			id: 'payments',
			heading: 'Sponsored listings and payments',
			paragraphs: [
				'Prices are shown in pounds on the pricing page and taken by Stripe when you sponsor a job. A sponsorship runs for the days stated and then ends; it does not renew by itself. Free listings stay up for 30 days unless you hide them or renew them.',
				'If a sponsored job is not shown as described because of a fault on our side, we will refund the sponsorship.',
			],
			links: [{ to: '/pricing', label: 'Pricing' }],
		},
		{
			id: 'acceptable-use',
			heading: 'Acceptable use',
			items: [
				'No scraping, bulk downloading or automated access beyond our public API’s limits.',
				'No false, misleading, offensive or unlawful content.',
				'No attempts to break into accounts, the site or its data.',
			],
		},
		{
			id: 'liability',
			heading: 'Our liability',
			paragraphs: [
				'We work to keep the site accurate and available, but adverts are written by employers and we cannot promise every detail is right or that any application leads to a job. Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by negligence, or for fraud.',
				'These terms are governed by the law of England and Wales.',
			],
		},
		{
			id: 'contact',
			heading: 'Questions and changes',
			paragraphs: [`If these terms change we will update this page and its date. Questions: email ${HELLO_EMAIL}.`],
			links: [
				{ to: '/privacy', label: 'Privacy notice' },
				{ to: '/cookies', label: 'Cookies' },
			],
		},
	],
}
