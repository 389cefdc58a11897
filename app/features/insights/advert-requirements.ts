// What a job advert asks for, as the candidate quality score reads it (decisions 134 and 207): the
// years of experience it states, the skills stored for it (job_skill: found in its title,
// requirements and duties by the skills taxonomy, or added by its employer; never the words of its
// title, never its company blurb) and the qualifications it names, with the whole-word matching the
// score uses on both sides.
import type { JobSkillSource } from '../../models/job-skill.ts'
import { jobSkillTarget } from '../skills/skill-overlap.ts'

/** A skill stored for the advert, with the taxonomy's label and where it was found. */
export type AdvertSkill = { skillId: number; label: string; source: JobSkillSource }

/** What the score reads of a job advert. */
export type ScoredJob = { title: string; description: string; skills: readonly AdvertSkill[] }

/** Words that name a qualification, matched whole in the advert and in what the applicant sent. */
export const QUALIFICATION_WORDS = [
	'degree',
	'hnc',
	'hnd',
	'nvq',
	'gcse',
	'a level',
	'btec',
	'diploma',
	'city & guilds',
	'18th edition',
	'aat',
	'acca',
	'cima',
	'nebosh',
	'iosh',
	'cscs',
	'sia licence',
	'care certificate',
	'food hygiene',
	'forklift licence',
	'first aid',
	'iso 9001',
] as const

const NUMBER_WORDS: Record<string, number> = {
	a: 1,
	an: 1,
	one: 1,
	two: 2,
	three: 3,
	four: 4,
	five: 5,
	six: 6,
	seven: 7,
	eight: 8,
	nine: 9,
	ten: 10,
	eleven: 11,
	twelve: 12,
	fifteen: 15,
	twenty: 20,
}
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`
/** "2 years", "3+ years", "2-3 years", "five or more years", "2 yrs". */
const SPAN = `${COUNT}(?:\\s*(?:-|–|to)\\s*\\d{1,2})?\\+?\\s*(?:or more\\s+)?(?:years?|yrs?)(?![\\p{L}])`
const YEARS = new RegExp(`(?<![\\p{L}\\p{N}])${SPAN}`, 'giu')
/**
 * Years an advert asks for: a span after "minimum", "at least", "over" or "more than", or a span
 * followed (within a few words) by "experience" ("2 years' experience", "3 years of relevant
 * experience", "experience of 2 years"). "Established 25 years ago" and "a 2 year contract" are not.
 */
const YEARS_ASKED = [
	new RegExp(`(?<![\\p{L}])(?:minimum|min\\.?|at least|over|more than)(?:\\s+of)?\\s+${SPAN}`, 'giu'),
	new RegExp(`(?<![\\p{L}\\p{N}])${SPAN}(?:['’]s?)?\\s+(?:[\\p{L}-]+\\s+){0,3}?(?:experience|exp)(?![\\p{L}])`, 'giu'),
	new RegExp(`(?<![\\p{L}])experience\\s+of\\s+(?:at least\\s+)?${SPAN}`, 'giu'),
]
const NO_EXPERIENCE = /no (?:previous |prior )?experience (?:is )?(?:needed|required|necessary)|apprentice/iu
const TITLE_STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'week', 'contract', 'nights', 'days', 'part', 'time'])

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The word whole, in any case, or its plural with an s ("GCSEs"). */
const patterns = new Map<string, RegExp>()
function wholeWord(word: string) {
	let pattern = patterns.get(word)
	if (!pattern) {
		pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}s?(?![\\p{L}\\p{N}])`, 'iu')
		if (patterns.size > 5000) patterns.clear()
		patterns.set(word, pattern)
	}
	return pattern
}
/** Whether the text names any of the words, each whole, in any case. */
export const names = (text: string, words: readonly string[]) => words.some((word) => wholeWord(word).test(text))

const countOf = (raw: string) => NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw)

/** The most years a text states anywhere ("five years", "8+ years"); null when it states none. What an applicant says of themselves. */
export function yearsStated(text: string): number | null {
	let most: number | null = null
	for (const match of text.matchAll(YEARS)) {
		if (/^an?$/i.test(match[1]!)) continue
		most = Math.max(most ?? 0, countOf(match[1]!))
	}
	return most
}

/**
 * The years of experience an advert asks for: the most it asks for in so many words ("minimum 3
 * years", "2 years' experience", "at least two years in an accounts office"); 0 when it says no
 * experience is needed or is an apprenticeship; null when it states none.
 */
export function yearsAsked(job: Pick<ScoredJob, 'title' | 'description'>): number | null {
	let most: number | null = null
	for (const pattern of YEARS_ASKED) {
		for (const match of job.description.matchAll(pattern)) most = Math.max(most ?? 0, countOf(match[1]!))
	}
	if (most !== null) return most
	return NO_EXPERIENCE.test(`${job.title}\n${job.description}`) ? 0 : null
}

/** What the advert asks for, as the score reads it. */
export type JobRequirements = {
	/** The years it asks for; null when it states none (experience is then not scored). */
	years: number | null
	/** Its stored skills: essential (title, requirements, added by the employer) and optional (duties, the rest). */
	skills: { essential: number[]; optional: number[] }
	skillLabels: ReadonlyMap<number, string>
	qualifications: string[]
	/** The words of its title: for "a job like this one", never counted as skills. */
	titleWords: string[]
}

/** The advert's requirements: the years it asks for, its stored skills by weight, the qualification words it names. */
export function jobRequirements(job: ScoredJob): JobRequirements {
	const skillLabels = new Map(job.skills.map((skill) => [skill.skillId, skill.label]))
	const text = `${job.title}\n${job.description}`
	const qualifications = QUALIFICATION_WORDS.filter((word) => names(text, [word]))
	return {
		years: yearsAsked(job),
		skills: jobSkillTarget(job.skills),
		skillLabels,
		qualifications,
		titleWords: titleWordsOf(job.title),
	}
}

function titleWordsOf(title: string) {
	return [
		...new Set(
			title
				.toLowerCase()
				.replace(/\([^)]*\)/g, ' ')
				.split(/[^\p{L}]+/u)
				.filter((word) => word.length >= 3 && !TITLE_STOP_WORDS.has(word)),
		),
	]
}
