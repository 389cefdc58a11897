// The judged queries of the relevance benchmark: what a job seeker in Warrington types into the
// listing's search, and how useful an advert of each role (roles.ts) is to them.
//
// Grades: 3 = exactly what was meant, 2 = clearly relevant, 1 = related, 0 = not relevant; a role
// a query does not name is 0. A misspelt query is judged as if spelt right: the search is to offer
// "Did you mean" and the results for the correction.
//
// THE RULE: these judgements were made from the query alone, as a job seeker would judge the
// adverts, BEFORE looking at what any version of the search returns. Never change a grade to fit
// results. A judgement may be corrected only for a reason a job seeker would give (a role was
// overlooked, a word means something else locally), stated in the commit message, and never in a
// commit that also changes the search.
//
// Judgements are per role, not per advert: a query's extra words (part time, nights) are
// not graded, because an advert's hours and shifts are a filter's business (job type), not
// the search's; the role is what a seeker first wants right.

/** 3 = exactly what was meant, 2 = clearly relevant, 1 = related, 0 = not relevant. */
export type Grade = 0 | 1 | 2 | 3

export type Judged = {
	query: string
	kind: 'role' | 'synonym' | 'skill' | 'multi-word' | 'misspelling'
	grades: Readonly<Record<string, Grade>>
}

const CLEANING = {
	cleaner: 3,
	'office-cleaner': 3,
	'domestic-cleaner': 3,
	housekeeper: 2,
	'cleaning-supervisor': 2,
} as const
const WAREHOUSE = {
	'warehouse-operative': 3,
	'picker-packer': 3,
	'goods-in-operative': 2,
	'forklift-counterbalance': 2,
	'forklift-reach': 2,
	'warehouse-team-leader': 2,
	'stock-controller': 1,
	'shift-manager': 1,
} as const
const FORKLIFT = { 'forklift-counterbalance': 3, 'forklift-reach': 3, 'warehouse-operative': 1 } as const
const LORRY = { 'hgv-class-1': 3, 'hgv-class-2': 3, 'driver-7-5t': 2, 'van-driver': 1 } as const
const CARE = {
	'care-assistant': 3,
	'home-carer': 3,
	'senior-carer': 2,
	'support-worker': 2,
	'healthcare-assistant': 2,
} as const
const RECEPTION = { receptionist: 3, administrator: 1 } as const
const ELECTRICIAN = { electrician: 3, 'maintenance-engineer': 1 } as const
const BOOKKEEPING = { bookkeeper: 3, 'accounts-assistant': 2, payroll: 1 } as const

