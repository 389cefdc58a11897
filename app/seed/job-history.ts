// Jobs the demo board had before the current month: posted 30 to 180 days before the seed runs,
// closed or expired since, so none is listed. They give the market insights (decisions 130 and
// 131) a past to compare with: growth against the previous 30 days, each industry's trend, and a
// six-month series. Fewer jobs the further back, as on a board that has been growing.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../models/job.ts'
import type { User } from '../models/user.ts'
import type { ALL_INDUSTRIES, JobType, POST_AREAS } from '../features/jobs/job-options.ts'
import { parseSalary } from '../features/jobs/salary.ts'
import { SEED_EMPLOYERS, type EmployerKey } from './data.ts'

type PastJob = {
	employer: Exclude<EmployerKey, 'whitecross'>
	company?: string
	title: string
	location: (typeof POST_AREAS)[number]
	salary: string | null
	jobType: JobType
	industry: (typeof ALL_INDUSTRIES)[number]
	description: string
}

/** The roles that came up again and again, each posted several times over the months. */
const PAST_ROLES: PastJob[] = [
	{
		employer: 'northway',
		title: 'Warehouse Operative',
		location: 'Omega South',
		salary: '£12.60 per hour',
		jobType: 'Full-time',
		industry: 'Warehouse & Logistics',
		description:
			'Picking, packing and loading orders on days or nights. Forklift or reach truck licence a plus; full training given.',
	},
	{
		employer: 'northway',
		title: 'Forklift Driver (Counterbalance)',
		location: 'Omega South',
		salary: '£13.40 per hour',
		jobType: 'Full-time',
		industry: 'Warehouse & Logistics',
		description: 'Loading and unloading trailers with a counterbalance forklift. A valid FLT licence is essential.',
	},
	{
		employer: 'northway',
		title: 'Peak Season Picker',
		location: 'Birchwood',
		salary: '£12.21 per hour',
		jobType: 'Temporary',
		industry: 'Warehouse & Logistics',
		description: 'Twelve weeks of picking for the Christmas peak at our Birchwood returns depot. No experience needed.',
	},
	{
		employer: 'northway',
		title: 'Class 2 HGV Driver',
		location: 'Omega South',
		salary: '£32,000 - £35,000',
		jobType: 'Full-time',
		industry: 'Transport & Delivery',
		description:
			'Multi-drop deliveries to stores across the North West. You hold a Class 2 licence and a valid CPC card.',
	},
	{
		employer: 'northway',
		title: 'Transport Planner',
		location: 'Birchwood',
		salary: '£28,000 - £31,000',
		jobType: 'Full-time',
		industry: 'Warehouse & Logistics',
		description: 'Planning routes and loads for 40 vehicles. Strong Excel skills and good communication with drivers.',
	},
	{
		employer: 'sankeyBrook',
		title: 'Care Assistant',
		location: 'Great Sankey',
		salary: '£12.00 - £12.75 per hour',
		jobType: 'Full-time',
		industry: 'Social Care',
		description:
			'Supporting residents with personal care, meals and activities. The Care Certificate is given in your first weeks.',
	},
	{
		employer: 'sankeyBrook',
		title: 'Home Support Worker',
		location: 'Culcheth',
		salary: '£12.40 per hour',
		jobType: 'Part-time',
		industry: 'Social Care',
		description:
			'Visiting people at home to help with personal care and medication. A full UK licence and a car are essential.',
	},
	{
		employer: 'sankeyBrook',
		title: 'Senior Care Assistant (Dementia)',
		location: 'Great Sankey',
		salary: '£26,000 - £27,500',
		jobType: 'Full-time',
		industry: 'Social Care',
		description:
			'Leading a shift on our dementia unit, giving medication and writing care plans. Level 3 Diploma preferred.',
	},
	{
		employer: 'sankeyBrook',
		title: 'Registered Nurse (Nights)',
		location: 'Culcheth',
		salary: '£39,000 - £42,000',
		jobType: 'Full-time',
		industry: 'Healthcare',
		description:
			'Night nurse at our Culcheth home. You hold an active NMC registration; nursing home experience helps.',
	},
	{
		employer: 'sankeyBrook',
		title: 'Care Home Cleaner',
		location: 'Great Sankey',
		salary: '£11.90 per hour',
		jobType: 'Part-time',
		industry: 'Cleaning Services',
		description:
			'Cleaning bedrooms and lounges to infection-control standards, 20 hours a week, housekeeping experience welcome.',
	},
	{
		employer: 'mercers',
		title: 'Sales Assistant',
		location: 'Golden Square Shopping Centre',
		salary: '£11.90 - £12.30 per hour',
		jobType: 'Part-time',
		industry: 'Retail',
		description:
			'Helping customers on the shop floor and at the tills. Friendly customer service matters more than experience.',
	},
	{
		employer: 'mercers',
		title: 'Christmas Sales Assistant',
		location: 'Golden Square Shopping Centre',
		salary: '£11.90 per hour',
		jobType: 'Temporary',
		industry: 'Retail',
		description: 'Temporary sales cover from November to January, with evening and weekend shifts.',
	},
	{
		employer: 'mercers',
		title: 'Visual Merchandiser',
		location: 'Golden Square Shopping Centre',
		salary: '£24,000 - £26,000',
		jobType: 'Full-time',
		industry: 'Retail',
		description:
			'Dressing windows and displays across four floors. A portfolio and some graphic design or Photoshop skills help.',
	},
	{
		employer: 'mercers',
		title: 'Café Assistant',
		location: 'Golden Square Shopping Centre',
		salary: '£11.95 per hour',
		jobType: 'Part-time',
		industry: 'Food & Catering',
		description:
			'Serving coffee and light lunches in our first-floor café. Food hygiene Level 2 given on your first day.',
	},
	{
		employer: 'mercers',
		title: 'Stock Room Assistant',
		location: 'Gemini Retail Park',
		salary: '£12.10 per hour',
		jobType: 'Part-time',
		industry: 'Retail',
		description: 'Receiving deliveries and replenishing the shop floor at our home and garden store.',
	},
	{
		employer: 'brightwire',
		title: 'Software Developer (TypeScript)',
		location: 'Birchwood Business Park',
		salary: '£38,000 - £48,000',
		jobType: 'Full-time',
		industry: 'Technology',
		description:
			'Building our scheduling product in TypeScript, React and Node.js, with PostgreSQL behind it. Hybrid working.',
	},
	{
		employer: 'brightwire',
		title: 'Support Analyst',
		location: 'Birchwood Business Park',
		salary: '£24,000 - £26,500',
		jobType: 'Full-time',
		industry: 'Technology',
		description:
			'Answering customers by phone and chat and writing SQL to investigate issues. Great communication is a must.',
	},
	{
		employer: 'brightwire',
		title: 'Data Analyst',
		location: 'Birchwood Business Park',
		salary: '£32,000 - £36,000',
		jobType: 'Full-time',
		industry: 'Technology',
		description: 'Reporting on product use with SQL and Power BI, and helping teams decide with data analysis.',
	},
	{
		employer: 'brightwire',
		title: 'Digital Marketing Executive',
		location: 'Birchwood Business Park',
		salary: '£27,000 - £30,000',
		jobType: 'Full-time',
		industry: 'Marketing & Advertising',
		description: 'Running our SEO, social media and email campaigns to care and cleaning businesses.',
	},
	{
		employer: 'brightwire',
		title: 'Payroll Specialist',
		location: 'Birchwood Business Park',
		salary: '£30,000 - £33,000',
		jobType: 'Full-time',
		industry: 'Finance',
		description: 'Helping customers run payroll in our software. Payroll experience and CIPP or AAT study welcome.',
	},
	{
		employer: 'heathVale',
		title: 'Chef de Partie',
		location: 'Stockton Heath',
		salary: '£27,000 - £29,000',
		jobType: 'Full-time',
		industry: 'Hospitality',
		description: 'Running a section at The Mulberry Bistro. Food safety knowledge and fresh-food experience essential.',
	},
	{
		employer: 'heathVale',
		title: 'Bar and Waiting Staff',
		location: 'Grappenhall',
		salary: '£11.44 per hour plus tips',
		jobType: 'Part-time',
		industry: 'Hospitality',
		description: 'Front of house at The Grappenhall Arms: serving food and drinks, evenings and weekends.',
	},
	{
		employer: 'heathVale',
		title: 'Summer Events Staff',
		location: 'Thelwall',
		salary: '£11.44 per hour',
		jobType: 'Temporary',
		industry: 'Hospitality',
		description: 'Weddings and garden parties at The Ferry Inn through the summer; customer service experience helps.',
	},
	{
		employer: 'heathVale',
		title: 'Kitchen Porter',
		location: 'Stockton Heath',
		salary: '£11.44 per hour',
		jobType: 'Part-time',
		industry: 'Food & Catering',
		description: 'Washing up and keeping the kitchen clean; food hygiene training given.',
	},
	{
		employer: 'heathVale',
		title: 'Assistant Manager',
		location: 'Grappenhall',
		salary: '£28,000 - £30,000',
		jobType: 'Full-time',
		industry: 'Hospitality',
		description:
			'Running shifts, cashing up and training the team at a busy village pub. A personal licence is a plus.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Bridgefoot Accountants',
		title: 'Accounts Assistant',
		location: 'Warrington Town Centre',
		salary: '£23,000 - £25,000',
		jobType: 'Full-time',
		industry: 'Finance',
		description:
			'Bookkeeping, bank reconciliations and VAT returns on Xero and Sage for small local clients. AAT study supported.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Penketh Building Services',
		title: 'Electrician',
		location: 'Bewsey',
		salary: '£36,000 - £40,000',
		jobType: 'Full-time',
		industry: 'Construction',
		description:
			'Domestic and commercial electrical installations. You are qualified to the 18th Edition and hold a driving licence.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Winwick Quay Motors',
		title: 'Vehicle Technician',
		location: 'Winwick',
		salary: '£30,000 - £34,000',
		jobType: 'Full-time',
		industry: 'Automotive',
		description:
			'Servicing and diagnosing cars in a busy main-dealer workshop. Level 3 qualification and a full UK licence.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Sentinel North West Security',
		title: 'Security Officer',
		location: 'Gemini Retail Park',
		salary: '£12.50 per hour',
		jobType: 'Full-time',
		industry: 'Security',
		description:
			'Retail security on a four-on, four-off rota. An SIA door supervisor or security guard licence is essential; CCTV experience helps.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Sparkle Commercial Cleaning',
		title: 'Office Cleaner',
		location: 'Birchwood Business Park',
		salary: '£11.75 per hour',
		jobType: 'Part-time',
		industry: 'Cleaning Services',
		description: 'Early-morning office cleaning, 15 hours a week. Cleaning experience welcome but not needed.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Warrington Borough Council',
		title: 'Customer Services Advisor',
		location: 'Warrington Town Centre',
		salary: '£23,500 - £24,800',
		jobType: 'Full-time',
		industry: 'Government',
		description:
			'Answering residents on the telephone and at the contact centre desk. Clear communication and Excel basics.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Orford Park Primary School',
		title: 'Teaching Assistant',
		location: 'Orford',
		salary: '£19,500 - £21,000',
		jobType: 'Part-time',
		industry: 'Education',
		description: 'Supporting small groups in Key Stage 2, term time only. First aid training given.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Lingley Mere Engineering',
		title: 'Maintenance Fitter',
		location: 'Woolston',
		salary: '£35,000 - £38,000',
		jobType: 'Full-time',
		industry: 'Manufacturing',
		description: 'Mechanical maintenance of packaging lines, with some PLC fault-finding. Shifts with a call-out rota.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Howley Lettings',
		title: 'Lettings Negotiator',
		location: 'Howley',
		salary: '£22,000 - £24,000 plus commission',
		jobType: 'Full-time',
		industry: 'Property & Real Estate',
		description: 'Booking viewings and agreeing lets. Sales or negotiation experience and a driving licence.',
	},
]

