// Generates the benchmark's jobs inside PostgreSQL (one `insert ... select` over generate_series),
// so that 100,000 realistic adverts load in seconds. Every choice is a hash of the row number:
// the same data on every run.
//
// Term frequencies are set on purpose, because ranking cost grows with the number of matches:
// - "warehouse" (BROAD_TERM) is in the title and industry of exactly one job in ten;
// - each of ROLES is in about 0.9% of titles ("nurse", "electrician", ...);
// - "paralegal" (SELECTIVE_TERM) is in one job in a thousand and "farrier" in one in ten thousand.
// No sentence of the description pool contains any of these words.
import type pg from 'pg'
import { LISTING_AREAS, POST_JOB_TYPES } from '../app/utils/job-options.ts'

export const BROAD_TERM = 'warehouse'
export const SELECTIVE_TERM = 'paralegal'
export const RARE_TERM = 'farrier'

const WAREHOUSE_TITLES = [
	'Warehouse Operative',
	'Warehouse Team Leader',
	'Warehouse Picker Packer',
	'Night Shift Warehouse Operative',
	'Warehouse Administrator',
	'Warehouse Supervisor',
]

const ROLES: [title: string, industry: string][] = [
	['Staff Nurse', 'Healthcare'],
	['Care Assistant', 'Social Care'],
	['Senior Care Assistant', 'Social Care'],
	['Support Worker', 'Social Care'],
	['Dental Nurse', 'Healthcare'],
	['Pharmacy Dispenser', 'Healthcare'],
	['Healthcare Assistant', 'Healthcare'],
	['GP Receptionist', 'Healthcare'],
	['Physiotherapist', 'Healthcare'],
	['Teaching Assistant', 'Education'],
	['Nursery Practitioner', 'Education'],
	['Teacher of Maths', 'Education'],
	['Teacher of English', 'Education'],
	['Exam Invigilator', 'Education'],
	['Software Developer', 'Technology'],
	['Senior Software Engineer', 'Technology'],
	['IT Support Technician', 'Technology'],
	['Data Analyst', 'Technology'],
	['QA Tester', 'Technology'],
	['DevOps Engineer', 'Technology'],
	['Accounts Assistant', 'Finance'],
	['Payroll Administrator', 'Finance'],
	['Credit Controller', 'Finance'],
	['Mortgage Adviser', 'Finance'],
	['Management Accountant', 'Finance'],
	['Council Tax Officer', 'Government'],
	['Planning Officer', 'Government'],
	['Library Assistant', 'Government'],
	['Sales Assistant', 'Retail'],
	['Assistant Store Manager', 'Retail'],
	['Visual Merchandiser', 'Retail'],
	['Customer Service Assistant', 'Retail'],
	['CNC Machinist', 'Manufacturing'],
	['Production Operative', 'Manufacturing'],
	['Maintenance Engineer', 'Manufacturing'],
	['Quality Inspector', 'Manufacturing'],
	['Welder Fabricator', 'Manufacturing'],
	['Site Manager', 'Construction'],
	['Electrician', 'Construction'],
	['Plumbing and Heating Engineer', 'Construction'],
	['Groundworker', 'Construction'],
	['Quantity Surveyor', 'Construction'],
	['Site Labourer', 'Construction'],
	['Head Chef', 'Hospitality'],
	['Sous Chef', 'Hospitality'],
	['Bar Staff', 'Hospitality'],
	['Waiting Staff', 'Hospitality'],
	['Hotel Receptionist', 'Hospitality'],
	['Kitchen Porter', 'Food & Catering'],
	['Catering Assistant', 'Food & Catering'],
	['School Cook', 'Food & Catering'],
	['Office Administrator', 'Small Business'],
	['Bookkeeper', 'Small Business'],
	['Self-Employed Courier', 'Self Employed'],
	['Self-Employed Driving Instructor', 'Self Employed'],
	['HGV Class 1 Driver', 'Transport & Delivery'],
	['Multi-Drop Van Driver', 'Transport & Delivery'],
	['Bus Driver', 'Transport & Delivery'],
	['Transport Planner', 'Transport & Delivery'],
	['Security Officer', 'Security'],
	['Door Supervisor', 'Security'],
	['CCTV Operator', 'Security'],
	['Commercial Cleaner', 'Cleaning Services'],
	['Domestic Cleaner', 'Cleaning Services'],
	['Cleaning Supervisor', 'Cleaning Services'],
	['Hair Stylist', 'Beauty & Wellness'],
	['Beauty Therapist', 'Beauty & Wellness'],
	['Fitness Instructor', 'Beauty & Wellness'],
	['Vehicle Technician', 'Automotive'],
	['MOT Tester', 'Automotive'],
	['Car Sales Executive', 'Automotive'],
	['Vehicle Valeter', 'Automotive'],
	['Lettings Negotiator', 'Property & Real Estate'],
	['Property Manager', 'Property & Real Estate'],
	['Housing Officer', 'Property & Real Estate'],
	['Conveyancing Assistant', 'Legal Services'],
	['Legal Secretary', 'Legal Services'],
	['Marketing Coordinator', 'Marketing & Advertising'],
	['Digital Marketing Executive', 'Marketing & Advertising'],
	['Graphic Designer', 'Marketing & Advertising'],
	['Charity Shop Manager', 'Charity & Non-Profit'],
	['Community Fundraiser', 'Charity & Non-Profit'],
	['Youth Worker', 'Charity & Non-Profit'],
	['Dairy Farm Worker', 'Agriculture & Farming'],
	['Tractor Driver', 'Agriculture & Farming'],
	['Plant Area Assistant', 'Agriculture & Farming'],
	['Smart Meter Engineer', 'Energy & Utilities'],
	['Solar PV Installer', 'Energy & Utilities'],
	['Water Network Technician', 'Energy & Utilities'],
	['Funeral Service Operative', 'Other'],
	['Dog Groomer', 'Other'],
	['Greenkeeper', 'Other'],
	['Recruitment Consultant', 'Other'],
	['Receptionist', 'Other'],
	['Customer Service Adviser', 'Finance'],
	['Call Centre Agent', 'Other'],
	['Estate Agent', 'Property & Real Estate'],
	['Barista', 'Hospitality'],
	['Forklift Driver', 'Manufacturing'],
	['Apprentice Joiner', 'Construction'],
]

