// The demo training catalogue (/training): courses a Warrington job seeker could plausibly take,
// from the kinds of local provider that run them (a further-education college, the council's adult
// learning service, private trainers). The providers are invented for the demo, as are the dates,
// prices and places; the content of each module is what such a course teaches. Dates are counted
// from the seed's `now`, so a new install always has courses starting soon.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CourseModule } from '../models/course-module.ts'
import { TrainingCourse } from '../models/training-course.ts'
import type { CourseCategory, CourseFormat, CourseLevel } from '../features/training/course-options.ts'

const DAY = 24 * 60 * 60 * 1000

const COLLEGE = 'Mersey Vale College'
const ADULT_LEARNING = 'Cheshire Adult Learning Service'
const FORKLIFT = 'Birchwood Lift Truck Training'
const FIRST_AID = 'Cheshire First Aid Training'
const CARE = 'Winwick Care Academy'
const CONSTRUCTION = 'Omega Construction Skills Centre'
const DIGITAL = 'Warrington Digital Skills Hub'

type SeedModule = { title: string; description: string; minutes: number; content: string; optional?: boolean }

type SeedCourse = {
	title: string
	provider: string
	category: CourseCategory
	level: CourseLevel
	format: CourseFormat
	duration: string
	pricePence: number
	originalPricePence?: number
	location: string
	skills: string[]
	/** Days from the seed's now to the first day; none for a self-paced course. */
	startsInDays?: number
	/** Days from the first to the last day (0 for a one-day course). */
	lastsDays?: number
	maxStudents?: number
	description: string
	modules: SeedModule[]
}