export const JUDGED_QUERIES: readonly Judged[] = [
	// Plain roles
	{ query: 'cleaning', kind: 'role', grades: CLEANING },
	{ query: 'cleaner', kind: 'role', grades: { ...CLEANING, 'cleaning-supervisor': 1 } },
	{ query: 'office cleaner', kind: 'role', grades: { 'office-cleaner': 3, cleaner: 2, 'domestic-cleaner': 1 } },
	{
		query: 'domestic cleaner',
		kind: 'role',
		grades: { 'domestic-cleaner': 3, cleaner: 2, housekeeper: 2, 'office-cleaner': 1 },
	},
	{ query: 'housekeeper', kind: 'role', grades: { housekeeper: 3, 'domestic-cleaner': 2, cleaner: 1 } },
	{ query: 'warehouse', kind: 'role', grades: WAREHOUSE },
	{
		query: 'warehouse operative',
		kind: 'role',
		grades: {
			...WAREHOUSE,
			'forklift-counterbalance': 1,
			'forklift-reach': 1,
			'warehouse-team-leader': 1,
			'shift-manager': 0,
		},
	},
	{ query: 'forklift driver', kind: 'role', grades: FORKLIFT },
	{ query: 'reach truck driver', kind: 'role', grades: { 'forklift-reach': 3, 'forklift-counterbalance': 2 } },
	{
		query: 'delivery driver',
		kind: 'role',
		grades: { 'van-driver': 3, 'driver-7-5t': 2, 'hgv-class-2': 1, 'hgv-class-1': 1 },
	},
	{ query: 'transport planner', kind: 'role', grades: { 'transport-planner': 3 } },
	{
		query: 'stock controller',
		kind: 'role',
		grades: { 'stock-controller': 3, 'goods-in-operative': 1, 'warehouse-operative': 1 },
	},
	{ query: 'warehouse supervisor', kind: 'role', grades: { 'warehouse-team-leader': 3, 'shift-manager': 2 } },
	{ query: 'care assistant', kind: 'role', grades: { ...CARE, 'home-carer': 2 } },
	{
		query: 'support worker',
		kind: 'role',
		grades: { 'support-worker': 3, 'care-assistant': 2, 'home-carer': 1, 'healthcare-assistant': 1 },
	},
	{ query: 'nurse', kind: 'role', grades: { 'nurse-rgn': 3, 'healthcare-assistant': 1 } },
	{
		query: 'healthcare assistant',
		kind: 'role',
		grades: { 'healthcare-assistant': 3, 'care-assistant': 2, 'support-worker': 1 },
	},
	{ query: 'chef', kind: 'role', grades: { chef: 3, 'kitchen-porter': 1, 'catering-assistant': 1 } },
	{ query: 'kitchen porter', kind: 'role', grades: { 'kitchen-porter': 3, 'catering-assistant': 1 } },
	{ query: 'bar staff', kind: 'role', grades: { 'bar-staff': 3, 'waiting-staff': 2, barista: 1 } },
	{ query: 'barista', kind: 'role', grades: { barista: 3, 'waiting-staff': 1 } },
	{
		query: 'sales assistant',
		kind: 'role',
		grades: { 'sales-assistant': 3, 'store-manager': 1, 'night-replenishment': 1 },
	},
	{ query: 'receptionist', kind: 'role', grades: RECEPTION },
	{
		query: 'customer service',
		kind: 'role',
		grades: { 'customer-service': 3, 'call-centre': 3, receptionist: 1, 'sales-assistant': 1 },
	},
	{ query: 'electrician', kind: 'role', grades: ELECTRICIAN },
	{ query: 'plumber', kind: 'role', grades: { plumber: 3, 'maintenance-engineer': 1 } },
	{ query: 'joiner', kind: 'role', grades: { joiner: 3, labourer: 1 } },
	{ query: 'labourer', kind: 'role', grades: { labourer: 3, joiner: 1 } },
	{ query: 'maintenance engineer', kind: 'role', grades: { 'maintenance-engineer': 3, electrician: 1 } },
	{ query: 'welder', kind: 'role', grades: { welder: 3, 'cnc-machinist': 1 } },
	{ query: 'bookkeeper', kind: 'role', grades: BOOKKEEPING },
	{ query: 'mechanic', kind: 'role', grades: { mechanic: 3, 'maintenance-engineer': 1 } },
	{ query: 'teaching assistant', kind: 'role', grades: { 'teaching-assistant': 3, 'nursery-practitioner': 1 } },
	{ query: 'nursery', kind: 'role', grades: { 'nursery-practitioner': 3, 'teaching-assistant': 1 } },
	{
		query: 'software developer',
		kind: 'role',
		grades: { 'software-developer': 3, 'full-stack-developer': 3, 'data-analyst': 1, 'it-support': 1 },
	},
	{ query: 'IT support', kind: 'role', grades: { 'it-support': 3, 'software-developer': 1 } },
	{ query: 'data analyst', kind: 'role', grades: { 'data-analyst': 3 } },
	{ query: 'security', kind: 'role', grades: { 'security-officer': 3, 'door-supervisor': 3 } },
	{ query: 'door supervisor', kind: 'role', grades: { 'door-supervisor': 3, 'security-officer': 2 } },
	{
		query: 'production operative',
		kind: 'role',
		grades: { 'production-operative': 3, 'cnc-machinist': 1, 'warehouse-operative': 1 },
	},
	// Synonyms and local words
	{ query: 'lorry driver', kind: 'synonym', grades: LORRY },
	{ query: 'HGV', kind: 'synonym', grades: { ...LORRY, 'van-driver': 0, mechanic: 1 } },
	{ query: 'class 1 driver', kind: 'synonym', grades: { 'hgv-class-1': 3, 'hgv-class-2': 1 } },
	{ query: 'class 2 driver', kind: 'synonym', grades: { 'hgv-class-2': 3, 'hgv-class-1': 1, 'driver-7-5t': 1 } },
	{ query: 'carer', kind: 'synonym', grades: CARE },
	{
		query: 'picker packer',
		kind: 'synonym',
		grades: { 'picker-packer': 3, 'warehouse-operative': 3, 'goods-in-operative': 1 },
	},
	{ query: 'FLT', kind: 'synonym', grades: { 'forklift-counterbalance': 3, 'forklift-reach': 3 } },
	{
		query: 'admin',
		kind: 'synonym',
		grades: { administrator: 3, receptionist: 1, 'accounts-assistant': 1, payroll: 1 },
	},
	{ query: 'shop assistant', kind: 'synonym', grades: { 'sales-assistant': 3, 'night-replenishment': 1 } },
	{ query: 'developer', kind: 'synonym', grades: { 'software-developer': 3, 'full-stack-developer': 3 } },
	// Skills and tickets
	{ query: 'CSCS', kind: 'skill', grades: { labourer: 3, joiner: 2, electrician: 2, plumber: 1 } },
	{ query: 'SIA', kind: 'skill', grades: { 'door-supervisor': 3, 'security-officer': 3 } },
	{
		query: 'food hygiene',
		kind: 'skill',
		grades: { chef: 3, 'catering-assistant': 3, 'kitchen-porter': 2, barista: 2, 'waiting-staff': 1, 'bar-staff': 1 },
	},
	{
		query: 'Sage',
		kind: 'skill',
		grades: { 'accounts-assistant': 3, bookkeeper: 3, payroll: 2, 'credit-controller': 2 },
	},
	{ query: 'forklift licence', kind: 'skill', grades: FORKLIFT },
	{ query: 'typescript', kind: 'skill', grades: { 'full-stack-developer': 3, 'software-developer': 2 } },
	// Several words
	{ query: 'part time cleaner', kind: 'multi-word', grades: { ...CLEANING, housekeeper: 1, 'cleaning-supervisor': 1 } },
	{ query: 'night shift warehouse', kind: 'multi-word', grades: { ...WAREHOUSE, 'night-replenishment': 1 } },
	{
		query: 'accounts assistant',
		kind: 'multi-word',
		grades: { 'accounts-assistant': 3, bookkeeper: 2, 'credit-controller': 2, payroll: 1 },
	},
	{
		query: 'payroll administrator',
		kind: 'multi-word',
		grades: { payroll: 3, 'accounts-assistant': 1, administrator: 1 },
	},
	{ query: 'call centre', kind: 'multi-word', grades: { 'call-centre': 3, 'customer-service': 2 } },
	{ query: 'CNC machinist', kind: 'multi-word', grades: { 'cnc-machinist': 3, welder: 1, 'production-operative': 1 } },
	// Misspellings, judged as the word meant
	{ query: 'cleanr', kind: 'misspelling', grades: { ...CLEANING, 'cleaning-supervisor': 1 } },
	{ query: 'recepsionist', kind: 'misspelling', grades: RECEPTION },
	{ query: 'warehose', kind: 'misspelling', grades: WAREHOUSE },
	{ query: 'electritian', kind: 'misspelling', grades: ELECTRICIAN },
	{ query: 'forklfit', kind: 'misspelling', grades: FORKLIFT },
	{ query: 'bookeeper', kind: 'misspelling', grades: BOOKKEEPING },
]
