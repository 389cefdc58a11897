// Demo jobs whose listings ran their 30 days and ended in the last 90 (decision 132), so that
// /salary-benchmarking has real figures beyond today's listing: every industry reaches the five
// jobs a benchmark needs, there are executive roles to compare, and some adverts state the years of
// experience they ask for (decision 133). None is listed now, so the listing's counts are
// unchanged; none belongs to the demo employer, so their dashboard is unchanged too.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../models/user.ts'
import { createJob } from '../features/jobs/jobs.server.ts'
import type { ALL_INDUSTRIES, JobType, POST_AREAS } from '../features/jobs/job-options.ts'
import { SEED_EMPLOYERS, type EmployerKey } from './data.ts'

type ClosedJob = {
	employer: Exclude<EmployerKey, 'whitecross'>
	/** Defaults to the employer's company (the recruitment agency names its client). */
	company?: string
	title: string
	location: (typeof POST_AREAS)[number]
	salary: string
	jobType?: JobType
	industry: (typeof ALL_INDUSTRIES)[number]
	/** Days since the listing ended. */
	closedDaysAgo: number
	description: string
}

const DAY = 24 * 60 * 60 * 1000
const LISTED_DAYS = 30

export const SALARY_HISTORY: readonly ClosedJob[] = [
	// Warehouse & Logistics
	{
		employer: 'northway',
		title: 'Counterbalance Forklift Driver',
		location: 'Omega South',
		salary: '£13.20 per hour',
		industry: 'Warehouse & Logistics',
		closedDaysAgo: 12,
		description:
			'Loading and unloading trailers on days. You need 1 year’s experience and a valid counterbalance licence.',
	},
	{
		employer: 'northway',
		title: 'Forklift Driver (Nights)',
		location: 'Omega South',
		salary: '£14.40 per hour',
		industry: 'Warehouse & Logistics',
		closedDaysAgo: 47,
		description:
			'Nights, four on four off, moving stock between the bulk store and the pick faces. At least 3 years’ experience on reach and counterbalance trucks.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Birchwood Parcel Hub',
		title: 'Warehouse Operative',
		location: 'Birchwood',
		salary: '£12.71 per hour',
		industry: 'Warehouse & Logistics',
		closedDaysAgo: 20,
		description: 'Picking and packing parcels for next-day delivery. No experience needed; full training given.',
	},
	{
		employer: 'northway',
		title: 'Operations Director',
		location: 'Omega South',
		salary: '£78,000 - £85,000',
		industry: 'Warehouse & Logistics',
		closedDaysAgo: 63,
		description:
			'Lead our three Warrington sites and their 400 colleagues, reporting to the managing director. You bring 12 years of warehouse experience, with at least five at site level.',
	},
	{
		employer: 'northway',
		title: 'Junior Transport Clerk',
		location: 'Omega South',
		salary: '£22,500',
		industry: 'Warehouse & Logistics',
		closedDaysAgo: 33,
		description: 'Booking collections, chasing proofs of delivery and keeping the transport system up to date.',
	},
	// Social Care and Healthcare
	{
		employer: 'sankeyBrook',
		title: 'Head of Care',
		location: 'Great Sankey',
		salary: '£52,000',
		industry: 'Social Care',
		closedDaysAgo: 71,
		description:
			'Lead care across our two homes, with the registered managers reporting to you. 11 years’ experience in adult social care, with a Level 5 diploma.',
	},
	{
		employer: 'sankeyBrook',
		title: 'Support Worker',
		location: 'Orford',
		salary: '£12.90 - £13.40 per hour',
		industry: 'Social Care',
		closedDaysAgo: 8,
		description: 'Supporting adults with learning disabilities to live independently. Car driver preferred.',
	},
	{
		employer: 'sankeyBrook',
		title: 'Senior Support Worker',
		location: 'Orford',
		salary: '£14.10 per hour',
		industry: 'Social Care',
		closedDaysAgo: 39,
		description: 'Leading shifts in a supported living service. 3 years experience as a support worker needed.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Warrington Community Health',
		title: 'Director of Nursing',
		location: 'Warrington Town Centre',
		salary: '£88,000',
		industry: 'Healthcare',
		closedDaysAgo: 55,
		description:
			'Professional lead for 300 nurses across community services. NMC registration and a track record at board level.',
	},
	// Finance, Technology, Retail, Hospitality
	{
		employer: 'cheshireTalent',
		company: 'Mersey Valley Accountants',
		title: 'Finance Director',
		location: 'Stockton Heath',
		salary: '£72,000 - £80,000',
		industry: 'Finance',
		closedDaysAgo: 26,
		description:
			'Board-level finance lead for a growing practice. ACA or ACCA with 15 years post-qualification experience.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Mersey Valley Accountants',
		title: 'Accounts Assistant',
		location: 'Stockton Heath',
		salary: '£23,000',
		industry: 'Finance',
		closedDaysAgo: 14,
		description:
			'Bank reconciliations, purchase ledger and VAT returns for small business clients. 1 year experience in an accounts office.',
	},
	{
		employer: 'brightwire',
		title: 'Head of Engineering',
		location: 'Birchwood',
		salary: '£85,000 - £95,000',
		industry: 'Technology',
		closedDaysAgo: 44,
		description:
			'Lead our four product teams and the way we build software. You bring 12+ years of software experience and have led teams of teams.',
	},
	{
		employer: 'brightwire',
		title: 'Graduate Software Developer',
		location: 'Birchwood',
		salary: '£26,000',
		industry: 'Technology',
		closedDaysAgo: 68,
		description: 'Join our graduate programme: TypeScript, React and PostgreSQL, pairing with senior developers.',
	},
	{
		employer: 'brightwire',
		title: 'Software Developer',
		location: 'Birchwood',
		salary: '£40,000 - £46,000',
		industry: 'Technology',
		closedDaysAgo: 19,
		description: 'Building features across our web app. 3-5 years of commercial experience with TypeScript.',
	},
	{
		employer: 'mercers',
		title: 'Head of Retail Operations',
		location: 'Golden Square Shopping Centre',
		salary: '£65,000',
		industry: 'Retail',
		closedDaysAgo: 81,
		description: 'Run all five floors of the store and the team of 120, reporting to the owners.',
	},
	{
		employer: 'mercers',
		title: 'Sales Assistant (Part-time)',
		location: 'Golden Square Shopping Centre',
		salary: '£12.71 per hour',
		jobType: 'Part-time',
		industry: 'Retail',
		closedDaysAgo: 10,
		description: 'Helping customers on the fashion floor, 20 hours a week including Saturdays.',
	},
	{
		employer: 'heathVale',
		title: 'General Manager',
		location: 'Stockton Heath',
		salary: '£45,000 - £50,000',
		industry: 'Hospitality',
		closedDaysAgo: 58,
		description: 'Run a 40-cover restaurant with rooms. 6 years of hospitality management experience.',
	},
	{
		employer: 'heathVale',
		title: 'Commis Chef',
		location: 'Stockton Heath',
		salary: '£12.90 per hour',
		industry: 'Hospitality',
		closedDaysAgo: 22,
		description: 'Prep and service in a fresh-food kitchen. A great first role in a professional kitchen.',
	},
	// Thin industries: each reaches five jobs with a salary with these.
	{
		employer: 'cheshireTalent',
		company: 'Latchford Lettings',
		title: 'Lettings Negotiator',
		location: 'Latchford',
		salary: '£24,000 - £28,000',
		industry: 'Property & Real Estate',
		closedDaysAgo: 17,
		description: 'Valuations, viewings and tenancy set-up for a busy lettings branch. Full UK driving licence.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Latchford Lettings',
		title: 'Senior Property Manager',
		location: 'Latchford',
		salary: '£34,000',
		industry: 'Property & Real Estate',
		closedDaysAgo: 52,
		description:
			'A portfolio of 200 homes: inspections, maintenance and renewals. 6 years experience in residential lettings.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Bridgefoot Estates',
		title: 'Sales Negotiator',
		location: 'Warrington Town Centre',
		salary: '£22,000',
		industry: 'Property & Real Estate',
		closedDaysAgo: 74,
		description: 'Booking viewings and progressing sales for an independent estate agent.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Palmyra Square Solicitors',
		title: 'Conveyancing Solicitor',
		location: 'Warrington Town Centre',
		salary: '£42,000 - £48,000',
		industry: 'Legal Services',
		closedDaysAgo: 29,
		description: 'Residential conveyancing caseload. 3 years PQE (post-qualification experience) in conveyancing.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Palmyra Square Solicitors',
		title: 'Trainee Legal Secretary',
		location: 'Warrington Town Centre',
		salary: '£21,500',
		industry: 'Legal Services',
		closedDaysAgo: 61,
		description: 'Audio typing, file opening and client care, with training towards the CILEx secretary qualification.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Palmyra Square Solicitors',
		title: 'Family Law Paralegal',
		location: 'Warrington Town Centre',
		salary: '£26,000',
		industry: 'Legal Services',
		closedDaysAgo: 35,
		description: 'Supporting two family law partners with court bundles and client meetings.',
	},
	{
		employer: 'cheshireTalent',
		company: 'St Rocco’s Hospice Shops',
		title: 'Retail Area Manager',
		location: 'Padgate',
		salary: '£30,000',
		industry: 'Charity & Non-Profit',
		closedDaysAgo: 40,
		description: 'Supporting six charity shop managers and their volunteers across Warrington.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Warrington Youth Trust',
		title: 'Fundraising Officer',
		location: 'Bewsey',
		salary: '£25,500',
		industry: 'Charity & Non-Profit',
		closedDaysAgo: 13,
		description: 'Grant applications and community events for a local youth charity.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Fiddlers Ferry Energy Park',
		title: 'Electrical Maintenance Technician',
		location: 'Howley',
		salary: '£38,000 - £42,000',
		industry: 'Energy & Utilities',
		closedDaysAgo: 24,
		description:
			'Planned and reactive maintenance on a battery storage site. 5+ years’ experience in HV/LV maintenance.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Cheshire Water Services',
		title: 'Meter Reader',
		location: 'Woolston',
		salary: '£12.95 per hour',
		industry: 'Energy & Utilities',
		closedDaysAgo: 66,
		description: 'Reading water meters on a set round across Warrington. Own transport needed.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Winwick Pet Crematorium',
		title: 'Crematorium Technician',
		location: 'Winwick',
		salary: '£23,500',
		industry: 'Other',
		closedDaysAgo: 31,
		description: 'Operating cremators and caring for families at a pet crematorium. Full training given.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Culcheth Golf Club',
		title: 'Assistant Greenkeeper',
		location: 'Culcheth',
		salary: '£22,000',
		industry: 'Other',
		closedDaysAgo: 50,
		description: 'Mowing, course set-up and winter projects on an 18-hole course.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Thelwall Print & Sign',
		title: 'Print Finisher',
		location: 'Thelwall',
		salary: '£12.90 per hour',
		industry: 'Small Business',
		closedDaysAgo: 18,
		description: 'Trimming, laminating and packing print jobs for local businesses.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Grappenhall Garden Rooms',
		title: 'Joiner',
		location: 'Grappenhall',
		salary: '£32,000',
		industry: 'Small Business',
		closedDaysAgo: 45,
		description: 'Building garden rooms on site with a team of four. 3 years’ experience as a site joiner.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Howley Lane Bakery',
		title: 'Baker',
		location: 'Howley',
		salary: '£13.50 per hour',
		industry: 'Small Business',
		closedDaysAgo: 76,
		description: 'Early starts baking bread and pastries for our shop and café customers.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Orford Couriers',
		title: 'Self-Employed Parcel Courier',
		location: 'Orford',
		salary: '£16.00 - £18.00 per hour',
		industry: 'Self Employed',
		closedDaysAgo: 9,
		description: 'Your own van, our routes: multi-drop parcels across Warrington.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Fairfield Cleaning Co-op',
		title: 'Self-Employed Domestic Cleaner',
		location: 'Fairfield',
		salary: '£15.00 per hour',
		industry: 'Self Employed',
		closedDaysAgo: 37,
		description: 'Set your own hours cleaning homes for regular clients in Fairfield and Howley.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Appleton Driving School',
		title: 'Self-Employed Driving Instructor',
		location: 'Appleton',
		salary: '£30,000 - £36,000',
		industry: 'Self Employed',
		closedDaysAgo: 59,
		description: 'Join a franchise with a full diary of pupils. ADI green badge needed.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Croft Farm Dairies',
		title: 'Herd Manager',
		location: 'Croft',
		salary: '£34,000',
		industry: 'Agriculture & Farming',
		closedDaysAgo: 27,
		description: 'Running a 300-cow dairy herd: health, breeding and milking. 5 years experience with dairy cattle.',
	},
	{
		employer: 'cheshireTalent',
		company: 'Croft Farm Dairies',
		title: 'Apprentice Farm Worker',
		location: 'Croft',
		salary: '£8.00 per hour',
		jobType: 'Apprenticeship',
		industry: 'Agriculture & Farming',
		closedDaysAgo: 69,
		description: 'Learn dairy farming with day release at Reaseheath College.',
	},
]