const SEED_COURSES: SeedCourse[] = [
	{
		title: 'Counterbalance Forklift Novice (RTITB)',
		provider: FORKLIFT,
		category: 'Warehousing and Logistics',
		level: 'Beginner',
		format: 'In person',
		duration: '5 days',
		pricePence: 65000,
		originalPricePence: 75000,
		location: 'Birchwood Park, Warrington WA3',
		skills: ['Forklift operation', 'Load handling', 'Pre-use checks', 'Warehouse safety', 'Stacking and destacking'],
		startsInDays: 12,
		lastsDays: 4,
		maxStudents: 3,
		description:
			'A five-day course for people who have never driven a lift truck. Three learners per instructor, on a counterbalance truck in a working warehouse bay, ending in the RTITB practical and theory test. The certificate is what Warrington distribution centres ask for.',
		modules: [
			{
				title: 'Lift truck safety and the law',
				description: 'Why lift trucks cause accidents, and who is responsible for what.',
				minutes: 90,
				content:
					'Lift trucks are involved in about a quarter of workplace transport accidents. This module covers the Provision and Use of Work Equipment Regulations (PUWER), LOLER for lifting equipment, and the Approved Code of Practice L117 that sets out operator training.\n\nYou will learn the duties of the employer, the supervisor and the operator, and why an operator must refuse to use a truck that is unsafe.',
			},
			{
				title: 'Pre-use inspection',
				description: 'The daily check sheet, item by item.',
				minutes: 60,
				content:
					'Before every shift the operator checks tyres, forks, chains, mast, hydraulic hoses, brakes, steering, horn, lights, seat belt and fluid levels, and records the check.\n\nA fault that makes the truck unsafe is reported and the truck is taken out of use until it is repaired.',
			},
			{
				title: 'Stability and load centres',
				description: 'The stability triangle and reading a rating plate.',
				minutes: 90,
				content:
					'A counterbalance truck balances the load against its own weight across the front axle. The rating plate gives the safe load at a stated load centre and lift height; a load further forward or higher is a smaller safe load.\n\nTravelling with the load raised, turning at speed and braking hard are the commonest causes of tip-overs.',
			},
			{
				title: 'Practical handling and stacking',
				description: 'Picking up, travelling, stacking and destacking at height.',
				minutes: 600,
				content:
					'Most of the course is at the controls: approaching a pallet square on, setting the forks to the pallet width, lifting and tilting back, travelling with the load low, and placing it on racking at several heights.\n\nThe instructor watches each manoeuvre and records it against the RTITB test criteria.',
			},
			{
				title: 'Theory and practical test',
				description: 'The RTITB test of knowledge and skill.',
				minutes: 120,
				content:
					'The test has a pre-use inspection, a practical handling test over a set course and a theory paper. Learners who pass receive the RTITB certificate of basic training.',
			},
		],
	},
	{
		title: 'Level 2 Food Hygiene and Safety for Catering',
		provider: ADULT_LEARNING,
		category: 'Hospitality and Food',
		level: 'Beginner',
		format: 'Online',
		duration: '3 hours',
		pricePence: 0,
		location: 'Online, at your own pace',
		skills: ['Food hygiene', 'Food safety', 'Allergen awareness', 'Temperature control'],
		description:
			"The certificate kitchens, cafés and care homes ask for. Free to Warrington residents through the council's adult learning service; study at your own pace and finish in an afternoon.",
		modules: [
			{
				title: 'Food safety hazards',
				description: 'Biological, chemical, physical and allergenic hazards.',
				minutes: 40,
				content:
					'Food can be made unsafe by bacteria and viruses, by chemicals such as cleaning products, by physical objects such as glass or hair, and by allergens.\n\nThis module explains how each gets into food and how a food business controls it.',
			},
			{
				title: 'Temperature control',
				description: 'The danger zone, chilling, cooking and reheating.',
				minutes: 40,
				content:
					'Bacteria multiply fastest between 8°C and 63°C. Chilled food is kept at 5°C or below, cooked food reaches a core temperature of 75°C, and hot-held food stays above 63°C.\n\nYou will practise reading a probe thermometer and recording temperatures.',
			},
			{
				title: 'Allergens',
				description: 'The 14 allergens and Natasha’s Law.',
				minutes: 40,
				content:
					'UK law names 14 allergens that must be declared, including peanuts, milk, eggs, gluten and sesame. Since 2021 food pre-packed for direct sale must carry a full ingredients list.\n\nCross-contact in the kitchen and telling customers accurately are covered with examples.',
			},
			{
				title: 'Personal hygiene and cleaning',
				description: 'Handwashing, protective clothing and cleaning schedules.',
				minutes: 40,
				content:
					'Handwashing at the right moments, reporting illness, protective clothing, and the difference between cleaning, disinfecting and sanitising.\n\nThe module ends with a short assessment of 20 questions.',
			},
		],
	},
	{
		title: 'Emergency First Aid at Work',
		provider: FIRST_AID,
		category: 'Health and Safety',
		level: 'Beginner',
		format: 'In person',
		duration: '1 day',
		pricePence: 8500,
		location: 'Stockton Heath, Warrington WA4',
		skills: ['First aid', 'CPR', 'Defibrillator use', 'Incident reporting'],
		startsInDays: 9,
		lastsDays: 0,
		maxStudents: 12,
		description:
			'A one-day course, accredited for the First Aid at Work regulations, for the nominated first aider of a small workplace. Hands-on practice with manikins and a training defibrillator.',
		modules: [
			{
				title: 'Assessing an incident',
				description: 'Danger, response, airway, breathing: the primary survey.',
				minutes: 60,
				content:
					'Check for danger, check for a response, open the airway and check breathing for no more than ten seconds. Call 999 or 112 and send for a defibrillator.\n\nThis module practises the primary survey until it is automatic.',
			},
			{
				title: 'CPR and the defibrillator',
				description: 'Chest compressions and using an AED.',
				minutes: 120,
				content:
					'Thirty compressions at a rate of 100 to 120 a minute, five to six centimetres deep, then two rescue breaths, continuing until help arrives or a defibrillator is ready. The defibrillator speaks its instructions; you will use a training unit.',
			},
			{
				title: 'Bleeding, burns and choking',
				description: 'The injuries most often met at work.',
				minutes: 120,
				content:
					'Direct pressure for severe bleeding, cooling a burn under running water for 20 minutes, back blows and abdominal thrusts for choking, and the recovery position for an unresponsive casualty who is breathing.',
			},
			{
				title: 'Records and the first aid kit',
				description: 'What to write down and what the kit must hold.',
				minutes: 30,
				content:
					'Every incident is recorded in the accident book. Some must be reported under RIDDOR. The module ends with the practical assessment.',
			},
		],
	},
	{
		title: 'First Aid at Work (3 days)',
		provider: FIRST_AID,
		category: 'Health and Safety',
		level: 'Intermediate',
		format: 'In person',
		duration: '3 days',
		pricePence: 22500,
		location: 'Stockton Heath, Warrington WA4',
		skills: ['First aid', 'CPR', 'Secondary survey', 'Fractures and head injuries', 'Incident reporting'],
		startsInDays: 21,
		lastsDays: 2,
		maxStudents: 12,
		description:
			'The full three-day qualification for first aiders in larger or higher-risk workplaces such as warehouses, factories and building sites. Valid for three years.',
		modules: [
			{
				title: 'Primary and secondary survey',
				description: 'Finding every injury, not just the obvious one.',
				minutes: 180,
				content:
					'After the primary survey, a head-to-toe check finds injuries a casualty may not mention. Taking a history, recording observations and handing over to paramedics are practised in scenarios.',
			},
			{
				title: 'CPR and the defibrillator',
				description: 'Adult CPR, the AED and the recovery position.',
				minutes: 180,
				content:
					'Compressions, rescue breaths and the defibrillator, practised in pairs until each learner is assessed.',
			},
			{
				title: 'Fractures, head and spinal injuries',
				description: 'Supporting injuries until help arrives.',
				minutes: 240,
				content:
					'Recognising fractures and dislocations, supporting an injured limb, concussion and compression, and when to suspect a spinal injury and keep the casualty still.',
			},
			{
				title: 'Medical conditions',
				description: 'Heart attack, stroke, asthma, diabetes, seizures and anaphylaxis.',
				minutes: 240,
				content:
					'Recognising and responding to common medical emergencies: FAST for stroke, helping with an inhaler or an auto-injector, and keeping a person having a seizure safe.',
			},
			{
				title: 'Assessment',
				description: 'Practical scenarios and a written paper.',
				minutes: 120,
				content: 'Each learner is assessed in practical scenarios and answers a short written paper.',
			},
		],
	},
	{
		title: 'The Care Certificate',
		provider: CARE,
		category: 'Care and Health',
		level: 'Beginner',
		format: 'Blended',
		duration: '12 weeks',
		pricePence: 0,
		location: 'Winwick Road, Warrington WA2, and online',
		skills: ['Person-centred care', 'Safeguarding', 'Infection control', 'Moving and handling', 'Communication'],
		startsInDays: 14,
		lastsDays: 83,
		maxStudents: 20,
		description:
			'The 15 standards every new care worker in England is expected to meet, free for people starting in care or looking to. Weekly classroom sessions in Warrington with online study in between; the academy introduces finishers to local care employers.',
		modules: [
			{
				title: 'Your role and duty of care',
				description: 'Standards 1 to 3: the care worker’s role, personal development and duty of care.',
				minutes: 180,
				content:
					'What a care worker does and does not do, working to agreed ways of working, and the duty of care: acting in the best interests of the people you support while respecting their choices.',
			},
			{
				title: 'Person-centred care and communication',
				description: 'Standards 4 to 7: equality, person-centred work, communication and privacy.',
				minutes: 240,
				content:
					'Treating each person as an individual, finding out how they like to communicate, and keeping their information and dignity private.',
			},
			{
				title: 'Safeguarding adults and children',
				description: 'Standards 10 and 11.',
				minutes: 180,
				content:
					'The kinds of abuse and neglect, the signs to look for, and what to do and whom to tell when you are worried about someone.',
			},
			{
				title: 'Health and safety, infection control and moving people',
				description: 'Standards 13 and 15, and safe moving and handling.',
				minutes: 240,
				content:
					'Handwashing and protective equipment, handling waste and laundry, and helping a person to move using the equipment and methods in their care plan.',
			},
			{
				title: 'Mental health, dementia and learning disabilities',
				description: 'Standard 9.',
				minutes: 180,
				content:
					'An introduction to supporting people living with dementia, mental health conditions and learning disabilities, and to the Mental Capacity Act.',
			},
		],
	},
	{
		title: 'Level 1 Health and Safety in a Construction Environment (CSCS)',
		provider: CONSTRUCTION,
		category: 'Construction',
		level: 'Beginner',
		format: 'In person',
		duration: '1 day',
		pricePence: 12000,
		location: 'Omega, Great Sankey, Warrington WA5',
		skills: ['Site safety', 'Risk assessment', 'Working at height', 'Manual handling'],
		startsInDays: 7,
		lastsDays: 0,
		maxStudents: 16,
		description:
			'The one-day qualification needed for the green CSCS labourer card. The centre books the CITB health, safety and environment test for you on request.',
		modules: [
			{
				title: 'Site rules and your responsibilities',
				description: 'Inductions, signs and the law on a building site.',
				minutes: 90,
				content:
					'The Health and Safety at Work Act and the Construction (Design and Management) Regulations, what happens at a site induction, and what the coloured safety signs mean.',
			},
			{
				title: 'Hazards on site',
				description: 'Working at height, excavations, plant and dust.',
				minutes: 120,
				content:
					'Falls from height are the largest cause of death in construction. Ladders, scaffolds and edge protection; keeping clear of moving plant; silica dust and noise.',
			},
			{
				title: 'Manual handling and PPE',
				description: 'Lifting safely and the protective equipment you must wear.',
				minutes: 90,
				content:
					'Planning a lift, keeping the load close, and the hard hat, boots, hi-vis, gloves, eye and hearing protection of a site.',
			},
			{
				title: 'Assessment',
				description: 'A multiple-choice paper.',
				minutes: 45,
				content: 'A 25-question multiple-choice paper completes the qualification.',
			},
		],
	},
	{
		title: 'Excel for Beginners',
		provider: DIGITAL,
		category: 'Digital and IT',
		level: 'Beginner',
		format: 'Online',
		duration: '6 hours',
		pricePence: 0,
		location: 'Online, at your own pace',
		skills: ['Microsoft Excel', 'Formulas', 'Spreadsheets', 'Data entry'],
		description:
			'Spreadsheets from a blank sheet: entering and formatting data, simple formulas, sorting and filtering, and a chart. Free, online and self-paced, for anyone applying for office, admin or warehouse supervisor roles.',
		modules: [
			{
				title: 'Workbooks, cells and data entry',
				description: 'Finding your way around Excel.',
				minutes: 60,
				content:
					'Rows, columns and cells; typing and correcting data; saving a workbook; fitting columns to their contents.',
			},
			{
				title: 'Formulas and functions',
				description: 'SUM, AVERAGE, MIN, MAX and cell references.',
				minutes: 120,
				content:
					'Every formula starts with an equals sign. Adding a column with SUM, copying a formula down, and the difference between relative and absolute references ($A$1).',
			},
			{
				title: 'Sorting, filtering and formatting',
				description: 'Making a sheet readable.',
				minutes: 90,
				content:
					'Sorting by one or more columns, filtering to the rows you need, number and date formats, and conditional formatting.',
			},
			{
				title: 'Charts and printing',
				description: 'A chart from a table, and a tidy printout.',
				minutes: 90,
				content: 'Choosing a column or line chart, labelling it, and setting a print area that fits one page.',
			},
		],
	},
	{
		title: 'Advanced Excel: Lookups, Pivot Tables and Dashboards',
		provider: DIGITAL,
		category: 'Digital and IT',
		level: 'Advanced',
		format: 'Blended',
		duration: '2 days',
		pricePence: 19500,
		location: 'Warrington town centre WA1, and online',
		skills: ['Microsoft Excel', 'Pivot tables', 'XLOOKUP', 'Data analysis', 'Dashboards'],
		startsInDays: 18,
		lastsDays: 7,
		maxStudents: 10,
		description:
			'For people who already use Excel every day: XLOOKUP and INDEX/MATCH, pivot tables, Power Query and a one-page dashboard built from a real sales export.',
		modules: [
			{
				title: 'Lookups',
				description: 'XLOOKUP, INDEX and MATCH.',
				minutes: 150,
				content: 'Joining two tables by a key, handling missing matches, and why XLOOKUP replaces VLOOKUP.',
			},
			{
				title: 'Pivot tables',
				description: 'Summaries in seconds.',
				minutes: 180,
				content: 'Building a pivot table, grouping dates, calculated fields and slicers.',
			},
			{
				title: 'Power Query',
				description: 'Cleaning data that arrives messy.',
				minutes: 150,
				content:
					'Importing a CSV export, splitting and trimming columns, and refreshing the query when new data arrives.',
			},
			{
				title: 'A one-page dashboard',
				description: 'Putting it together.',
				minutes: 180,
				content: 'Charts and key figures on one sheet, driven by the pivot tables and slicers built earlier.',
			},
		],
	},
	{
		title: 'AAT Level 2 Certificate in Bookkeeping',
		provider: COLLEGE,
		category: 'Business and Finance',
		level: 'Intermediate',
		format: 'Blended',
		duration: '20 weeks',
		pricePence: 69500,
		location: 'Mersey Vale College, Warrington WA2, and online',
		skills: ['Bookkeeping', 'Double-entry', 'VAT', 'Bank reconciliation', 'Sage'],
		startsInDays: 35,
		lastsDays: 139,
		maxStudents: 18,
		description:
			'One evening a week at the college and online study between: double-entry bookkeeping, VAT and reconciliations, leading to the AAT Level 2 qualification employers recognise for accounts assistant roles.',
		modules: [
			{
				title: 'Introduction to bookkeeping',
				description: 'Documents, day books and ledgers.',
				minutes: 300,
				content: 'Invoices, credit notes and receipts; recording them in day books; the sales and purchase ledgers.',
			},
			{
				title: 'Double-entry and the trial balance',
				description: 'Every transaction twice.',
				minutes: 360,
				content: 'Debits and credits, posting to the general ledger, and balancing off accounts into a trial balance.',
			},
			{
				title: 'VAT and control accounts',
				description: 'VAT on sales and purchases, and checking the ledgers.',
				minutes: 300,
				content: 'Standard, reduced and zero rates; control accounts and finding the errors they reveal.',
			},
			{
				title: 'Bank reconciliation and software',
				description: 'Matching the books to the bank.',
				minutes: 300,
				content: 'Reconciling the cash book with a bank statement, and doing the same in accounting software.',
			},
		],
	},
	{
		title: 'Customer Service Skills',
		provider: ADULT_LEARNING,
		category: 'Customer Service',
		level: 'Beginner',
		format: 'In person',
		duration: '4 weeks',
		pricePence: 0,
		location: 'Warrington Library, Museum Street WA1',
		skills: ['Customer service', 'Communication', 'Complaint handling', 'Teamwork'],
		startsInDays: 10,
		lastsDays: 21,
		maxStudents: 14,
		description:
			'Four Tuesday mornings for people looking for work in shops, call centres and hospitality. Free to Warrington residents who are out of work or on a low income; includes a practice interview.',
		modules: [
			{
				title: 'What customers expect',
				description: 'First impressions and service standards.',
				minutes: 150,
				content: 'Greeting, listening and helping; why service standards exist and how they are measured.',
			},
			{
				title: 'Communication on the phone and face to face',
				description: 'Tone, questions and clear answers.',
				minutes: 150,
				content: 'Open and closed questions, summarising what the customer needs, and plain words on the phone.',
			},
			{
				title: 'Handling complaints',
				description: 'Calm, fair and quick.',
				minutes: 150,
				content: 'Listening without interrupting, apologising for the experience, putting it right and following up.',
			},
			{
				title: 'Practice interview',
				description: 'A mock interview with feedback.',
				minutes: 150,
				content: 'Each learner has a practice interview for a customer service role and written feedback.',
				optional: true,
			},
		],
	},
	{
		title: 'Level 2 Certificate in Warehousing and Storage',
		provider: COLLEGE,
		category: 'Warehousing and Logistics',
		level: 'Beginner',
		format: 'Blended',
		duration: '10 weeks',
		pricePence: 0,
		location: 'Mersey Vale College, Warrington WA2, and online',
		skills: ['Warehouse operations', 'Stock control', 'Picking and packing', 'Health and safety'],
		startsInDays: 28,
		lastsDays: 69,
		maxStudents: 20,
		description:
			'A funded qualification for people working in or moving into warehouse jobs around Birchwood, Omega and Appleton Thorn: goods in, storage, picking, despatch and stock control.',
		modules: [
			{
				title: 'Goods in and storage',
				description: 'Receiving, checking and putting away.',
				minutes: 240,
				content:
					'Checking deliveries against paperwork, recording discrepancies, and storage locations that make picking quick.',
			},
			{
				title: 'Picking, packing and despatch',
				description: 'Accuracy and speed.',
				minutes: 240,
				content: 'Pick lists and scanners, packing to protect goods, and despatch paperwork.',
			},
			{
				title: 'Stock control',
				description: 'Counts, rotation and shrinkage.',
				minutes: 180,
				content: 'Cycle counts, first in first out, and finding the causes of stock losses.',
			},
			{
				title: 'Safe working in a warehouse',
				description: 'Moving vehicles, racking and manual handling.',
				minutes: 180,
				content: 'Pedestrian routes, racking damage, and lifting safely.',
			},
		],
	},
	{
		title: 'Manual Handling Awareness',
		provider: FIRST_AID,
		category: 'Health and Safety',
		level: 'Beginner',
		format: 'Online',
		duration: '2 hours',
		pricePence: 2500,
		location: 'Online, at your own pace',
		skills: ['Manual handling', 'Risk assessment', 'Warehouse safety'],
		description:
			'The short course many warehouses, care homes and shops ask new starters to complete: the TILE risk assessment and safe lifting technique.',
		modules: [
			{
				title: 'Why manual handling matters',
				description: 'Injuries and the regulations.',
				minutes: 40,
				content: 'Back injuries and musculoskeletal disorders, and the Manual Handling Operations Regulations 1992.',
			},
			{
				title: 'Assessing a lift with TILE',
				description: 'Task, Individual, Load, Environment.',
				minutes: 40,
				content: 'Thinking through the task, the person, the load and the surroundings before lifting.',
			},
			{
				title: 'Safe lifting technique',
				description: 'Plan, position, lift, move, place.',
				minutes: 40,
				content: 'Feet apart, knees bent, load close, no twisting; and when to use a trolley or ask for help.',
			},
		],
	},
	{
		title: 'Mental Health First Aid (Adult)',
		provider: FIRST_AID,
		category: 'Care and Health',
		level: 'Intermediate',
		format: 'In person',
		duration: '2 days',
		pricePence: 17500,
		location: 'Stockton Heath, Warrington WA4',
		skills: ['Mental health awareness', 'Active listening', 'Signposting', 'Wellbeing'],
		startsInDays: 25,
		lastsDays: 1,
		maxStudents: 16,
		description:
			'Two days on spotting the signs of mental ill health, starting a supportive conversation and guiding someone towards help. Popular with team leaders and HR staff.',
		modules: [
			{
				title: 'Mental health and stigma',
				description: 'What mental health is, and what stops people seeking help.',
				minutes: 180,
				content: 'The mental health continuum, common conditions, and how stigma keeps people from asking for help.',
			},
			{
				title: 'Depression and anxiety',
				description: 'Signs, symptoms and support.',
				minutes: 240,
				content: 'Recognising depression and anxiety, and the action plan for a first conversation.',
			},
			{
				title: 'Crisis situations',
				description: 'Suicidal thoughts, panic attacks and psychosis.',
				minutes: 240,
				content: 'Asking directly about suicide, staying with the person, and getting urgent help.',
			},
			{
				title: 'Looking after yourself',
				description: 'Boundaries and self-care for the first aider.',
				minutes: 60,
				content: 'Knowing the limits of the role and where to get support yourself.',
			},
		],
	},
	{
		title: 'Digital Skills for Work',
		provider: ADULT_LEARNING,
		category: 'Digital and IT',
		level: 'Beginner',
		format: 'In person',
		duration: '6 weeks',
		pricePence: 0,
		location: 'Orford Hub, Warrington WA2',
		skills: ['Email', 'Online job applications', 'Microsoft Word', 'Online safety'],
		startsInDays: 5,
		lastsDays: 35,
		maxStudents: 12,
		description:
			'Weekly sessions for people who are new to computers or out of practice: email, online forms, a CV in Word, video calls and staying safe online. Laptops are provided.',
		modules: [
			{
				title: 'Getting started',
				description: 'Mouse, keyboard, files and folders.',
				minutes: 120,
				content: 'Using a laptop with confidence: opening programs, saving files and finding them again.',
			},
			{
				title: 'Email and online forms',
				description: 'Sending, replying and attaching files.',
				minutes: 120,
				content:
					'Setting up an email address, writing a clear message, attaching a CV and filling in an online application.',
			},
			{
				title: 'A CV in Word',
				description: 'Headings, lists and saving as PDF.',
				minutes: 120,
				content: 'Laying out a one-page CV and saving it as a PDF employers can open.',
			},
			{
				title: 'Staying safe online',
				description: 'Passwords, scams and fake job adverts.',
				minutes: 120,
				content: 'Strong passwords, spotting phishing emails, and the warning signs of a fake job advert.',
			},
		],
	},
	{
		title: 'Introduction to Coding with Python',
		provider: COLLEGE,
		category: 'Digital and IT',
		level: 'Beginner',
		format: 'Online',
		duration: '8 weeks',
		pricePence: 4900,
		location: 'Online, with weekly live sessions',
		skills: ['Python', 'Programming', 'Problem solving', 'Data analysis'],
		startsInDays: 16,
		lastsDays: 55,
		maxStudents: 25,
		description:
			'A first programming course: variables, decisions, loops, functions and reading a spreadsheet of data, with a weekly live session and a small project at the end.',
		modules: [
			{
				title: 'Variables and types',
				description: 'Numbers, text and lists.',
				minutes: 120,
				content: 'Running Python, storing values in variables, and working with strings and lists.',
			},
			{
				title: 'Decisions and loops',
				description: 'if, for and while.',
				minutes: 150,
				content: 'Making a program choose and repeat, with exercises that build a simple quiz.',
			},
			{
				title: 'Functions',
				description: 'Breaking a problem into pieces.',
				minutes: 150,
				content: 'Writing functions with parameters and return values, and testing them.',
			},
			{
				title: 'Working with data',
				description: 'Reading a CSV file and summarising it.',
				minutes: 180,
				content: 'Reading a file of sales figures, adding them up by month and printing a small report.',
			},
			{
				title: 'Final project',
				description: 'A small program of your own.',
				minutes: 240,
				content: 'A project chosen with your tutor, presented at the last live session.',
				optional: true,
			},
		],
	},
	{
		title: 'SIA Door Supervisor Licence Training',
		provider: CONSTRUCTION,
		category: 'Health and Safety',
		level: 'Intermediate',
		format: 'In person',
		duration: '6 days',
		pricePence: 28000,
		location: 'Omega, Great Sankey, Warrington WA5',
		skills: ['Conflict management', 'Physical intervention', 'Emergency first aid', 'Security awareness'],
		startsInDays: 30,
		lastsDays: 5,
		maxStudents: 12,
		description:
			'The training required before applying for an SIA door supervisor licence, for security work in venues, retail and events. Includes the emergency first aid unit.',
		modules: [
			{
				title: 'Working in the private security industry',
				description: 'The law, licensing and your role.',
				minutes: 360,
				content:
					'The Private Security Industry Act, licensing, and the powers a door supervisor does and does not have.',
			},
			{
				title: 'Conflict management',
				description: 'Preventing and defusing conflict.',
				minutes: 480,
				content: 'Reading a situation, de-escalating with words and body language, and when to withdraw.',
			},
			{
				title: 'Physical intervention',
				description: 'Safe holding and escorting techniques.',
				minutes: 780,
				content: 'Non-harmful techniques for disengaging and escorting, taught and assessed in practice.',
			},
			{
				title: 'Emergency first aid',
				description: 'The first aid unit of the licence.',
				minutes: 420,
				content: 'Primary survey, CPR, bleeding and the recovery position, assessed in practice.',
			},
		],
	},
	{
		title: 'Team Leading and Supervision (Level 3)',
		provider: COLLEGE,
		category: 'Business and Finance',
		level: 'Advanced',
		format: 'Blended',
		duration: '12 weeks',
		pricePence: 45000,
		originalPricePence: 52000,
		location: 'Mersey Vale College, Warrington WA2, and online',
		skills: ['Leadership', 'People management', 'Performance reviews', 'Planning', 'Communication'],
		startsInDays: 42,
		lastsDays: 83,
		maxStudents: 16,
		description:
			'For new and aspiring team leaders in warehouses, call centres, shops and offices: leading a team, managing performance, planning work and handling difficult conversations.',
		modules: [
			{
				title: 'Leading a team',
				description: 'Styles of leadership and building trust.',
				minutes: 300,
				content: 'Leadership styles and when each works, setting expectations and earning a team’s trust.',
			},
			{
				title: 'Planning and organising work',
				description: 'Rotas, targets and priorities.',
				minutes: 300,
				content: 'Planning a shift, setting realistic targets and keeping work moving when people are absent.',
			},
			{
				title: 'Managing performance',
				description: 'One-to-ones, feedback and reviews.',
				minutes: 300,
				content: 'Regular one-to-ones, giving feedback that helps, and running a fair performance review.',
			},
			{
				title: 'Difficult conversations',
				description: 'Absence, conduct and conflict within a team.',
				minutes: 300,
				content: 'Preparing for a hard conversation, keeping to facts, and knowing when to involve HR.',
			},
		],
	},
	{
		title: 'Level 2 Award in Health and Social Care',
		provider: CARE,
		category: 'Care and Health',
		level: 'Intermediate',
		format: 'Online',
		duration: '10 weeks',
		pricePence: 0,
		location: 'Online, with tutor support',
		skills: ['Person-centred care', 'Safeguarding', 'Health and safety', 'Communication', 'Equality and diversity'],
		startsInDays: 20,
		lastsDays: 69,
		description:
			'A funded online qualification for care workers who have finished the Care Certificate and want a recognised award towards a senior carer role.',
		modules: [
			{
				title: 'Communication in care',
				description: 'Meeting people’s communication needs.',
				minutes: 240,
				content: 'Barriers to communication, working with interpreters and aids, and recording accurately.',
			},
			{
				title: 'Equality, diversity and rights',
				description: 'Inclusive practice.',
				minutes: 240,
				content: 'The Equality Act, discrimination and how to challenge it, and supporting people’s rights.',
			},
			{
				title: 'Safeguarding and protection',
				description: 'Recognising and reporting abuse.',
				minutes: 240,
				content: 'Indicators of abuse, local safeguarding procedures, and whistleblowing.',
			},
			{
				title: 'Health and safety in care settings',
				description: 'Medication, hazards and emergencies.',
				minutes: 240,
				content: 'The care worker’s part in medication, hazardous substances and responding to emergencies.',
			},
		],
	},
]

