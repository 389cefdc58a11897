// Fixed copy of /cleaning-jobs (docs/product.md §17). Marketing copy only: the old "35+ vacancies"
// and "6+ employers" become live counts in the route (§22.4), and pay comes from the minimum-wage
// table (§22.19).
import type { LandingDefinition } from '../components/landing-page.tsx'
import { SHOWN, type CareerLevel, type EmployerKind, type LandingJobType } from './landing-types.ts'

const CLEANING_SEARCH_HREF = '/employee-dashboard?search=cleaning&location=warrington'
const CLEANING_ALERTS_HREF = '/employee-dashboard?alerts=true&category=cleaning'

const CLEANING_EMPLOYERS: EmployerKind[] = [
	{
		id: 'contract-cleaning',
		initials: 'CC',
		name: 'Commercial contract cleaners',
		where: 'Birchwood, Omega and the town centre',
		topHourlyPence: 14_00,
		size: 'Regional firms with hundreds of staff',
		specialties: ['Office cleaning', 'Early morning and evening shifts', 'Business parks', 'Washrooms', 'Kitchens'],
		description:
			'Contract cleaning companies look after offices, business parks and shops for their clients, usually before or after working hours. Many staff hold two short shifts a day.',
		services: ['Daily office cleaning', 'Periodic deep cleans', 'Washroom services', 'Key holding'],
		benefits: [
			'Short, regular shifts',
			'Work close to home',
			'Uniform and equipment provided',
			'Pension scheme',
			'Paid training',
			'Extra hours at holiday cover',
			'Supervisor roles from within',
		],
		search: 'office cleaner',
	},
	{
		id: 'facilities',
		initials: 'FM',
		name: 'Facilities management companies',
		where: 'Warehouses at Omega, Gateway and Lingley Mere',
		topHourlyPence: 15_00,
		size: 'National groups with local contracts',
		specialties: ['Industrial cleaning', 'Warehouses', 'Machine operation', 'Health and safety'],
		description:
			'Facilities management firms run cleaning alongside security and maintenance at large sites such as distribution centres, often on 24-hour rotas.',
		services: [
			'Industrial and warehouse cleaning',
			'Scrubber-dryer operation',
			'Waste management',
			'Reactive cleaning',
		],
		benefits: [
			'Full-time hours available',
			'Shift allowances',
			'Machinery training',
			'Pension scheme',
			'Canteen on site',
			'Career paths into site supervision',
		],
		search: 'industrial cleaner',
	},
	{
		id: 'healthcare-cleaning',
		initials: 'HC',
		name: 'Hospitals and healthcare',
		where: 'Warrington Hospital and local clinics',
		topHourlyPence: 14_50,
		size: 'Large public and private employers',
		specialties: ['Infection control', 'Ward housekeeping', 'Deep cleans'],
		description:
			'Domestic assistants in hospitals and clinics keep wards and theatres safe. Training in infection control is provided and NHS posts follow Agenda for Change.',
		services: ['Ward cleaning', 'Isolation and deep cleans', 'Theatre cleaning', 'Housekeeping'],
		benefits: [
			'NHS Pension at NHS posts',
			'Unsocial hours pay',
			'Infection control training',
			'Staff discounts',
			'Occupational health',
			'Bank shifts for extra hours',
		],
		search: 'hospital cleaner',
	},
	{
		id: 'domestic',
		initials: 'DC',
		name: 'Domestic cleaning agencies',
		where: 'Homes across Warrington, Lymm and Appleton',
		topHourlyPence: 14_00,
		size: 'Small local agencies',
		specialties: ['Home cleaning', 'End of tenancy', 'Ironing', 'Regular weekly clients'],
		description:
			'Domestic agencies match cleaners with households for regular weekly visits. Hours can fit around school runs and other work.',
		services: ['Weekly home cleaning', 'One-off deep cleans', 'End of tenancy cleans', 'Ironing'],
		benefits: [
			'Choose your own hours',
			'Regular clients',
			'Products supplied',
			'Travel between nearby homes',
			'Holiday pay',
			'Friendly small teams',
		],
		search: 'domestic cleaner',
	},
	{
		id: 'schools',
		initials: 'SC',
		name: 'Schools and colleges',
		where: 'Primary and secondary schools across the borough',
		topHourlyPence: 13_50,
		size: 'Council and academy trusts',
		specialties: ['Term-time work', 'After-school shifts', 'Caretaking support'],
		description:
			'Schools employ cleaners directly or through their council or trust, usually for two or three hours after the school day, term time only.',
		services: ['Classroom and corridor cleaning', 'Holiday deep cleans', 'Caretaking support'],
		benefits: [
			'Term-time hours',
			'Local Government Pension at council posts',
			'School holidays off',
			'Close to home',
			'Paid training',
			'Steady, long-term posts',
		],
		search: 'school cleaner',
	},
	{
		id: 'specialist',
		initials: 'SP',
		name: 'Specialist and venue cleaners',
		where: 'Venues, stadiums and homes across Cheshire',
		topHourlyPence: 18_00,
		size: 'Small specialist firms',
		specialties: ['Window cleaning', 'Carpet and upholstery', 'Event cleaning', 'Pressure washing'],
		description:
			'Specialist firms clean windows, carpets and upholstery, or staff events and venues such as the stadium and conference centres. Skilled work pays the most.',
		services: [
			'Window and gutter cleaning',
			'Carpet and upholstery cleaning',
			'Event and matchday cleaning',
			'Pressure washing',
		],
		benefits: [
			'Highest hourly rates in cleaning',
			'Equipment training',
			'Outdoor work',
			'Van and fuel at some firms',
			'Evening and weekend events',
			'Route to running your own round',
		],
		search: 'window cleaner',
	},
]

