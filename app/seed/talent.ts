// Demo job seekers for the local talent pool (decision 136): 80 people looking for work around
// Warrington, with job preferences and Quick Apply profiles, so /talent-pool shows real aggregates
// on a new install. They cannot sign in: their password field holds no password hash, which no
// password verifies (verifyPassword refuses what is not an argon2 hash), and their addresses are
// on a demo subdomain nobody receives mail at. The same people on every install (a seeded generator).
import type { EntityManager } from '@mikro-orm/postgresql'
import { QuickApplyProfile } from '../models/quick-apply-profile.ts'
import { User } from '../models/user.ts'
import { UserPreferences } from '../models/user-preferences.ts'
import { AVAILABILITY_NOTICE_VALUES, PREFERENCE_LOCATIONS } from '../features/recommendations/seeker-options.ts'

export const TALENT_EMAIL_DOMAIN = 'seekers.demo.warringtonjobs.co.uk'
/** Not an argon2 hash: no password signs in to these accounts. */
export const NO_PASSWORD = '!demo-seeker:no-password'

type Persona = {
	count: number
	titles: readonly string[]
	industries: readonly (readonly string[])[]
	skills: readonly string[]
	years: readonly [number, number]
	salary: readonly [number, number]
	areas: readonly string[]
}

// Who is looking, roughly as a Warrington board sees them: care and logistics first.
const PERSONAS: readonly Persona[] = [
	{
		count: 14,
		titles: ['Care Assistant', 'Support Worker', 'Senior Carer', 'Healthcare Assistant'],
		industries: [['Social Care', 'Healthcare'], ['Healthcare'], ['Social Care']],
		skills: [
			'Personal care',
			'Care Certificate',
			'Dementia care',
			'Medication administration',
			'First aid',
			'Moving and handling',
		],
		years: [0, 12],
		salary: [22_000, 27_000],
		areas: ['Orford', 'Padgate', 'Great Sankey', 'Warrington Town Centre', 'Woolston'],
	},
	{
		count: 12,
		titles: ['Warehouse Operative', 'Forklift Driver', 'Picker Packer', 'Team Leader'],
		industries: [
			['Warehouse & Logistics'],
			['Warehouse & Logistics', 'Transport & Delivery'],
			['Warehouse & Logistics', 'Manufacturing'],
		],
		skills: [
			'Forklift (counterbalance)',
			'Reach truck',
			'Stock control',
			'Full UK licence',
			'RF scanning',
			'Health and safety',
		],
		years: [1, 15],
		salary: [23_000, 29_000],
		areas: ['Birchwood', 'Woolston', 'Padgate', 'Great Sankey', 'Culcheth'],
	},
	{
		count: 10,
		titles: ['Retail Assistant', 'Store Supervisor', 'Customer Service Advisor', 'Receptionist'],
		industries: [['Retail'], ['Retail', 'Hospitality'], ['Retail', 'Small Business']],
		skills: ['Customer service', 'Cash handling', 'Visual merchandising', 'Telephone manner', 'Sales', 'Excel'],
		years: [0, 8],
		salary: [21_000, 25_000],
		areas: ['Warrington Town Centre', 'Great Sankey', 'Stockton Heath', 'Orford', 'Appleton'],
	},
	{
		count: 8,
		titles: ['Software Developer', 'Front-end Developer', 'Data Analyst', 'IT Support Analyst'],
		industries: [['Technology'], ['Technology', 'Finance'], ['Technology', 'Energy & Utilities']],
		skills: ['TypeScript', 'React', 'SQL', 'Python', 'C#', 'Power BI', 'Agile'],
		years: [1, 14],
		salary: [32_000, 55_000],
		areas: ['Birchwood', 'Stockton Heath', 'Appleton', 'Grappenhall', 'Warrington Town Centre'],
	},
	{
		count: 8,
		titles: ['Accounts Assistant', 'Payroll Administrator', 'Bookkeeper', 'Credit Controller'],
		industries: [['Finance'], ['Finance', 'Small Business'], ['Finance', 'Legal Services']],
		skills: ['Sage 50', 'Xero', 'Payroll', 'AAT Level 3', 'Excel', 'Accounts payable'],
		years: [1, 18],
		salary: [25_000, 34_000],
		areas: ['Stockton Heath', 'Birchwood', 'Warrington Town Centre', 'Grappenhall', 'Appleton'],
	},
	{
		count: 10,
		titles: ['Maintenance Engineer', 'Electrician', 'CNC Machinist', 'Welder Fabricator'],
		industries: [['Manufacturing'], ['Manufacturing', 'Construction'], ['Construction', 'Energy & Utilities']],
		skills: [
			'Electrical maintenance',
			'18th Edition',
			'PLC fault finding',
			'CNC programming',
			'MIG welding',
			'Mechanical maintenance',
		],
		years: [2, 25],
		salary: [30_000, 42_000],
		areas: ['Woolston', 'Padgate', 'Birchwood', 'Culcheth', 'Great Sankey'],
	},
	{
		count: 9,
		titles: ['Chef de Partie', 'Kitchen Assistant', 'Bar Supervisor', 'Housekeeper'],
		industries: [['Hospitality', 'Food & Catering'], ['Food & Catering'], ['Hospitality']],
		skills: ['Food hygiene level 2', 'Front of house', 'Customer service', 'Housekeeping', 'Stock rotation'],
		years: [0, 10],
		salary: [21_000, 26_000],
		areas: ['Warrington Town Centre', 'Stockton Heath', 'Grappenhall', 'Orford', 'Culcheth'],
	},
	{
		count: 9,
		titles: ['Office Administrator', 'Marketing Assistant', 'Sales Executive', 'Project Coordinator'],
		industries: [
			['Marketing & Advertising', 'Small Business'],
			['Education', 'Government'],
			['Property & Real Estate'],
		],
		skills: ['Social media', 'SEO', 'CRM', 'Project management', 'Communication', 'Business development', 'Excel'],
		years: [1, 12],
		salary: [24_000, 35_000],
		areas: ['Warrington Town Centre', 'Birchwood', 'Stockton Heath', 'Appleton', 'Woolston'],
	},
]

