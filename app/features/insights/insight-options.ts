// The fixed lists of the insight pages (issue 12; specification 001 §9): industries, experience
// levels, skill categories and the skills the board recognises in job adverts and seekers'
// profiles, and the smallest group an aggregate may show. Shared by the screens, the API and the
// services.
import { ALL_INDUSTRIES } from '../jobs/job-options.ts'

/**
 * The industries the insight filters offer: the board's own (every job carries one of these), not
 * the specification's shorter sample list, so a filter can match every job (docs/product.md §22).
 */
export const INSIGHT_INDUSTRIES = ALL_INDUSTRIES

// The levels jobs/experience-level.ts reads from every advert, so that a filter matches its jobs.
export { EXPERIENCE_LEVEL_VALUES, EXPERIENCE_LEVELS, type ExperienceLevel } from '../jobs/experience-level.ts'

/** Skill categories of the talent pool filter (specification 001 §9). */
export const SKILL_CATEGORIES = [
	'Software Development',
	'Digital Marketing',
	'Data Analysis',
	'Project Management',
	'Customer Service',
	'Sales',
	'Design',
	'Engineering',
	'Healthcare',
	'Finance',
] as const
export type SkillCategory = (typeof SKILL_CATEGORIES)[number]

/**
 * The skills the board recognises, each with the words that name it (matched whole, any case) and
 * its category (null: a skill of local work that none of the ten categories covers). "Skills in
 * demand" counts the listed jobs whose title or description names one; the talent pool sorts
 * seekers' Quick Apply skills into categories with the same words.
 */
export const SKILL_KEYWORDS: readonly { skill: string; words: readonly string[]; category: SkillCategory | null }[] = [
	{ skill: 'JavaScript', words: ['javascript', 'typescript', 'node.js', 'nodejs'], category: 'Software Development' },
	{ skill: 'React', words: ['react', 'react.js'], category: 'Software Development' },
	{ skill: 'Python', words: ['python', 'django'], category: 'Software Development' },
	{ skill: 'Java', words: ['java', 'spring boot'], category: 'Software Development' },
	{ skill: 'C#', words: ['c#', '.net', 'asp.net'], category: 'Software Development' },
	{ skill: 'SQL', words: ['sql', 'postgresql', 'mysql'], category: 'Data Analysis' },
	{ skill: 'Excel', words: ['excel', 'spreadsheets'], category: 'Data Analysis' },
	{ skill: 'Data analysis', words: ['data analysis', 'power bi', 'tableau', 'reporting'], category: 'Data Analysis' },
	{ skill: 'SEO', words: ['seo', 'search engine optimisation'], category: 'Digital Marketing' },
	{ skill: 'Social media', words: ['social media', 'instagram', 'facebook'], category: 'Digital Marketing' },
	{
		skill: 'Project management',
		words: ['project management', 'prince2', 'agile', 'scrum'],
		category: 'Project Management',
	},
	{
		skill: 'Customer service',
		words: ['customer service', 'customer care', 'front of house', 'reception'],
		category: 'Customer Service',
	},
	{ skill: 'Communication', words: ['communication', 'communicator', 'telephone'], category: 'Customer Service' },
	{ skill: 'Sales', words: ['sales', 'selling', 'business development'], category: 'Sales' },
	{ skill: 'Negotiation', words: ['negotiation', 'account management', 'crm'], category: 'Sales' },
	{ skill: 'Graphic design', words: ['graphic design', 'photoshop', 'illustrator', 'figma'], category: 'Design' },
	{ skill: 'CAD', words: ['cad', 'autocad', 'solidworks'], category: 'Design' },
	{ skill: 'Electrical', words: ['electrical', 'electrician', '18th edition'], category: 'Engineering' },
	{ skill: 'Mechanical', words: ['mechanical', 'maintenance', 'plc'], category: 'Engineering' },
	{ skill: 'Welding', words: ['welding', 'fabrication', 'cnc'], category: 'Engineering' },
	{ skill: 'Care', words: ['personal care', 'care certificate', 'support worker', 'dementia'], category: 'Healthcare' },
	{ skill: 'Nursing', words: ['nursing', 'nmc', 'registered nurse'], category: 'Healthcare' },
	{ skill: 'First aid', words: ['first aid', 'medication'], category: 'Healthcare' },
	{ skill: 'Bookkeeping', words: ['bookkeeping', 'sage', 'xero', 'accounts payable'], category: 'Finance' },
	{ skill: 'Accounting', words: ['accounting', 'aat', 'acca', 'cima', 'payroll'], category: 'Finance' },
	{ skill: 'Forklift', words: ['forklift', 'flt', 'counterbalance', 'reach truck'], category: null },
	{
		skill: 'Driving licence',
		words: ['driving licence', 'full uk licence', 'hgv', 'class 2', 'class 1'],
		category: null,
	},
	{ skill: 'Food hygiene', words: ['food hygiene', 'food safety', 'haccp'], category: null },
	{ skill: 'Cleaning', words: ['cleaning', 'cleaner', 'housekeeping'], category: null },
	{ skill: 'SIA licence', words: ['sia', 'door supervisor', 'cctv'], category: null },
]

/** The smallest group of people an aggregate may show (k-anonymity); a smaller one is left out. */
export const MIN_GROUP_SIZE = 5
/** The fewest data points a figure is shown from; fewer, and the page says "Not enough data yet". */
export const MIN_SAMPLE_SIZE = 5
export const NOT_ENOUGH_DATA = 'Not enough data yet'
/** Employer-only insight pages (specification 001 §2 and §8). */
export const INSIGHTS_RESTRICTED_HEADING = 'Access Restricted'
export const INSIGHTS_RESTRICTED_MESSAGE = 'This feature is only available to employers.'