const CLEANING_JOB_TYPES: LandingJobType[] = [
	{
		title: 'Office Cleaner',
		description: 'Clean offices and shared spaces before or after the working day.',
		topHourlyPence: 13_50,
		hours: 'Part-time: early mornings or evenings',
		skills: ['Reliability', 'Attention to detail', 'Working alone'],
		duties: ['Vacuuming and mopping', 'Emptying bins', 'Cleaning kitchens and washrooms', 'Restocking supplies'],
		growth: 'Team leader or area supervisor.',
		demand: 'Steady across Birchwood, Omega and the town centre.',
	},
	{
		title: 'Domestic Cleaner',
		description: "Clean people's homes on regular weekly visits.",
		topHourlyPence: 14_00,
		hours: 'Flexible daytime hours',
		skills: ['Trustworthiness', 'Organisation', 'Good with people'],
		duties: ['Dusting and polishing', 'Kitchens and bathrooms', 'Changing beds', 'Ironing'],
		growth: 'Senior cleaner or your own cleaning round.',
		demand: 'High, with many agencies taking on staff all year.',
	},
	{
		title: 'Industrial Cleaner',
		description: 'Clean warehouses, factories and distribution centres, often with machinery.',
		topHourlyPence: 15_00,
		hours: 'Full-time shifts, days or nights',
		skills: ['Machine operation', 'Health and safety', 'Stamina'],
		duties: ['Operating scrubber-dryers', 'Clearing spills', 'Waste handling', 'Following safe systems of work'],
		growth: 'Site supervisor or facilities coordinator.',
		demand: 'Strong around the logistics parks by the M62 and M6.',
	},
	{
		title: 'Hospital Cleaner',
		description: 'Keep wards, clinics and theatres clean and safe for patients.',
		topHourlyPence: 14_50,
		hours: 'Shifts including weekends',
		skills: ['Infection control', 'Care and discretion', 'Teamwork'],
		duties: ['Ward cleaning', 'Isolation cleans', 'Handling clinical waste', 'Housekeeping tasks'],
		growth: 'Domestic supervisor or housekeeping manager.',
		demand: 'Regular recruitment at the hospital and local clinics.',
	},
	{
		title: 'School Cleaner',
		description: 'Clean classrooms and halls after the school day, term time only.',
		topHourlyPence: 13_50,
		hours: 'Term time, 2-3 hours after school',
		skills: ['Reliability', 'Safeguarding awareness', 'Efficiency'],
		duties: ['Classroom cleaning', 'Toilets and washrooms', 'Holiday deep cleans', 'Reporting repairs'],
		growth: 'Cleaning supervisor or site caretaker.',
		demand: 'Posts open across the borough each term.',
	},
	{
		title: 'Window Cleaner',
		description: 'Clean windows for homes and businesses, from the ground or with water-fed poles.',
		topHourlyPence: 16_00,
		hours: 'Full-time or part-time, daytime',
		skills: ['Working at height', 'Driving licence', 'Customer service'],
		duties: ['Water-fed pole cleaning', 'Frames and sills', 'Gutter clearing', 'Taking payments'],
		growth: 'Run your own round or a team of cleaners.',
		demand: 'Year-round, busiest in spring and summer.',
	},
	{
		title: 'Carpet and Upholstery Cleaner',
		description: 'Deep-clean carpets, rugs and furniture with specialist machines.',
		topHourlyPence: 18_00,
		hours: 'Daytime, some Saturdays',
		skills: ['Machine use', 'Stain removal', 'Driving licence'],
		duties: ['Hot water extraction', 'Stain treatment', 'Moving furniture safely', 'Advising customers'],
		growth: 'Technician, then your own business.',
		demand: 'Steady, with landlords and end-of-tenancy work.',
	},
	{
		title: 'Event and Venue Cleaner',
		description: 'Clean stadiums, conference centres and venues before, during and after events.',
		topHourlyPence: 14_00,
		hours: 'Evenings and weekends around events',
		skills: ['Working fast', 'Teamwork', 'Flexibility'],
		duties: ['Litter picking', 'Toilet checks during events', 'Post-event clean-down', 'Recycling'],
		growth: 'Event cleaning supervisor.',
		demand: 'Busy on match days and during the events season.',
	},
]