/** Whether a stored job is one of the closed jobs above (its advert opens with the record's description). */
export function inSalaryHistory(job: { title: string; description: string }) {
	return SALARY_HISTORY.some((record) => record.title === job.title && job.description.startsWith(record.description))
}

/** The closed jobs above, each posted 30 days before its listing ended and owned by its employer. */
export async function seedSalaryHistory(tx: EntityManager, employers: ReadonlyMap<EmployerKey, User>, now: Date) {
	for (const job of SALARY_HISTORY) {
		const employer = SEED_EMPLOYERS[job.employer]
		const postedAt = new Date(now.getTime() - (job.closedDaysAgo + LISTED_DAYS) * DAY)
		await createJob(
			tx,
			employers.get(job.employer)!,
			{
				title: job.title,
				company: job.company ?? employer.company,
				location: job.location,
				salary: job.salary,
				// As the seed's own adverts read: the job, then about the employer and its benefits
				// (an agency names its client instead).
				description: [
					job.description,
					employer.about,
					employer.benefits ?? `Our client, ${job.company ?? employer.company}, is based in ${job.location}.`,
				].join('\n\n'),
				jobType: job.jobType ?? 'Full-time',
				industry: job.industry,
				contactEmail: employer.email,
			},
			postedAt,
		)
	}
}