const COMPANY_FIRST = [
	'Mersey',
	'Cheshire',
	'Warrington',
	'Birchwood',
	'Omega',
	'Sankey',
	'Latchford',
	'Howley',
	'Padgate',
	'Culcheth',
	'Appleton',
	'Grappenhall',
	'Thelwall',
	'Winwick',
	'Woolston',
	'Orford',
	'Bewsey',
	'Dallam',
	'Fairfield',
	'Risley',
	'Croft',
	'Stockton',
	'Bridgewater',
	'Priestley',
	'Walton',
	'Lymm',
	'Penketh',
	'Westbrook',
	'Callands',
	'Locking',
	'Bank Quay',
	'Wilderspool',
	'Northway',
	'Riverside',
	'Heath',
	'Vale',
	'Brightwire',
	'Whitecross',
	'Gemini',
	'Golden',
]
const COMPANY_SECOND = [
	'Logistics',
	'Care',
	'Engineering',
	'Software',
	'Hospitality',
	'Retail',
	'Solicitors',
	'Estates',
	'Motors',
	'Cleaning Services',
	'Security',
	'Recruitment',
	'Dental Practice',
	'Medical Centre',
	'Academy',
	'Construction',
	'Homes',
	'Energy',
	'Foods',
	'Farms',
	'Print & Design',
	'Accountants',
	'Creative',
	'Leisure',
	'Coachways',
]

