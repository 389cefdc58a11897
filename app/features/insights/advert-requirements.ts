// What a job advert asks for, as the candidate quality score reads it (decision 134): the years,
// the skills (the board's SKILL_KEYWORDS, the advert's own upper-case terms and its title's words)
// and the qualifications it names, with the whole-word matching the score uses on both sides.
import { SKILL_KEYWORDS } from './insight-options.ts'

/** What the score reads of a job advert. */
export type ScoredJob = { title: string; description: string }

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
const YEARS = new RegExp(
	`(?<![\\p{L}\\p{N}])(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\+?\\s+(?:or more\\s+)?years?(?![\\p{L}])`,
	'giu',
)
const NO_EXPERIENCE = /no (?:previous |prior )?experience (?:is )?(?:needed|required|necessary)|apprentice/iu
const TITLE_STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'week', 'contract', 'nights', 'days', 'part', 'time'])
/** Upper-case terms an advert uses that are not skills (acronyms of places and the like). */
const NOT_SKILLS = new Set(['UK', 'PPE', 'DBS', 'WA1', 'WA2', 'WA3', 'WA4', 'WA5'])

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

/** The most years a text states ("five years", "8+ years"); null when it states none. */
export function yearsStated(text: string): number | null {
	let most: number | null = null
	for (const match of text.matchAll(YEARS)) {
		const raw = match[1]!.toLowerCase()
		const years = NUMBER_WORDS[raw] ?? Number(raw)
		most = Math.max(most ?? 0, years)
	}
	return most
}

/** What the advert asks for, as the score reads it. */
export type JobRequirements = {
	years: number
	yearsStated: boolean
	skills: { label: string; words: readonly string[] }[]
	qualifications: string[]
	titleWords: string[]
}

/**
 * The advert's requirements: the years it states (the most it names; none stated: 2 when it asks
 * for someone "experienced", 0 for an apprenticeship or "no experience needed", else 1), the
 * board's skills it names (SKILL_KEYWORDS), its own upper-case terms (CNC, CMM) and title words
 * as further skills, and the qualification words it names.
 */
export function jobRequirements(job: ScoredJob): JobRequirements {
	const text = `${job.title}\n${job.description}`
	const stated = yearsStated(job.description)
	const years = stated ?? (NO_EXPERIENCE.test(text) ? 0 : /(?<![\p{L}])experienced(?![\p{L}])/iu.test(text) ? 2 : 1)
	const skills: JobRequirements['skills'] = SKILL_KEYWORDS.filter(({ words }) => names(text, words)).map(
		({ skill, words }) => ({ label: skill, words }),
	)
	const known = (word: string) => skills.some((skill) => skill.words.some((known) => wholeWord(known).test(word)))
	const terms = new Set(text.match(/(?<![\p{L}\p{N}])[A-Z][A-Z0-9&]{1,5}(?![\p{L}\p{N}])/gu) ?? [])
	for (const term of terms) {
		if (!NOT_SKILLS.has(term) && !known(term) && !names(term, QUALIFICATION_WORDS))
			skills.push({ label: term, words: [term] })
	}
	const titleWords = titleWordsOf(job.title)
	for (const word of titleWords) {
		if (!known(word) && !skills.some((skill) => skill.label.toLowerCase() === word))
			skills.push({ label: word, words: [word] })
	}
	const qualifications = QUALIFICATION_WORDS.filter((word) => names(text, [word]))
	return { years, yearsStated: stated !== null, skills, qualifications, titleWords }
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