const CLEANING_CAREER_LEVELS: CareerLevel[] = [
	{
		title: 'Cleaner',
		pay: { topHourlyPence: 13_25 },
		timeframe: '0-6 months',
		description: 'Start with on-the-job training; no qualifications needed.',
		requirements: ['Reliability', 'Right to work in the UK'],
		responsibilities: ['Daily cleaning tasks', 'Using products safely'],
	},
	{
		title: 'Experienced Cleaner',
		pay: { fromHourlyPence: 13_00, topHourlyPence: 14_00 },
		timeframe: '6 months-2 years',
		description: 'Take on specialist tasks such as deep cleans and machinery.',
		requirements: ['COSHH awareness', 'Machine training'],
		responsibilities: ['Deep cleans', 'Training new starters'],
	},
	{
		title: 'Team Leader',
		pay: { fromHourlyPence: 13_75, topHourlyPence: 15_50 },
		timeframe: '2-4 years',
		description: 'Lead a small team on one site and check standards.',
		requirements: ['Experience across several sites', 'Good communication'],
		responsibilities: ['Allocating work', 'Quality checks', 'Ordering supplies'],
	},
	{
		title: 'Cleaning Supervisor',
		pay: { yearly: '£25,000-£32,000 a year' },
		timeframe: '4-7 years',
		description: 'Run several sites or a large contract.',
		requirements: ['BICSc or similar qualification', 'Supervisory experience'],
		responsibilities: ['Rotas and staffing', 'Client relationships', 'Health and safety audits'],
	},
	{
		title: 'Contract or Facilities Manager',
		pay: { yearly: '£35,000-£50,000+ a year' },
		timeframe: '7+ years',
		description: 'Manage contracts, budgets and teams across a region.',
		requirements: ['Management qualification', 'Budget responsibility'],
		responsibilities: ['Winning and keeping contracts', 'Budgets', 'Leading supervisors'],
	},
]

/** The top of the page's quoted pay range (docs/product.md §9: cleaning pay tops at £18). */
const CLEANING_TOP_HOURLY_PENCE = 18_00

/** The page as a whole: its copy, links and structured data's name. */
export const CLEANING_PAGE: LandingDefinition = {
	path: '/cleaning-jobs',
	heading: 'Cleaning Jobs in Warrington',
	intro:
		'Office, domestic, industrial, hospital and school cleaning jobs across Warrington and Cheshire, with full-time, part-time and early or evening shifts.',
	noun: 'cleaning',
	topHourlyPence: CLEANING_TOP_HOURLY_PENCE,
	employers: CLEANING_EMPLOYERS,
	jobTypes: CLEANING_JOB_TYPES,
	careerLevels: CLEANING_CAREER_LEVELS,
	dutiesShown: SHOWN.cleaningDuties,
	searchHref: CLEANING_SEARCH_HREF,
	searchLabel: 'View Cleaning Vacancies',
	alertsHref: CLEANING_ALERTS_HREF,
	describedAs: 'Cleaning jobs in Warrington and Cheshire',
	keywords:
		'cleaning jobs Warrington, cleaner jobs, office cleaner, domestic cleaner, hospital cleaner, Cheshire cleaning vacancies',
	listName: 'Latest cleaning jobs in Warrington',
}