/** Seeds the catalogue; returns the courses by title for the other seeders. */
export function seedCourses(tx: EntityManager, now: Date) {
	const courses = new Map<string, TrainingCourse>()
	for (const seed of SEED_COURSES) {
		const startDate = seed.startsInDays === undefined ? null : dayOf(now, seed.startsInDays)
		const course = tx.create(TrainingCourse, {
			title: seed.title,
			description: seed.description,
			provider: seed.provider,
			providerUrl: null,
			category: seed.category,
			duration: seed.duration,
			format: seed.format,
			level: seed.level,
			pricePence: seed.pricePence,
			originalPricePence: seed.originalPricePence ?? null,
			location: seed.location,
			skills: seed.skills,
			startDate,
			endDate: startDate === null ? null : dayOf(now, seed.startsInDays! + (seed.lastsDays ?? 0)),
			maxStudents: seed.maxStudents ?? null,
			isActive: true,
		})
		seed.modules.forEach((module, index) =>
			tx.create(CourseModule, {
				course,
				title: module.title,
				description: module.description,
				content: module.content,
				videoUrl: null,
				durationMinutes: module.minutes,
				orderIndex: index + 1,
				isRequired: !module.optional,
			}),
		)
		courses.set(seed.title, course)
	}
	return courses
}

/** The calendar day `days` after `now` (UTC), as a YYYY-MM-DD string. */
function dayOf(now: Date, days: number) {
	return new Date(now.getTime() + days * DAY).toISOString().slice(0, 10)
}
