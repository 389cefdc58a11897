// Fixed copy of /privacy: what this app stores, why, for how long, and the visitor's rights under
// UK GDPR. Kept true to the models in app/models and the timings in app/platform.
import { KEPT_AFTER_ERASURE, NOT_THE_ACCOUNTS } from '../../accounts/personal-data-kept.ts'
import { PRIVACY_EMAIL, type ContentPageCopy } from './content-page.ts'

/** How long data is kept: the values the retention tasks apply (config.retention), passed in by the page's loader. */
export type RetentionPeriods = {
	applicationMonths: number
	activityMonths: number
	inactiveAccountMonths: number
	warningDays: number
}

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`)
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`)

/** The privacy notice, stating the retention periods given. */
export const privacyPage = (retention: RetentionPeriods): ContentPageCopy => ({
	path: '/privacy',
	title: 'Privacy Policy',
	eyebrow: 'Legal',
	description:
		'What Warrington Jobs stores about job seekers and employers, including CVs and applications, why, for how long, and how to use your UK GDPR rights to a copy or deletion.',
	intro:
		'Warrington Jobs is a local job board. This notice explains what we store about you, why, how long we keep it, who sees it, and how to ask for a copy or for it to be deleted.',
	updated: '28 November 2026',
	sections: [
		{
			id: 'who-we-are',
			heading: 'Who we are',
			paragraphs: [
				`Warrington Jobs is the controller of the personal data described here. For anything about your data, email ${PRIVACY_EMAIL}.`,
			],
		},
		{
			id: 'what-we-store',
			heading: 'What we store and why',
			table: [
				['What', 'What it holds', 'Why (lawful basis)'],
				[
					'Your account',
					'Name, email address, account type (job seeker or employer), a hash of your password (never the password itself), when you joined.',
					'To provide the service you signed up for (contract).',
				],
				[
					'Your CV',
					'The CV file you upload to your profile or send with an application.',
					'To send it to the employers you apply to (contract).',
				],
				[
					'Applications',
					'Your name, email, phone, cover letter, CV and the job you applied to; the job’s employer sees them.',
					'To pass your application to that employer (contract).',
				],
				[
					'Quick Apply profile',
					'Full name, phone, address, city, postcode, current job title, years of experience, skills, qualifications, a default cover letter, notice period and an optional video pitch.',
					'To fill in applications for you (contract).',
				],
				[
					'Saved jobs and preferences',
					'The jobs you save; the job types, industries, areas and salary you prefer.',
					'To show your saved jobs and recommend jobs (contract).',
				],
				[
					'Job views',
					'Which jobs you viewed, saved or applied to while signed in, and how often.',
					'To recommend similar jobs (legitimate interests).',
				],
				[
					'Jobs and payments',
					'The jobs you post, their contact email, and records of sponsorship and course payments. Card details go to Stripe and never reach us.',
					'To publish your jobs and keep payment records (contract, legal obligation).',
				],
				[
					'Sessions and sign-in tokens',
					'A record of each signed-in browser or app: a hashed identifier, when it expires, and the browser’s user agent.',
					'To keep you signed in securely (legitimate interests).',
				],
				[
					'Emails we send',
					'Password-reset and application emails, held in our outbox until they are sent.',
					'To send you the email (contract).',
				],
				[
					'Skills, training, courses and career plans',
					'The skills and training you list, your course places, progress and certificates, career assessments and paths, and the courses we recommend you.',
					'To show them on your profile and recommend courses and roles (contract).',
				],
				[
					'Reviews and messages',
					'Company reviews you write, businesses you submit to the directory, and messages you send us.',
					'To publish your reviews and listings and answer you (contract, legitimate interests).',
				],
				[
					'Rate-limit records',
					'A count of recent attempts per email address or network address, for sign-in, registration and forms.',
					'To stop abuse and password guessing (legitimate interests).',
				],
			],
		},
		{
			id: 'how-long',
			heading: 'How long we keep it',
			items: [
				{
					lead: 'Account, CV, profile picture, Quick Apply profile, saved jobs, preferences, skills, training, courses, career plans, reviews:',
					text: 'while your account exists; deleted when you delete your account.',
				},
				{
					lead: 'Accounts nobody uses:',
					text: `deleted after ${months(retention.inactiveAccountMonths)} without a sign-in or a visit while signed in, with everything in them. We email you ${days(retention.warningDays)} before; signing in keeps the account.`,
				},
				{
					lead: 'Applications:',
					text: `deleted with their CV ${months(retention.applicationMonths)} after the job closes (its listing ends or is taken down, or the job is deleted), so you and the employer can follow them until then; sooner if you delete your account. An employer who has downloaded your CV keeps that copy under their own privacy notice.`,
				},
				{
					lead: 'Job views:',
					text: `deleted ${months(retention.activityMonths)} after you last viewed or saved that job.`,
				},
				{
					lead: 'Sessions:',
					text: 'end after 7 days without a visit and at most 30 days after sign-in, or when you sign out.',
				},
				{ lead: 'Password-reset links:', text: 'work once and expire after 1 hour.' },
				{ lead: 'Rate-limit records:', text: 'deleted when their time window ends, usually within an hour.' },
				{
					lead: 'Payment records:',
					text: 'kept for 6 years after the payment, as UK tax law expects; when you delete your account, without your name or the job.',
				},
			],
		},
		{
			id: 'who-sees-it',
			heading: 'Who sees it',
			items: [
				'The employer of a job you apply to sees that application and its CV; no other employer does.',
				'Stripe processes card payments for sponsored jobs.',
				'The company that hosts the site stores the data on our behalf, under contract.',
				'We never sell your data and we do not use it for advertising.',
			],
		},
		{
			id: 'your-rights',
			heading: 'Your rights under UK GDPR',
			items: [
				{
					lead: 'Access and portability:',
					text: 'download a copy of your data yourself (a ZIP with a JSON file and your files), or ask us for one.',
				},
				{
					lead: 'Rectification:',
					text: 'most details you can correct yourself on your profile; ask us for anything else.',
				},
				{ lead: 'Erasure:', text: 'delete your account and everything in it yourself, or ask us to.' },
				{ lead: 'Restriction and objection:', text: 'ask us to stop using your data for job recommendations.' },
				{
					lead: 'Complaint:',
					text: 'you can complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).',
				},
			],
		},
		{
			id: 'export-or-delete',
			heading: 'How to get a copy or delete your account',
			paragraphs: [
				'Signed in, open My Profile (employers: the Employer Dashboard) and find "Your data". "Download my data" gives you a ZIP file straight away: one JSON file with everything we hold about your account (never your password) and the files you uploaded or sent with applications. "Delete my account" asks for your password, then deletes the account at once.',
				`Or email ${PRIVACY_EMAIL} from the address on your account and say whether you want a copy of your data, its deletion, or both. We reply within one month, as UK GDPR requires. If we need to check it is you, we will ask before acting.`,
			],
			links: [
				{ to: '/profile', label: 'My Profile' },
				{ to: `mailto:${PRIVACY_EMAIL}?subject=Data%20request`, label: `Email ${PRIVACY_EMAIL}` },
				{ to: 'https://ico.org.uk/make-a-complaint/', label: 'Information Commissioner’s Office', external: true },
			],
		},
		{
			id: 'deleting-your-account',
			heading: 'What happens when you delete your account',
			paragraphs: ['Everything is deleted together, in one step, and you are signed out everywhere:'],
			items: [
				'Your account, sign-ins and app tokens, password-reset links, counts of your recent attempts (sign-ins, password resets, reviews), CV, profile picture, Quick Apply profile and video pitch, preferences, job alerts, saved jobs, job views, skills, training, course places, progress and certificates (their numbers no longer check out), career assessments and plans, course recommendations, company reviews and business submissions.',
				'Your applications, including those sent without signing in from your email address once you have verified it, with their CV and video copies and the stages employers moved them through: the employers no longer see them.',
				'Messages and enquiries you sent us from your verified email address, the emails we hold that were sent to it, and the stored answers to requests you repeated (kept 24 hours otherwise).',
				'Employers: your jobs close at once and are deleted, with the saves and views of them. Applications already sent to them stay with the job seekers who sent them, as their own record (the job’s title, company and place, and the stages and notes you sent them), and you no longer see them.',
			],
		},
		{
			id: 'what-we-keep',
			heading: 'What we keep after you delete your account',
			paragraphs: [
				'We keep only these, for the reasons given (our register of personal data decides both what your data download holds and what deletion removes, so the two always match):',
			],
			// From the register itself (app/features/accounts/personal-data-kept.ts), so the page cannot drift from it.
			items: [...Object.values(KEPT_AFTER_ERASURE), ...NOT_THE_ACCOUNTS],
		},
		{
			id: 'cookies',
			heading: 'Cookies',
			paragraphs: ['We set two strictly necessary cookies and no analytics or advertising cookies.'],
			links: [{ to: '/cookies', label: 'The cookies we set' }],
		},
	],
})
