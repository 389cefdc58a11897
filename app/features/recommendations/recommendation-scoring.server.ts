// How well a listed job suits a seeker (decisions 092 and 207): `scoreJob`, a pure function of the
// job and the seeker's signals, with the weights it uses. recommendations.server.ts loads the
// signals and the candidate jobs and ranks them with it. Skills are taxonomy skills on both sides:
// the seeker's (Quick Apply and /profile skills, mapped) against the job's stored skills, and the
// reason names the skills that matched and those missing.
import type { JobSkillSource } from '../../models/job-skill.ts'
import { matchSkills } from '../skills/matching.ts'
import { jobSkillTarget } from '../skills/skill-overlap.ts'
import { titleWords } from './title-words.ts'

export { titleWords }

/** What the seeker told us in their job preferences. */
type PreferenceSignals = {
	jobTypes: readonly string[]
	industries: readonly string[]
	locations: readonly string[]
	/** Whole pounds a year; null when not given. */
	salaryMin: number | null
	salaryMax: number | null
}

/** A job the seeker saved (still saved) or viewed, with what similarity compares. */
export type PastJob = {
	jobId: number
	kind: 'saved' | 'viewed'
	/** How often it was viewed; repeat views weigh a little more. */
	times: number
	title: string
	company: string
	industry: string
	jobType: string
	location: string
}

/** From the Quick Apply profile and the skills on /profile. */
type ProfileSignals = {
	/** The seeker's skills as taxonomy skills. */
	skillIds: ReadonlySet<number>
	/** Skills as typed that name no taxonomy skill: counted only when a job's title names them. */
	freeSkills: readonly string[]
	currentJobTitle: string | null
}

export type SeekerSignals = { preferences: PreferenceSignals; history: readonly PastJob[]; profile: ProfileSignals }

/** A listed job as scoring reads it. */
export type CandidateJob = {
	id: number
	title: string
	description: string
	company: string
	location: string
	jobType: string
	industry: string
	salary: string | null
	/** The parsed pay in whole pounds a year (hourly pay annualised); null when the advert names none. */
	salaryAnnualMin: number | null
	salaryAnnualMax: number | null
	postedAt: Date
	/** Its stored skills (job_skill), with the taxonomy's labels. */
	skills: readonly { skillId: number; label: string; source: JobSkillSource }[]
}

/** The job's skills the seeker has and lacks, by label (missing: essential ones first); null when the seeker lists no skills. */
export type SkillComparison = { matched: string[]; missing: string[] } | null

type ScorePart = { signal: Signal; points: number; reason: string }
export type JobScore = { score: number; reason: string; parts: ScorePart[]; skills: SkillComparison }
type Signal =
	'industry' | 'area' | 'jobType' | 'salary' | 'similar' | 'skills' | 'currentRole' | 'salaryBelow' | 'recency'

/**
 * The weights, in points. A preference the seeker stated outweighs what we infer; the industry
 * is the strongest single preference (a carer rarely wants a warehouse job), then the area (a
 * short commute matters for local, often hourly-paid work), then the job type and pay.
 */
export const POINTS = {
	industry: 3,
	area: 2.5,
	jobType: 2,
	salary: 2,
	/** Taken off when the job's best pay is under the seeker's minimum. */
	salaryBelow: -1,
	/** Similarity: the closest past job counts in full, each other one a quarter; all together at most this. */
	similarCap: 3,
	similarOthers: 0.25,
	/** Per past job: what each shared trait is worth before the saved/viewed weight. */
	similarIndustry: 1,
	similarCompany: 1,
	similarLocation: 0.5,
	similarJobType: 0.25,
	similarTitleWord: 0.5,
	savedWeight: 1,
	viewedWeight: 0.5,
	viewedAgainWeight: 0.75,
	/** Each of the job's stored skills the seeker has: found in its title, or elsewhere in it; capped together. */
	skillInTitle: 1.5,
	skillInDescription: 1,
	skillsCap: 4,
	/** Scaled by the share of the current job title's words found in the job's title (at least half). */
	currentRole: 3,
	/** Falls from this to nothing over the first 30 days after posting. */
	recency: 1,
	recencyDays: 30,
	/** A job needs at least this much from signals other than recency to be recommended. */
	minimum: 0.5,
} as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Finds a phrase in a lower-cased text as whole words ("C++" and "first aid" too). */
const phraseFinder = (phrase: string) => new RegExp(`(^|[^a-z0-9])${escapeRegExp(phrase.toLowerCase())}($|[^a-z0-9])`)