/** The advert's middle paragraph: what kind of post it is. */
const TERMS: Record<JobType, string> = {
	'Full-time': 'A permanent full-time post.',
	'Part-time': 'Part-time hours, agreed with you around the rota.',
	Temporary: 'A temporary post for our busy season, paid weekly.',
	Contract: 'A fixed-term contract.',
	Apprenticeship: 'An apprenticeship with college day release.',
}

/**
 * Jobs posted in each 30-day window back from the seed's time: 30-60 days ago, then 60-90, and so
 * on. Each window's jobs are between 30.5 and 59 days into it (hours included), so that they fall in
 * the market's "30 days before" (London days 30 to 59 before today, decision 254) whatever the time
 * of day: a job 59.5 days old is outside it until 12:00.
 */
export const PAST_JOBS_PER_WINDOW = [140, 50, 30, 20, 20] as const

const DAY = 86_400_000

/**
 * The past jobs, each owned by the employer account that posted it (never the demo employer, whose
 * dashboard stays as it was): listed for 30 days and expired since, or closed early (one in six).
 */
export function seedJobHistory(tx: EntityManager, employers: ReadonlyMap<EmployerKey, User>, now: Date) {
	let made = 0
	for (const [window, count] of PAST_JOBS_PER_WINDOW.entries()) {
		for (let index = 0; index < count; index++) {
			// A fixed spread: every role in turn from a different start in each window.
			const role = PAST_ROLES[(index * 7 + window * 11) % PAST_ROLES.length]!
			const ageDays = 30.5 + window * 30 + (index / count) * 28
			const postedAt = new Date(now.getTime() - ageDays * DAY - ((index * 37) % 11) * 3_600_000)
			const employer = SEED_EMPLOYERS[role.employer]
			const salary = parseSalary(role.salary)
			tx.create(Job, {
				title: role.title,
				company: role.company ?? employer.company,
				location: role.location,
				salary: role.salary,
				description: `${role.description}\n\n${TERMS[role.jobType]}\n\n${employer.about}`,
				jobType: role.jobType,
				industry: role.industry,
				contactEmail: employer.email,
				isActive: made % 6 !== 5,
				postedAt,
				expiresAt: new Date(postedAt.getTime() + 30 * DAY),
				user: employers.get(role.employer)!,
				salaryMinPence: salary?.minPence ?? null,
				salaryMaxPence: salary?.maxPence ?? null,
				salaryPeriod: salary?.period ?? null,
				createdAt: postedAt,
				updatedAt: postedAt,
			})
			made += 1
		}
	}
	return made
}
