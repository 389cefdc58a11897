// Fixed copy of /career-advice (docs/product.md §16): hero, six tips, advice by industry, interview
// questions, external resources, a next-steps checklist, and calls to browse jobs and set up Quick Apply.
import type { ContentPageCopy } from './content-page.ts'

export const CAREER_ADVICE_PAGE: ContentPageCopy = {
	path: '/career-advice',
	title: 'Career Advice for Warrington Job Seekers',
	eyebrow: 'Career advice',
	description:
		'Practical career advice for finding work in Warrington: CV and application tips, advice by industry, common interview questions, free resources and a checklist of next steps.',
	keywords: 'career advice Warrington, CV tips, interview questions, job search help, Cheshire jobs advice',
	intro:
		'Whether you are starting out, changing direction or coming back to work, these tips will help you find and win a job in Warrington and Cheshire.',
	sections: [
		{
			id: 'tips',
			heading: 'Six tips for your job search',
			ordered: true,
			items: [
				{
					lead: 'Tailor your CV to each job.',
					text: 'Mirror the words of the advert in your skills and experience, and put the most relevant first.',
				},
				{
					lead: 'Keep it to two pages.',
					text: 'A clear layout, your contact details at the top, and achievements with numbers where you can.',
				},
				{
					lead: 'Write a short cover letter.',
					text: 'Three paragraphs: why this job, what you bring, and when you can start.',
				},
				{
					lead: 'Search locally and often.',
					text: 'New jobs are posted every day; set up preferences to see recommended jobs when you sign in.',
				},
				{
					lead: 'Prepare for the interview.',
					text: 'Research the employer, plan your route to Birchwood, Omega or the town centre, and practise answers out loud.',
				},
				{
					lead: 'Follow up.',
					text: 'A polite email a week after applying or a day after an interview shows you are keen.',
				},
			],
		},
		{
			id: 'industries',
			heading: 'Advice by industry',
			items: [
				{
					lead: 'Manufacturing and logistics:',
					text: 'Warrington sits where the M6, M62 and M56 meet, so warehouses at Omega, Birchwood and Gateway hire all year. A forklift licence (counterbalance or reach), shift flexibility and a good safety record count for a lot.',
				},
				{
					lead: 'Healthcare and social care:',
					text: 'Care providers and the NHS train new starters. Show empathy and reliability; the Care Certificate and an enhanced DBS check usually come with the job.',
				},
				{
					lead: 'Retail:',
					text: 'Golden Square, Cockhedge and the retail parks hire most in the run-up to Christmas. Customer service examples and weekend availability help.',
				},
				{
					lead: 'Professional services:',
					text: 'Birchwood Park and the town centre host finance, engineering and IT employers. Show your qualifications, software skills and results, and use LinkedIn alongside your CV.',
				},
			],
		},
		{
			id: 'interview-questions',
			heading: 'Common interview questions',
			questions: [
				{
					question: 'Tell me about yourself.',
					answer: 'Two minutes: what you do now, one or two achievements, and why this job is the next step.',
				},
				{
					question: 'Why do you want to work here?',
					answer: 'Name something specific about the employer: its products, values or reputation in Warrington.',
				},
				{
					question: 'Tell me about a time you solved a problem.',
					answer: 'Use STAR: the Situation, the Task, the Action you took, and the Result.',
				},
				{
					question: 'What are your strengths and weaknesses?',
					answer: 'Pick strengths the job needs, and a real weakness you are working on.',
				},
				{
					question: 'Do you have any questions for us?',
					answer:
						'Always ask one or two: what a typical day looks like, or how success is measured in the first three months.',
				},
			],
		},
		{
			id: 'resources',
			heading: 'Free resources',
			links: [
				{ to: 'https://nationalcareers.service.gov.uk/', label: 'National Careers Service', external: true },
				{ to: 'https://www.gov.uk/jobs-and-starting-work', label: 'GOV.UK: jobs and starting work', external: true },
				{ to: 'https://www.gov.uk/national-minimum-wage-rates', label: 'GOV.UK: minimum wage rates', external: true },
				{ to: 'https://www.acas.org.uk/', label: 'Acas: your rights at work', external: true },
			],
		},
		{
			id: 'next-steps',
			heading: 'Your next steps',
			items: [
				'Update your CV and save it to your profile.',
				'Set your job preferences so we can recommend jobs.',
				'Set up Quick Apply to apply in one step.',
				'Browse the latest jobs and save the ones you like.',
				'Apply to at least three jobs this week.',
			],
		},
	],
	actions: [
		{ to: '/', label: 'Browse Jobs' },
		{ to: '/quick-apply-setup', label: 'Set Up Quick Apply' },
	],
}