const FIRST_NAMES = [
	'Amelia',
	'Jack',
	'Olivia',
	'Harry',
	'Isla',
	'Oliver',
	'Ava',
	'Charlie',
	'Mia',
	'George',
	'Sophie',
	'Noah',
	'Grace',
	'Leo',
	'Ellie',
	'Alfie',
	'Chloe',
	'Freddie',
	'Lily',
	'Thomas',
	'Ruby',
	'Joshua',
	'Evie',
	'Daniel',
	'Hannah',
	'Ryan',
	'Megan',
	'Liam',
	'Zara',
	'Adam',
	'Aisha',
	'Kacper',
	'Priya',
	'Callum',
	'Niamh',
	'Owen',
]
const LAST_NAMES = [
	'Ashworth',
	'Bennett',
	'Clarke',
	'Dawson',
	'Evans',
	'Fletcher',
	'Griffiths',
	'Hargreaves',
	'Iqbal',
	'Jones',
	'Kowalski',
	'Leigh',
	'Morris',
	'Nolan',
	"O'Connor",
	'Patel',
	'Rigby',
	'Shaw',
	'Taylor',
	'Walsh',
	'Yates',
]

const DAY = 24 * 60 * 60 * 1000

/** mulberry32: the same demo people on every install. */
function generator(seed: number) {
	let state = seed
	return () => {
		state = (state + 0x6d2b79f5) | 0
		let t = Math.imul(state ^ (state >>> 15), 1 | state)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
	}
}

/** Adds the demo job seekers of the talent pool (inside the seed's transaction). */
export function seedTalentPool(tx: EntityManager, now: Date) {
	const random = generator(20_261_124)
	const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
	const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1))
	let number = 0
	for (const persona of PERSONAS) {
		for (let index = 0; index < persona.count; index++) {
			number += 1
			const firstName = FIRST_NAMES[(number * 7) % FIRST_NAMES.length]!
			const lastName = LAST_NAMES[(number * 5) % LAST_NAMES.length]!
			// Three in five were on the site within the last month; the rest between one and four months ago.
			const lastActive = new Date(now.getTime() - (random() < 0.6 ? between(0, 28) : between(32, 120)) * DAY)
			const joined = new Date(lastActive.getTime() - between(0, 300) * DAY)
			const user = tx.create(User, {
				email: `${firstName}.${lastName.replace(/'/g, '')}.${number}@${TALENT_EMAIL_DOMAIN}`.toLowerCase(),
				password: NO_PASSWORD,
				firstName,
				lastName,
				userType: 'employee',
				createdAt: joined,
				updatedAt: joined,
				lastActiveAt: lastActive,
			})
			const area = pick(persona.areas)
			const nearby = random() < 0.5 ? [pick(persona.areas)] : []
			const low = Math.round(between(persona.salary[0], persona.salary[1]) / 500) * 500
			tx.create(UserPreferences, {
				user,
				preferredJobTypes: [random() < 0.75 ? 'Full-time' : 'Part-time'],
				preferredIndustries: [...pick(persona.industries)],
				preferredLocations: [...new Set([area, ...nearby])].filter((place) =>
					(PREFERENCE_LOCATIONS as readonly string[]).includes(place),
				),
				salaryMin: low,
				salaryMax: low + pick([2_000, 3_000, 5_000]),
				updatedAt: lastActive,
			})
			const skills = [...persona.skills].sort(() => random() - 0.5).slice(0, between(3, 5))
			tx.create(QuickApplyProfile, {
				user,
				fullName: `${firstName} ${lastName}`,
				city: 'Warrington',
				currentJobTitle: pick(persona.titles),
				yearsExperience: between(persona.years[0], persona.years[1]),
				skills,
				qualifications: [],
				availabilityNotice: pick(AVAILABILITY_NOTICE_VALUES),
				createdAt: joined,
				updatedAt: lastActive,
			})
		}
	}
	return number
}
