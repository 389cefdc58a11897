// The board's own vocabulary beside ESCO (decision 196): UK terms ESCO lacks, as skills of our own
// (ids from LOCAL_SKILL_ID_START, linked to the ESCO occupations that ask for them), and as synonyms
// that name an ESCO skill or occupation in the words Warrington adverts and seekers use.
// Every entry is matched as a whole phrase, in any case (taxonomy.server.ts). Why each group is here
// is said above it; local-vocabulary.test.ts checks that every label named exists.
import type { SkillType } from './taxonomy-data.server.ts'

/** Local skills' ids start here, far above ESCO's (about 14,000), so that neither renumbers the other. */
export const LOCAL_SKILL_ID_START = 100_000

export type LocalSkill = {
	id: number
	label: string
	altLabels: readonly string[]
	skillType: SkillType
	/** ESCO occupations (by preferred label) that ask for it, essential or optional. */
	essentialFor?: readonly string[]
	optionalFor?: readonly string[]
}

// Ids are stored in job_skill and user_skill: never renumber one, only add at the end.
export const LOCAL_SKILLS: readonly LocalSkill[] = [
	// Construction sites: the CSCS card is what UK sites ask of everyone on them; ESCO has no
	// national card schemes. The ECS card is the electricians' equivalent (JIB), the 18th Edition
	// (BS 7671 wiring regulations) is the qualification electrical adverts name, and Gas Safe
	// registration is the legal bar for gas work.
	{
		id: 100_001,
		label: 'CSCS card',
		altLabels: ['CSCS', 'CSCS labourer card', 'construction skills certification scheme'],
		skillType: 'knowledge',
		essentialFor: ['building construction worker', 'bricklayer', 'construction scaffolder', 'plasterer', 'roofer'],
		optionalFor: ['carpenter', 'construction painter', 'plumber', 'construction general supervisor'],
	},
	{
		id: 100_002,
		label: 'ECS card',
		altLabels: ['ECS', 'JIB ECS card', 'JIB card'],
		skillType: 'knowledge',
		essentialFor: ['building electrician', 'domestic electrician'],
		optionalFor: ['electrician'],
	},
	{
		id: 100_003,
		label: '18th Edition wiring regulations',
		altLabels: ['18th Edition', 'BS 7671', 'BS7671', '18th edition regs', 'IET wiring regulations'],
		skillType: 'knowledge',
		essentialFor: ['electrician', 'building electrician', 'domestic electrician'],
	},
	{
		id: 100_004,
		label: 'Gas Safe registration',
		altLabels: ['Gas Safe', 'Gas Safe registered', 'Gas Safe register', 'ACS gas'],
		skillType: 'knowledge',
		essentialFor: ['gas service technician', 'heating technician'],
		optionalFor: ['plumber'],
	},
	{
		id: 100_005,
		label: 'PASMA certificate',
		altLabels: ['PASMA', 'mobile tower scaffold training'],
		skillType: 'skill',
		optionalFor: ['construction painter', 'building electrician', 'building construction worker', 'plasterer'],
	},
	{
		id: 100_006,
		label: 'IPAF licence',
		altLabels: ['IPAF', 'IPAF card', 'MEWP licence', 'cherry picker licence', 'scissor lift licence'],
		skillType: 'skill',
		optionalFor: ['building electrician', 'construction painter', 'building exterior cleaner', 'warehouse worker'],
	},
	// Checks and certificates UK employers ask for across care, schools and security: the DBS check
	// (criminal record) is asked of every care and school worker; COSHH (hazardous substances
	// regulations) of cleaners and warehouse staff; the Care Certificate is the induction standard of
	// English care work; food hygiene level 2 is what kitchens ask for.
	{
		id: 100_007,
		label: 'DBS check',
		altLabels: ['DBS', 'enhanced DBS', 'enhanced DBS check', 'basic DBS', 'DBS certificate', 'CRB check'],
		skillType: 'knowledge',
		essentialFor: [
			'social care worker',
			'care home worker',
			'healthcare assistant',
			'home care aide',
			'disability support worker',
			'primary school teaching assistant',
			'secondary school teaching assistant',
			'early years teaching assistant',
			'special educational needs assistant',
			'child care worker',
		],
		optionalFor: ['door supervisor', 'security guard', 'domestic cleaner'],
	},
	{
		id: 100_008,
		label: 'COSHH',
		altLabels: ['COSHH awareness', 'COSHH regulations', 'control of substances hazardous to health'],
		skillType: 'knowledge',
		essentialFor: ['building cleaner', 'domestic cleaner'],
		optionalFor: ['warehouse worker', 'kitchen porter', 'building construction worker', 'care home worker'],
	},
	{
		id: 100_009,
		label: 'Care Certificate',
		altLabels: ['the Care Certificate'],
		skillType: 'knowledge',
		essentialFor: ['care home worker', 'healthcare assistant'],
		optionalFor: ['social care worker', 'home care aide', 'disability support worker'],
	},
	{
		id: 100_010,
		label: 'food hygiene certificate level 2',
		altLabels: [
			'food hygiene level 2',
			'level 2 food hygiene',
			'level 2 food safety',
			'food safety level 2',
			'food hygiene certificate',
			'basic food hygiene',
		],
		skillType: 'knowledge',
		essentialFor: ['cook', 'kitchen assistant', 'food service worker'],
		optionalFor: ['kitchen porter', 'chef', 'barista', 'waiter/waitress', 'care home worker'],
	},
	// NVQs are how UK adverts state a level of training; the ones Warrington adverts ask for most are
	// health and social care, and warehousing and storage.
	{
		id: 100_011,
		label: 'NVQ Level 1 health and social care',
		altLabels: ['NVQ 1 in health and social care', 'NVQ level 1 in health and social care'],
		skillType: 'knowledge',
		optionalFor: ['care home worker', 'social care worker'],
	},
	{
		id: 100_012,
		label: 'NVQ Level 2 health and social care',
		altLabels: [
			'NVQ 2 in health and social care',
			'NVQ level 2 in health and social care',
			'NVQ level 2 care',
			'NVQ 2 care',
			'level 2 diploma in health and social care',
			'QCF level 2 health and social care',
		],
		skillType: 'knowledge',
		optionalFor: ['care home worker', 'social care worker', 'healthcare assistant', 'home care aide'],
	},
	{
		id: 100_013,
		label: 'NVQ Level 3 health and social care',
		altLabels: [
			'NVQ 3 in health and social care',
			'NVQ level 3 in health and social care',
			'NVQ level 3 care',
			'NVQ 3 care',
			'level 3 diploma in health and social care',
			'QCF level 3 health and social care',
		],
		skillType: 'knowledge',
		optionalFor: ['care home worker', 'social care worker', 'healthcare assistant'],
	},
	{
		id: 100_014,
		label: 'NVQ Level 1 warehousing and storage',
		altLabels: ['NVQ 1 warehousing', 'NVQ level 1 warehousing'],
		skillType: 'knowledge',
		optionalFor: ['warehouse worker', 'warehouse order picker'],
	},
	{
		id: 100_015,
		label: 'NVQ Level 2 warehousing and storage',
		altLabels: ['NVQ 2 warehousing', 'NVQ level 2 warehousing', 'NVQ level 2 in warehousing and storage'],
		skillType: 'knowledge',
		optionalFor: ['warehouse worker', 'warehouse order picker', 'forklift operator'],
	},
	{
		id: 100_016,
		label: 'NVQ Level 3 warehousing and storage',
		altLabels: ['NVQ 3 warehousing', 'NVQ level 3 warehousing', 'NVQ level 3 in warehousing and storage'],
		skillType: 'knowledge',
		optionalFor: ['warehouse worker', 'warehouse manager'],
	},
	// UK driving licence categories: ESCO knows "drive vehicles" but not which licence. Class 1 (C+E)
	// is an articulated lorry, Class 2 (C) a rigid one, C1 up to 7.5 tonnes; the Driver CPC and its
	// card are required of every professional lorry and bus driver. A full UK licence is asked of
	// van drivers, carers who drive to clients, and many trades.
	{
		id: 100_017,
		label: 'HGV Class 1 licence',
		altLabels: [
			'Class 1 licence',
			'C+E licence',
			'CE licence',
			'Cat C+E',
			'category C+E',
			'HGV1',
			'HGV 1',
			'Class 1 HGV',
		],
		skillType: 'skill',
		optionalFor: ['cargo vehicle driver'],
	},
	{
		id: 100_018,
		label: 'HGV Class 2 licence',
		altLabels: ['Class 2 licence', 'C licence', 'Cat C licence', 'category C licence', 'HGV2', 'HGV 2', 'Class 2 HGV'],
		skillType: 'skill',
		optionalFor: ['cargo vehicle driver', 'refuse vehicle driver'],
	},
	{
		id: 100_019,
		label: '7.5 tonne licence',
		altLabels: ['C1 licence', '7.5t licence', '7.5 tonne', 'Cat C1', 'category C1'],
		skillType: 'skill',
		optionalFor: ['cargo vehicle driver'],
	},
	{
		id: 100_020,
		label: 'Driver CPC',
		altLabels: [
			'CPC',
			'driver qualification card',
			'DQC',
			'CPC card',
			'Driver CPC card',
			'certificate of professional competence',
		],
		skillType: 'knowledge',
		essentialFor: ['cargo vehicle driver', 'bus driver'],
		optionalFor: ['refuse vehicle driver'],
	},
	{
		id: 100_021,
		label: 'full UK driving licence',
		altLabels: [
			'full UK licence',
			'UK driving licence',
			'full driving licence',
			'clean driving licence',
			'clean UK driving licence',
		],
		skillType: 'skill',
		essentialFor: ['cargo vehicle driver', 'taxi driver'],
		optionalFor: [
			'home care aide',
			'care home worker',
			'gas service technician',
			'plumber',
			'electrician',
			'domestic cleaner',
		],
	},
	// Forklift licences in the UK are by truck type and accrediting body (RTITB, ITSSAR, AITT, NPORS);
	// adverts ask for "counterbalance" or "reach" by name.
	{
		id: 100_022,
		label: 'counterbalance forklift licence',
		altLabels: [
			'counterbalance licence',
			'counterbalance',
			'counterbalance forklift',
			'counterbalance truck',
			'B1 counterbalance',
		],
		skillType: 'skill',
		essentialFor: ['forklift operator'],
		optionalFor: ['warehouse worker'],
	},
	{
		id: 100_023,
		label: 'reach truck licence',
		altLabels: ['reach truck', 'reach licence', 'reach forklift', 'reach truck forklift', 'reach truck driver'],
		skillType: 'skill',
		optionalFor: ['forklift operator', 'warehouse worker'],
	},
	{
		id: 100_024,
		label: 'RTITB forklift certificate',
		altLabels: ['RTITB', 'ITSSAR', 'AITT', 'NPORS', 'RTITB licence', 'ITSSAR licence', 'accredited forklift licence'],
		skillType: 'skill',
		optionalFor: ['forklift operator', 'warehouse worker'],
	},
	// Door supervisors and guards in the UK must hold an SIA licence (Security Industry Authority).
	{
		id: 100_025,
		label: 'SIA licence',
		altLabels: [
			'SIA',
			'SIA badge',
			'SIA door supervisor licence',
			'SIA security guard licence',
			'SIA door supervisor',
			'SIA CCTV licence',
		],
		skillType: 'knowledge',
		essentialFor: ['door supervisor', 'security guard'],
		optionalFor: ['security guard supervisor'],
	},
	// Workplace training UK adverts name as a requirement: manual handling (the Manual Handling
	// Operations Regulations) and the HSE's first aid at work course.
	{
		id: 100_026,
		label: 'manual handling',
		altLabels: [
			'manual handling training',
			'manual handling certificate',
			'moving and handling',
			'safe moving and handling',
		],
		skillType: 'skill',
		essentialFor: ['warehouse worker', 'warehouse order picker', 'hand packer', 'care home worker'],
		optionalFor: ['healthcare assistant', 'kitchen porter', 'building construction worker', 'cargo vehicle driver'],
	},
	{
		id: 100_027,
		label: 'first aid at work',
		altLabels: [
			'first aid at work certificate',
			'emergency first aid at work',
			'EFAW',
			'FAW',
			'first aid certificate',
			'first aider',
		],
		skillType: 'skill',
		optionalFor: ['care home worker', 'security guard', 'door supervisor', 'child care worker', 'warehouse worker'],
	},
	// Small-business accounts software: nearly every Warrington bookkeeping advert names Sage or Xero.
	{
		id: 100_028,
		label: 'Sage accounting software',
		altLabels: ['Sage 50', 'Sage Line 50', 'Sage 200', 'Sage Payroll'],
		skillType: 'knowledge',
		optionalFor: ['bookkeeper', 'accounting assistant', 'payroll clerk'],
	},
	{
		id: 100_029,
		label: 'Xero',
		altLabels: ['Xero accounting', 'Xero software'],
		skillType: 'knowledge',
		optionalFor: ['bookkeeper', 'accounting assistant'],
	},
	{
		id: 100_030,
		label: 'QuickBooks',
		altLabels: ['Quickbooks Online', 'QBO'],
		skillType: 'knowledge',
		optionalFor: ['bookkeeper', 'accounting assistant'],
	},
]