/** What scoring reads from the signals, worked out once for all the candidates. */
type Prepared = {
	history: (PastJob & { words: string[]; companyKey: string })[]
	freeSkills: { skill: string; finder: RegExp }[]
	roleWords: string[]
}
const prepared = new WeakMap<SeekerSignals, Prepared>()

function prepare(signals: SeekerSignals): Prepared {
	let found = prepared.get(signals)
	if (!found) {
		found = {
			history: signals.history.map((past) => ({
				...past,
				words: titleWords(past.title),
				companyKey: past.company.toLowerCase(),
			})),
			freeSkills: signals.profile.freeSkills.map((skill) => ({ skill, finder: phraseFinder(skill) })),
			roleWords: signals.profile.currentJobTitle ? titleWords(signals.profile.currentJobTitle) : [],
		}
		prepared.set(signals, found)
	}
	return found
}

const INTERNSHIP = /\bintern(ship)?s?\b/i

/** Job types are the post form's; "Internship", a preference only, matches jobs that say so in the title. */
function jobTypeMatches(preferred: string, job: CandidateJob) {
	return preferred === job.jobType || (preferred === 'Internship' && INTERNSHIP.test(job.title))
}

const round = (value: number) => Math.round(value * 100) / 100

/**
 * How well a job suits a seeker, with every part that counted and the reason to show: the
 * strongest part. Points (see POINTS):
 * - preferences: the job's industry (3), area (2.5) or type (2) is one the seeker prefers; its
 *   pay overlaps the seeker's salary range (2), or is wholly under their minimum (-1);
 * - similarity to jobs the seeker saved (weight 1) or viewed (0.5, 0.75 if viewed again): per
 *   past job, same industry 1, same company 1, same area 0.5, same type 0.25, 0.5 per shared
 *   title word (two at most); the closest past job counts in full and every other a quarter, at
 *   most 3 together, so that a long history cannot drown a stated preference. A job is never
 *   similar to itself;
 * - skills (decision 207): each of the job's stored skills the seeker has, 1.5 when found in its
 *   title, else 1, and each skill the seeker typed that names no taxonomy skill, 1.5 when the job's
 *   title names it (never its description, where company blurbs name other trades); at most 4
 *   together. The reason names what matched and what is missing;
 * - the Quick Apply profile's current job title: its words in the job's title, 3 times the share
 *   found when at least half are;
 * - recency: 1 for a job posted now, falling to 0 at 30 days, to prefer fresh jobs among equals.
 * A job with less than 0.5 from anything but recency is not recommended: null.
 */
