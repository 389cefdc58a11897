// Fixed copy of the footer's employer pages, /recruitment-solutions and /hiring-resources
// (docs/product.md §16: content not shown in the specification). Prices are not written here:
// the routes show the plan cards, which read the plan table.
import {
	formatEffectiveDate,
	formatHourlyPay,
	MINIMUM_WAGE_BANDS,
	type MinimumWageRates,
} from '../../employer/minimum-wage.ts'
import { HELLO_EMAIL, type ContentPageCopy } from './content-page.ts'

export const RECRUITMENT_SOLUTIONS_PAGE: ContentPageCopy = {
	path: '/recruitment-solutions',
	title: 'Recruitment Solutions for Warrington Employers',
	eyebrow: 'For employers',
	description:
		'How Warrington Jobs helps local employers hire: free job posts, sponsored listings, an employer dashboard for applications and CVs, and a JSON API.',
	keywords: 'recruitment Warrington, hire staff Warrington, post a job Cheshire, employer job board',
	intro:
		'Reach job seekers who live and want to work in Warrington and Cheshire. Post a job free, sponsor it when you need more applicants, and manage every application in one place.',
	sections: [
		{
			id: 'what-you-get',
			heading: 'What you get',
			items: [
				{
					lead: 'Free job posts:',
					text: 'every job is listed free, and appears in Google’s job search through its own page’s structured data.',
				},
				{
					lead: 'Sponsored listings:',
					text: 'a Sponsored badge and a place above other jobs in the most relevant results, for 7 or 30 days.',
				},
				{
					lead: 'Employer Dashboard:',
					text: 'see every application, download CVs, hide or show jobs, and sponsor a job when you need to.',
				},
				{
					lead: 'Quick Apply candidates:',
					text: 'job seekers with a Quick Apply profile send complete applications in one step.',
				},
				{ lead: 'API access:', text: 'post and manage jobs from your own systems with our JSON API.' },
			],
		},
		{
			id: 'how-it-works',
			heading: 'How it works',
			ordered: true,
			items: [
				'Create a free employer account.',
				'Post your job: title, pay, hours, location and how to apply.',
				'Applications arrive in your Employer Dashboard, with CVs to download.',
				'Sponsor the job if you want more applicants, and hide it once you have hired.',
			],
		},
		{
			id: 'volume',
			heading: 'Hiring for several roles?',
			paragraphs: [
				`Posting five or more jobs at once? Volume discounts apply from 5 jobs. Email ${HELLO_EMAIL} and we will set them up.`,
			],
			links: [
				{ to: '/pricing', label: 'See pricing and volume discounts' },
				{ to: '/hiring-resources', label: 'Hiring resources for employers' },
			],
		},
	],
	actions: [
		{ to: '/post-job', label: 'Post a Job' },
		{ to: '/auth?tab=register&type=employer', label: 'Create an Employer Account' },
	],
}

/** The hiring guide, with the minimum wage rates in force (the table in app/features/employer/minimum-wage.ts). */
export const hiringResourcesPage = (rates: MinimumWageRates): ContentPageCopy => ({
	path: '/hiring-resources',
	title: 'Hiring Resources for Employers',
	eyebrow: 'For employers',
	description:
		'Free hiring guides for Warrington employers: writing a job advert that works, the minimum wage rates in force, right to work checks, interviewing fairly and onboarding.',
	keywords: 'hiring guide, write a job advert, right to work checks, minimum wage employers, interview tips employers',
	intro:
		'Practical guidance for small and large employers hiring in Warrington and Cheshire, from the advert to the first day.',
	sections: [
		{
			id: 'job-advert',
			heading: 'Writing a job advert that works',
			items: [
				{
					lead: 'Use a plain job title',
					text: 'that people search for: "Warehouse Operative", not "Logistics Ninja".',
				},
				{
					lead: 'State the pay.',
					text: 'Adverts with a salary get more applications, and our pay filters only find jobs that state one.',
				},
				{ lead: 'Say where and when:', text: 'the site, the shift pattern and the hours a week.' },
				{
					lead: 'Keep requirements essential.',
					text: 'Long lists put good people off; separate must-haves from nice-to-haves.',
				},
				{ lead: 'Tell people how to apply', text: 'and when you will reply.' },
			],
		},
		{
			id: 'minimum-wage',
			heading: 'Minimum wage rates',
			paragraphs: [
				`Every worker must be paid at least the National Minimum Wage or National Living Wage for their age. These are the hourly rates in force since ${formatEffectiveDate(rates)}. Jobs posted here with hourly pay below the lowest rate get a warning before they are published.`,
			],
			table: [
				['Age band', 'Hourly rate'],
				...MINIMUM_WAGE_BANDS.map((band) => [band.label, formatHourlyPay(rates[band.key])]),
			],
			links: [
				{ to: 'https://www.gov.uk/national-minimum-wage-rates', label: 'GOV.UK: minimum wage rates', external: true },
			],
		},
		{
			id: 'right-to-work',
			heading: 'Right to work checks',
			paragraphs: [
				'Before someone starts, check they have the right to work in the UK and keep a copy of the check. Check every new starter the same way, to avoid discrimination.',
			],
			links: [
				{
					to: 'https://www.gov.uk/check-job-applicant-right-to-work',
					label: 'GOV.UK: check a job applicant’s right to work',
					external: true,
				},
			],
		},
		{
			id: 'interviewing',
			heading: 'Interviewing fairly',
			items: [
				'Ask every candidate the same core questions and score the answers against the job.',
				'Do not ask about age, marital status, children, health or other protected characteristics.',
				'Offer reasonable adjustments, such as a step-free room or extra time.',
				'Let every candidate know the outcome, successful or not.',
			],
			links: [{ to: 'https://www.acas.org.uk/recruitment', label: 'Acas: recruiting someone', external: true }],
		},
		{
			id: 'onboarding',
			heading: 'The first day and beyond',
			items: [
				'Give a written statement of employment particulars on or before the first day.',
				'Enrol eligible staff into a workplace pension.',
				'Plan an induction: who they will meet, what they will learn, and a check-in after the first week.',
			],
			links: [
				{
					to: 'https://www.gov.uk/employment-contracts-and-conditions',
					label: 'GOV.UK: employment contracts',
					external: true,
				},
			],
		},
		{
			id: 'data',
			heading: 'Looking after applicants’ data',
			paragraphs: [
				'The CVs you download are personal data you control under UK GDPR: keep them secure, use them only to recruit for the role, and delete them when you no longer need them.',
			],
			links: [{ to: '/privacy', label: 'Our privacy notice' }],
		},
	],
	actions: [
		{ to: '/post-job', label: 'Post a Job' },
		{ to: '/recruitment-solutions', label: 'Recruitment Solutions' },
	],
})
