// The relevance benchmark's corpus: ROLES × EMPLOYERS written out as adverts by a generator with a
// fixed seed, so every run (and every machine) gets the same adverts in the same order. Each
// advert carries its role key (`role`), the ground truth the judgements are made against; only
// the fields the post-a-job form has reach the search.
import type { JobType } from '../../app/features/jobs/job-options.ts'
import { EMPLOYERS, type Employer } from './employers.ts'
import { ROLES, type Industry, type Role } from './roles.ts'

export type Advert = {
	/** The role key (roles.ts): ground truth, never shown to the search. */
	role: string
	title: string
	company: string
	location: string
	salary: string | null
	jobType: JobType
	industry: Industry
	description: string
	contactEmail: string
	sponsored: boolean
	/** How long before the run the advert was posted, in minutes (under the 30 days of a listing). */
	ageMinutes: number
}

const SEED = 20261127

/** mulberry32: a small seeded generator, enough to vary wording deterministically. */
function seeded(seed: number) {
	let state = seed >>> 0
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!
	/** `count` different values, in the order they were drawn. */
	const some = <T>(values: readonly T[], count: number): T[] => {
		const left = [...values]
		const chosen: T[] = []
		while (chosen.length < count && left.length) chosen.push(left.splice(Math.floor(next() * left.length), 1)[0]!)
		return chosen
	}
	return { next, pick, some }
}

const DUTY_HEADINGS = ['Duties:', 'Key responsibilities', 'Responsibilities:', 'The role', 'What you’ll be doing']
const NEED_HEADINGS = ['What we’re looking for', 'Requirements:', 'About you', 'The ideal candidate will have']
const BENEFIT_HEADINGS = ['Benefits', 'What’s on offer', 'Why join us?', 'Benefits include:']
const BENEFITS = [
	'28 days holiday including bank holidays',
	'Company pension scheme',
	'Free parking on site',
	'Overtime paid at time and a half',
	'Weekly pay',
	'Employee discount scheme',
	'Cycle to work scheme',
	'Free uniform and PPE',
	'Paid training and qualifications',
	'Refer a friend bonus of £250',
	'Life assurance',
	'Free hot drinks and meals on shift',
	'Health cash plan',
	'Long service awards',
	'Wagestream: access your pay as you earn it',
]
const CLOSINGS = [
	'Apply today with your CV.',
	'If this sounds like you, click apply and we will be in touch within 48 hours.',
	'Interviews are being held this week, so apply now.',
	'Please apply with an up to date CV.',
	'',
]

function intro(random: ReturnType<typeof seeded>, role: Role, title: string, location: string, jobType: JobType) {
	const a = /^[AEIOU]/i.test(title) ? 'an' : 'a'
	return random.pick([
		`We are looking for ${a} ${title} to join our team in ${location}. ${role.summary}`,
		`${role.summary} This is a ${jobType.toLowerCase()} position based in ${location}.`,
		`An exciting opportunity has arisen for ${a} ${title} in ${location}. ${role.summary}`,
		`${title} – ${location}. ${role.summary}`,
	])
}

/** Pounds an hour to the nearest 5p, or a year to the nearest £500, as adverts write them. */
function salaryText(random: ReturnType<typeof seeded>, [period, lowest, highest]: Role['pay']) {
	const roll = random.next()
	if (roll < 0.05) return null
	if (roll < 0.1) return 'Competitive'
	const span = highest - lowest
	const from = lowest + random.next() * span * 0.6
	const to = from + random.next() * (highest - from)
	if (period === 'hour') {
		const money = (value: number) => `£${(Math.round(value * 20) / 20).toFixed(2)}`
		return random.pick([
			`${money(from)} per hour`,
			`${money(from)} - ${money(to)} per hour`,
			`${money(from)}ph + overtime`,
			`Up to ${money(to)} per hour`,
		])
	}
	const money = (value: number) => `£${(Math.round(value / 500) * 500).toLocaleString('en-GB')}`
	return random.pick([
		`${money(from)} - ${money(to)} per annum`,
		`${money(from)} - ${money(to)}`,
		`Up to ${money(to)}`,
		`${money(from)} + benefits`,
	])
}

function advertOf(
	random: ReturnType<typeof seeded>,
	role: Role,
	employer: Employer,
	title: string,
	sponsored: boolean,
) {
	const location = random.pick(employer.areas)
	const jobType = random.pick(role.types)
	const list = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n')
	const sections = [
		intro(random, role, title, location, jobType),
		`${random.pick(DUTY_HEADINGS)}\n${list(random.some(role.duties, 3 + Math.floor(random.next() * 2)))}`,
		`${random.pick(NEED_HEADINGS)}\n${list(random.some(role.requirements, 3 + Math.floor(random.next() * 2)))}`,
		`${random.pick(BENEFIT_HEADINGS)}\n${list(random.some(BENEFITS, 3 + Math.floor(random.next() * 2)))}`,
	]
	const closing = random.pick(CLOSINGS)
	if (employer.blurbAt === 'first') sections.unshift(employer.blurb)
	if (employer.blurbAt === 'about-us') sections.push(`About us\n${employer.blurb}`)
	if (closing) sections.push(closing)
	if (employer.blurbAt === 'last') sections.push(employer.blurb)
	return {
		role: role.key,
		title,
		company: employer.name,
		location,
		salary: salaryText(random, role.pay),
		jobType,
		industry: role.industry,
		description: sections.join('\n\n'),
		contactEmail: employer.email,
		sponsored,
		ageMinutes: Math.floor(random.next() * 28 * 24 * 60),
	}
}

/** The issue's case: a sponsored developer advert whose blurb names cleaning businesses. */
const ISSUE_CASE = {
	role: 'full-stack-developer',
	employer: 'Brightwave Software',
	title: 'Senior Full Stack Developer (TypeScript)',
}

/** Every advert of the corpus, the same on every call. About one in ten is sponsored. */
export function relevanceCorpus(): Advert[] {
	const random = seeded(SEED)
	const adverts: Advert[] = []
	for (const role of ROLES) {
		const employers = EMPLOYERS.filter((employer) => employer.roles.includes(role.key))
		for (let n = 0; n < role.adverts; n++) {
			if (n === 0 && role.key === ISSUE_CASE.role) {
				const employer = EMPLOYERS.find((candidate) => candidate.name === ISSUE_CASE.employer)!
				adverts.push(advertOf(random, role, employer, ISSUE_CASE.title, true))
				continue
			}
			adverts.push(advertOf(random, role, random.pick(employers), random.pick(role.titles), random.next() < 0.1))
		}
	}
	return adverts
}