/**
 * Words that name a skill or an occupation of the taxonomy (by its label, ESCO's or a local
 * skill's, in any case): matched as whole phrases like the taxonomy's own labels, and preferred to
 * them when both name the same words.
 */
export type LocalSynonym = { phrases: readonly string[]; skill?: string; occupation?: string }

// A phrase naming several occupations is listed once for each (a carer works in a care home or
// for a care agency): a title takes the one with the shortest label, a search widens to all.
export const LOCAL_SYNONYMS: readonly LocalSynonym[] = [
	// Warehousing. ESCO gives "warehouse operative" to two occupations (warehouse worker and warehouse
	// order picker); Warrington adverts use it, "picker packer" and "warehouse assistant" for the same
	// job, so all of them name warehouse worker here, and the title decides by this list first.
	{
		phrases: [
			'warehouse operative',
			'picker packer',
			'picker/packer',
			'pick packer',
			'warehouse assistant',
			'warehouse associate',
			'warehouse team member',
			'warehouse colleague',
			'warehouse general operative',
			'despatch operative',
			'dispatch operative',
			'goods in operative',
			'goods in/out operative',
		],
		occupation: 'warehouse worker',
	},
	{ phrases: ['order picking', 'picking and packing', 'pick and pack'], skill: 'pick orders for dispatching' },
	{
		phrases: ['FLT', 'FLT licence', 'forklift licence', 'fork lift', 'fork lift truck', 'forklift truck'],
		skill: 'operate forklift',
	},
	{
		phrases: [
			'FLT driver',
			'forklift driver',
			'fork lift driver',
			'FLT operator',
			'reach truck driver',
			'counterbalance driver',
		],
		occupation: 'forklift operator',
	},
	// Warehouse and care titles whose words ESCO puts elsewhere: a team leader or supervisor of a
	// warehouse is its first line of management; a returns or goods-out operative is warehouse work;
	// stock replenishment is shelf filling.
	{
		phrases: ['warehouse team leader', 'warehouse supervisor', 'shift team leader', 'warehouse shift manager'],
		occupation: 'warehouse manager',
	},
	{
		phrases: ['returns operative', 'goods out operative', 'warehouse loader'],
		occupation: 'warehouse worker',
	},
	{
		phrases: ['stock replenishment', 'replenishment colleague', 'replenishment assistant', 'night filler'],
		occupation: 'shelf filler',
	},
	// "Registered nurse" and "RGN" are how UK care homes advertise a general nurse; a care home's
	// manager ("registered manager", "deputy manager") runs a care service.
	{ phrases: ['registered nurse', 'RGN', 'staff nurse'], occupation: 'nurse responsible for general care' },
	{ phrases: ['dental nurse', 'trainee dental nurse'], occupation: 'dental chairside assistant' },
	{
		phrases: ['registered manager', 'care home manager', 'deputy care home manager', 'deputy manager (care)'],
		occupation: 'social services manager',
	},
	// Driving: ESCO has "HGV driver" and "lorry driver" under cargo vehicle driver, but not the
	// licence-class names drivers and agencies use in titles.
	{
		phrases: [
			'Class 1 driver',
			'Class 2 driver',
			'C+E driver',
			'CE driver',
			'Cat C driver',
			'HGV Class 1 driver',
			'HGV Class 2 driver',
			'HGV 1 driver',
			'HGV 2 driver',
			'HGV1 driver',
			'HGV2 driver',
			'7.5 tonne driver',
			'7.5t driver',
			'C1 driver',
			'multi-drop driver',
			'multi drop driver',
			'van driver',
			'tipper driver',
			'trunker',
			'night trunker',
			'tramper driver',
		],
		occupation: 'cargo vehicle driver',
	},
	{ phrases: ['driving', 'driving duties'], skill: 'drive vehicles' },
	// Care: "carer" and "support worker" are what UK care adverts and seekers say; ESCO spreads the
	// work over several occupations, of which these are the ones English care homes and home care
	// agencies hire for. "Domiciliary" is home care.
	{
		phrases: ['carer', 'care assistant', 'senior carer', 'senior care assistant', 'care worker'],
		occupation: 'care home worker',
	},
	{
		phrases: ['carer', 'care assistant', 'senior carer', 'senior care assistant', 'care worker'],
		occupation: 'social care worker',
	},
	{
		phrases: ['domiciliary carer', 'home carer', 'domiciliary care assistant', 'home care assistant', 'live-in carer'],
		occupation: 'home care aide',
	},
	{
		phrases: ['domiciliary carer', 'home carer', 'domiciliary care assistant', 'home care assistant', 'live-in carer'],
		occupation: 'care home worker',
	},
	{ phrases: ['support worker', 'care and support worker', 'support assistant'], occupation: 'social care worker' },
	{
		phrases: ['support worker', 'care and support worker', 'support assistant'],
		occupation: 'disability support worker',
	},
	{
		phrases: ['HCA', 'health care assistant', 'nursing assistant', 'ward assistant'],
		occupation: 'healthcare assistant',
	},
	{ phrases: ['personal care', 'personal care tasks'], skill: 'assist clients with special needs' },
	// Schools: "TA" and "LSA" are the UK names for teaching assistants; ESCO splits them by stage.
	{
		phrases: [
			'TA',
			'teaching assistant',
			'classroom assistant',
			'LSA',
			'learning support assistant',
			'HLTA',
			'higher level teaching assistant',
		],
		occupation: 'primary school teaching assistant',
	},
	{
		phrases: [
			'TA',
			'teaching assistant',
			'classroom assistant',
			'LSA',
			'learning support assistant',
			'HLTA',
			'higher level teaching assistant',
		],
		occupation: 'secondary school teaching assistant',
	},
	{
		phrases: ['SEN TA', 'SEN teaching assistant', 'SEND teaching assistant', 'SEN support assistant'],
		occupation: 'special educational needs assistant',
	},
	// Cleaning: adverts say "cleaner" and "cleaning" where ESCO says building, domestic or office cleaning.
	{
		phrases: [
			'cleaner',
			'cleaning operative',
			'contract cleaner',
			'office cleaner',
			'commercial cleaner',
			'industrial cleaner',
		],
		occupation: 'building cleaner',
	},
	{
		phrases: ['domestic cleaner', 'housekeeper', 'housekeeping assistant', 'room attendant'],
		occupation: 'domestic cleaner',
	},
	{ phrases: ['cleaning', 'general cleaning', 'cleaning duties', 'deep cleaning'], skill: 'perform cleaning duties' },
	{ phrases: ['cleaning chemicals', 'cleaning products'], skill: 'handle chemical cleaning agents' },
	// Kitchens: "KP" is the trade's name for a kitchen porter; "chef de partie" and "commis chef" for cooks.
	{ phrases: ['KP', 'kitchen porter', 'pot washer', 'dishwasher'], occupation: 'kitchen porter' },
	{ phrases: ['commis chef', 'chef de partie', 'CDP', 'sous chef', 'line cook'], occupation: 'cook' },
	{ phrases: ['catering assistant', 'kitchen assistant', 'food prep assistant'], occupation: 'kitchen assistant' },
	// Security: "doorman" and "door staff" are the everyday names for door supervisors.
	{ phrases: ['door staff', 'doorman', 'door supervisor', 'bouncer'], occupation: 'door supervisor' },
	{
		phrases: ['security officer', 'security guard', 'static guard', 'mobile patrol officer', 'CCTV operator'],
		occupation: 'security guard',
	},
	// Construction labour: UK adverts say "labourer", "general operative" and "groundworker".
	{
		phrases: [
			'labourer',
			'site labourer',
			'general labourer',
			'groundworker',
			'construction operative',
			'general operative',
		],
		occupation: 'building construction worker',
	},
	{
		phrases: ['sparky', 'electrical engineer (installation)', 'approved electrician', 'domestic installer'],
		occupation: 'electrician',
	},
	{ phrases: ['gas engineer', 'heating engineer', 'boiler engineer'], occupation: 'gas service technician' },
	// Office work: accounts roles in small Warrington firms.
	{
		phrases: [
			'accounts assistant',
			'accounts clerk',
			'purchase ledger clerk',
			'sales ledger clerk',
			'credit controller',
		],
		occupation: 'accounting assistant',
	},
	{ phrases: ['bookkeeping', 'book-keeping', 'bookkeeper'], occupation: 'bookkeeper' },
	{ phrases: ['customer service', 'customer services', 'customer care'], skill: 'customer service' },
	// Everyday UK titles of bar, shop, office, garage and machine-shop work, and home cleaning,
	// that ESCO files under other words.
	{ phrases: ['bartender', 'bar staff', 'bar person', 'bar team member', 'bar assistant'], occupation: 'bartender' },
	{
		phrases: ['retail assistant', 'customer assistant', 'sales advisor', 'shop assistant', 'retail sales assistant'],
		occupation: 'sales assistant',
	},
	{
		phrases: ['admin', 'admin assistant', 'administrator', 'office administrator', 'administration assistant'],
		occupation: 'administrative assistant',
	},
	{
		phrases: ['mechanic', 'motor mechanic', 'vehicle technician', 'MOT tester', 'HGV technician'],
		occupation: 'vehicle technician',
	},
	{
		phrases: ['CNC machinist', 'CNC setter', 'CNC setter operator', 'CNC miller', 'CNC lathe operator', 'CNC operator'],
		occupation: 'computer numerical control machine operator',
	},
	{ phrases: ['domestic assistant', 'home cleaner', 'house cleaner'], occupation: 'domestic cleaner' },
]

/**
 * Single words ESCO uses as skill labels that adverts use in their everyday sense ("polish",
 * "interview", "reporting") are not matched in advert text on their own; only these single words
 * are (and any single word a local synonym lists). A seeker naming a skill exactly still maps to it.
 */
export const SINGLE_WORD_SKILLS: readonly string[] = [
	// Technical names no advert uses in another sense.
	'accounting',
	'C#',
	'C++',
	'carpentry',
	'CSS',
	'hydraulics',
	'JavaScript',
	'PHP',
	'pneumatics',
	'SQL',
	'TypeScript',
	// The local skills' one-word names: UK cards, schemes and software.
	'CSCS',
	'ECS',
	'BS7671',
	'PASMA',
	'IPAF',
	'DBS',
	'COSHH',
	'HGV1',
	'HGV2',
	'CPC',
	'DQC',
	'counterbalance',
	'RTITB',
	'ITSSAR',
	'AITT',
	'NPORS',
	'SIA',
	'EFAW',
	'FAW',
	'Xero',
	'QuickBooks',
	'QBO',
]