export function scoreJob(job: CandidateJob, signals: SeekerSignals, now: Date = new Date()): JobScore | null {
	const parts: ScorePart[] = []
	const add = (signal: Signal, points: number, reason: string) => {
		if (points !== 0) parts.push({ signal, points: round(points), reason })
	}
	const { preferences, profile } = signals
	const { history, freeSkills, roleWords } = prepare(signals)

	if (preferences.industries.includes(job.industry))
		add('industry', POINTS.industry, `Matches your preferred industry: ${job.industry}`)
	if (preferences.locations.includes(job.location)) add('area', POINTS.area, `In your preferred area: ${job.location}`)
	const type = preferences.jobTypes.find((preferred) => jobTypeMatches(preferred, job))
	if (type) add('jobType', POINTS.jobType, `Matches your preferred job type: ${type}`)

	const { salaryMin, salaryMax } = preferences
	if ((salaryMin !== null || salaryMax !== null) && job.salaryAnnualMax !== null) {
		const jobMin = job.salaryAnnualMin ?? job.salaryAnnualMax
		const overlaps = job.salaryAnnualMax >= (salaryMin ?? 0) && jobMin <= (salaryMax ?? Number.POSITIVE_INFINITY)
		if (overlaps) add('salary', POINTS.salary, `Pays within your salary range: ${job.salary ?? 'see advert'}`)
		else if (salaryMin !== null && job.salaryAnnualMax < salaryMin)
			add('salaryBelow', POINTS.salaryBelow, 'Pays under your minimum salary')
	}

	const jobTitleWords = titleWords(job.title)
	const companyKey = job.company.toLowerCase()
	let similar = 0
	let closest: { points: number; past: PastJob } | null = null
	for (const past of history) {
		if (past.jobId === job.id) continue
		const shared = past.words.filter((word) => jobTitleWords.includes(word)).length
		const alike =
			(past.industry === job.industry ? POINTS.similarIndustry : 0) +
			(past.companyKey === companyKey ? POINTS.similarCompany : 0) +
			(past.location === job.location ? POINTS.similarLocation : 0) +
			(past.jobType === job.jobType ? POINTS.similarJobType : 0) +
			Math.min(2, shared) * POINTS.similarTitleWord
		const weight =
			past.kind === 'saved' ? POINTS.savedWeight : past.times > 1 ? POINTS.viewedAgainWeight : POINTS.viewedWeight
		const points = alike * weight
		similar += points
		if (points > 0 && (!closest || points > closest.points)) closest = { points, past }
	}
	if (closest) {
		const verb = closest.past.kind === 'saved' ? 'saved' : 'viewed'
		const points = closest.points + POINTS.similarOthers * (similar - closest.points)
		add('similar', Math.min(POINTS.similarCap, points), `Similar to a job you ${verb}: ${closest.past.title}`)
	}

	const skills = skillComparison(job, signals.profile, freeSkills)
	if (skills && skills.points > 0) {
		const missing = skills.missing.length ? `; missing: ${skills.missing.slice(0, 3).join(', ')}` : ''
		add(
			'skills',
			Math.min(POINTS.skillsCap, skills.points),
			`Matches your skills: ${skills.matched.slice(0, 3).join(', ')}${missing}`,
		)
	}

	if (roleWords.length) {
		const share = roleWords.filter((word) => jobTitleWords.includes(word)).length / roleWords.length
		if (share >= 0.5)
			add('currentRole', POINTS.currentRole * share, `Matches your current role: ${profile.currentJobTitle!.trim()}`)
	}

	const fromSignals = parts.reduce((sum, part) => sum + Math.max(0, part.points), 0)
	if (fromSignals < POINTS.minimum) return null

	const ageDays = Math.max(0, (now.getTime() - job.postedAt.getTime()) / 86_400_000)
	add('recency', POINTS.recency * Math.max(0, 1 - ageDays / POINTS.recencyDays), 'Recently posted')

	// The strongest part explains the match; among equals, the earlier (stated preferences first).
	const strongest = parts
		.filter((part) => part.signal !== 'recency' && part.points > 0)
		.reduce((best, part) => (part.points > best.points ? part : best))
	return {
		score: round(parts.reduce((sum, part) => sum + part.points, 0)),
		reason: strongest.reason,
		parts,
		skills: skills && { matched: skills.matched, missing: skills.missing },
	}
}

/** The job's stored skills the seeker has (title ones first) and lacks, the free-text skills its title names, and their points. */
function skillComparison(job: CandidateJob, profile: ProfileSignals, freeSkills: Prepared['freeSkills']) {
	if (profile.skillIds.size === 0 && freeSkills.length === 0) return null
	const match = matchSkills(profile.skillIds, jobSkillTarget(job.skills))
	const has = new Set([...match.matched.essential, ...match.matched.optional])
	const inTitle = job.skills.filter((skill) => has.has(skill.skillId) && skill.source === 'title')
	const elsewhere = job.skills.filter((skill) => has.has(skill.skillId) && skill.source !== 'title')
	const title = job.title.toLowerCase()
	const named = freeSkills.filter(({ finder }) => finder.test(title)).map(({ skill }) => skill)
	const label = new Map(job.skills.map((skill) => [skill.skillId, skill.label]))
	return {
		points: (inTitle.length + named.length) * POINTS.skillInTitle + elsewhere.length * POINTS.skillInDescription,
		matched: [...inTitle.map((skill) => skill.label), ...named, ...elsewhere.map((skill) => skill.label)],
		missing: [...match.missing.essential, ...match.missing.optional].map((id) => label.get(id)!),
	}
}

/** Whether the signals could match anything at all; with none, there is nothing to recommend. */
export function hasSignals({ preferences, history, profile }: SeekerSignals) {
	return (
		preferences.jobTypes.length > 0 ||
		preferences.industries.length > 0 ||
		preferences.locations.length > 0 ||
		preferences.salaryMin !== null ||
		preferences.salaryMax !== null ||
		history.length > 0 ||
		profile.skillIds.size > 0 ||
		profile.freeSkills.length > 0 ||
		!!profile.currentJobTitle?.trim()
	)
}