// Sentences of a job advert, none of them mentioning the measured terms.
const OPENINGS = [
	'This is a great opportunity to join a friendly, growing team with a strong reputation in the area.',
	'We are a well-established local employer and we are looking for someone reliable and keen to learn.',
	'Our business has grown every year for the last decade, and we need another pair of hands to keep up.',
	'Join a team where your ideas are heard and your hard work is recognised.',
	'We are proud of the service we give our customers and we are looking for people who share that pride.',
	'This role suits someone who enjoys variety and likes to see the results of their work every day.',
]
const DUTIES = [
	'You will work closely with colleagues to plan the week ahead and make sure deadlines are met.',
	'Day to day you will deal with customers in person, by phone and by email, solving problems as they come up.',
	'You will keep accurate records, follow our procedures and suggest improvements where you see them.',
	'The role involves a mix of practical work and paperwork, with plenty of support while you settle in.',
	'You will help train new starters and share what you know with the wider team.',
	'You will be responsible for keeping your area safe, clean and well organised at all times.',
	'Every shift starts with a short briefing so that everyone knows the priorities for the day.',
	'You will use our systems to log your work, and full training is given on each of them.',
	'From time to time you will cover for colleagues on holiday, so flexibility is welcome.',
	'You will report to the manager, who will meet you every month to review how things are going.',
]
const NEEDS = [
	'Previous experience in a similar role is helpful but not essential, as full training is provided.',
	'You will need good communication skills, a positive attitude and an eye for detail.',
	'A full UK driving licence is desirable, as the role may involve travel between local sites.',
	'We are looking for someone organised, dependable and able to work on their own initiative.',
	'You should be comfortable using a computer and learning new systems.',
	'GCSEs in maths and English at grade 4 or above, or equivalent, are preferred.',
	'You must have the right to work in the UK; an enhanced DBS check may be required.',
	'Above all, we want someone who is friendly, patient and keen to do a good job.',
]
const BENEFITS = [
	'Benefits include 28 days of holiday including bank holidays, a company pension and free parking on site.',
	'We offer a benefits package with a cycle-to-work scheme, an employee assistance programme and a birthday day off.',
	'You will get paid overtime, a uniform, regular pay reviews and discounts at local businesses.',
	'Benefits: flexible hours, hybrid working where the role allows, and a yearly bonus linked to results.',
	'We pay weekly, offer overtime at time and a half and support further qualifications.',
	'There is free tea and coffee, a subsidised canteen and a friendly, supportive team.',
]
const CLOSINGS = [
	'If this sounds like you, we would love to hear from you. Interviews will be held locally.',
	'Apply today with a short note telling us why you would be great in the role.',
	'We review applications as they arrive, so please apply early to avoid missing out.',
	'Please apply online; we aim to reply to every applicant within a week.',
]

const sqlArray = (values: readonly string[]) =>
	`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`
/** A deterministic pseudo-random non-negative integer for row `g` and stream `k`. */
const hash = (k: number) => `abs(hashint4(g * 31 + ${k}))`

/**
 * Inserts jobs number `from` to `to` (inclusive), owned by `ownerId`. Job types and pay follow a
 * plausible mix: mostly full-time, a third of pay hourly, one advert in ten without a figure.
 */
export async function insertBenchJobs(client: pg.Client, ownerId: number, from: number, to: number) {
	const areas = LISTING_AREAS.map((area) => area.value).filter(Boolean)
	const roles = sqlArray(ROLES.map(([title]) => title))
	const roleIndustries = sqlArray(ROLES.map(([, industry]) => industry))
	await client.query(`
		insert into job (title, company, location, salary, salary_min_pence, salary_max_pence, salary_period, description,
			job_type, industry, contact_email, is_active, posted_at, expires_at, user_id, is_sponsored, sponsorship_type,
			sponsorship_expires_at, created_at, updated_at)
		select title, company, location,
			case period
				when 'year' then '£' || to_char(min_pence / 100, 'FM999,999') || case when max_pence > min_pence then ' - £' || to_char(max_pence / 100, 'FM999,999') else '' end
				when 'hour' then '£' || to_char(min_pence / 100.0, 'FM990.00') || case when max_pence > min_pence then ' - £' || to_char(max_pence / 100.0, 'FM990.00') else '' end || ' per hour'
				else 'Competitive'
			end,
			min_pence, max_pence, period, description, job_type, industry, 'jobs@bench.example', is_active,
			posted_at, posted_at + interval '30 days', ${ownerId}, sponsored,
			case when sponsored then '30days' end, case when sponsored then now() + interval '10 days' end,
			posted_at, posted_at
		from (
			select g, title, industry,
				(${sqlArray(COMPANY_FIRST)})[1 + ${hash(1)} % ${COMPANY_FIRST.length}] || ' ' || (${sqlArray(COMPANY_SECOND)})[1 + ${hash(2)} % ${COMPANY_SECOND.length}] as company,
				(${sqlArray(areas)})[1 + ${hash(3)} % ${areas.length}] as location,
				(${sqlArray(POST_JOB_TYPES)})[case when ${hash(4)} % 100 < 55 then 1 when ${hash(4)} % 100 < 80 then 2 when ${hash(4)} % 100 < 88 then 3 when ${hash(4)} % 100 < 95 then 4 else 5 end] as job_type,
				period,
				case period when 'year' then (18000 + ${hash(5)} % 40 * 1000) * 100 when 'hour' then 1271 + ${hash(5)} % 500 end as min_pence,
				case period when 'year' then (18000 + ${hash(5)} % 40 * 1000 + ${hash(6)} % 4 * 2500) * 100 when 'hour' then 1271 + ${hash(5)} % 500 + ${hash(6)} % 3 * 100 end as max_pence,
				${hash(7)} % 50 <> 0 as is_active,
				${hash(8)} % 200 = 0 as sponsored,
				now() - make_interval(mins => ${hash(9)} % (29 * 24 * 60)) as posted_at,
				'We are looking for a ' || title || ' to join us in ' || (${sqlArray(areas)})[1 + ${hash(3)} % ${areas.length}] || '. '
					|| (${sqlArray(OPENINGS)})[1 + ${hash(10)} % ${OPENINGS.length}] || E'\\n\\n'
					|| (${sqlArray(DUTIES)})[1 + ${hash(11)} % ${DUTIES.length}] || ' ' || (${sqlArray(DUTIES)})[1 + ${hash(12)} % ${DUTIES.length}] || ' '
					|| (${sqlArray(DUTIES)})[1 + ${hash(13)} % ${DUTIES.length}] || E'\\n\\n'
					|| (${sqlArray(NEEDS)})[1 + ${hash(14)} % ${NEEDS.length}] || ' ' || (${sqlArray(NEEDS)})[1 + ${hash(15)} % ${NEEDS.length}] || E'\\n\\n'
					|| (${sqlArray(BENEFITS)})[1 + ${hash(16)} % ${BENEFITS.length}] || ' ' || (${sqlArray(CLOSINGS)})[1 + ${hash(17)} % ${CLOSINGS.length}] as description
			from (
				select g,
					case when g % 10 = 0 then (${sqlArray(WAREHOUSE_TITLES)})[1 + ${hash(20)} % ${WAREHOUSE_TITLES.length}]
						when g % 1000 = 7 then 'Paralegal'
						when g % 10000 = 3 then 'Farrier'
						else (${roles})[1 + ${hash(21)} % ${ROLES.length}] end as title,
					case when g % 10 = 0 then 'Warehouse & Logistics'
						when g % 1000 = 7 then 'Legal Services'
						when g % 10000 = 3 then 'Agriculture & Farming'
						else (${roleIndustries})[1 + ${hash(21)} % ${ROLES.length}] end as industry,
					case when ${hash(22)} % 10 = 0 then null when ${hash(22)} % 10 < 4 then 'hour' else 'year' end as period
				from generate_series(${from}, ${to}) as g
			) as picked
		) as job_row
	`)
}

/**
 * Loads `count` jobs as fast as this machine allows. Building the weighted tsvector is most of
 * the cost (PostgreSQL parses every description), so the rows are inserted over `parallel`
 * connections, and the job table's indexes are dropped first and rebuilt afterwards from their
 * own definitions (one sorted build instead of 100,000 GIN insertions). The listing tallies'
 * trigger is off meanwhile; the tallies are recounted once at the end.
 */
export async function loadBenchJobs(connect: () => Promise<pg.Client>, ownerId: number, count: number, parallel = 2) {
	const client = await connect()
	try {
		const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
			`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = 'job' and indexname not in (select conname from pg_constraint)`,
		)
		for (const index of indexes) await client.query(`drop index "${index.indexname}"`)
		await client.query('alter table job disable trigger job_listing_tally')
		const share = Math.ceil(count / parallel)
		await Promise.all(
			Array.from({ length: parallel }, async (_, part) => {
				const worker = await connect()
				try {
					await insertBenchJobs(worker, ownerId, part * share + 1, Math.min(count, (part + 1) * share))
				} finally {
					await worker.end()
				}
			}),
		)
		await client.query(`set maintenance_work_mem = '256MB'`)
		for (const index of indexes) await client.query(index.indexdef)
		await client.query('delete from job_listing_tally')
		await client.query(
			`insert into job_listing_tally (expires_hour, posted_hour, jobs)
			 select date_trunc('hour', expires_at, 'UTC'), date_trunc('hour', posted_at, 'UTC'), count(*) from job where is_active group by 1, 2`,
		)
		await client.query('delete from company_listing')
		await client.query(
			`insert into company_listing (company_key, listed_until) select lower(company), max(expires_at) from job where is_active group by 1`,
		)
		await client.query('alter table job enable trigger job_listing_tally')
		await client.query('vacuum analyze job')
	} finally {
		await client.end()
	}
}
