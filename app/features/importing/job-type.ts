// An imported job's type among POST_JOB_TYPES (decision 231), from the source's own words
// (`FULL_TIME`, `Full-time`, `fulltime`, `Permanent`, `Fixed term contract`, a list of several),
// else from the title's words ("Apprentice Electrician", "Part-time Cleaner"), else Full-time.
// Where the source names several, the most particular wins: an apprenticeship over a temporary
// job over a contract over part-time over full-time ("Full-time, Fixed term" is Temporary).
import type { JobType } from '../jobs/job-options.ts'

/** The words for each type in a source's job type field, most particular first. */
const FIELD_WORDS: [JobType, RegExp][] = [
	['Apprenticeship', /\b(apprentice(ship)?s?|intern(ship)?s?|trainee(ship)?)\b/],
	['Temporary', /\b(temp|temporary|fixed term|seasonal|casual|locum)\b/],
	['Contract', /\b(contract|contractor|freelance|interim|per diem)\b/],
	['Part-time', /\b(part time|parttime)\b/],
	['Full-time', /\b(full time|fulltime|permanent|regular)\b/],
]

/** In a title, words that say the type; "Contracts Manager" or "Temp Controller" say nothing of it. */
const TITLE_WORDS: [JobType, RegExp][] = [
	['Apprenticeship', /\b(apprentice(ship)?|intern(ship)?)\b/],
	['Temporary', /\b(temporary|fixed term|seasonal)\b/],
	['Contract', /\b(freelance|\d+ months? contract|contract role)\b|\(contract\)/],
	['Part-time', /\b(part time|parttime)\b/],
]

function words(text: string) {
	return text
		.toLowerCase()
		.replace(/[_\-‐–]+/g, ' ')
		.replace(/\s+/g, ' ')
}

export function jobTypeOf(sourceType: string | null, title: string): JobType {
	const field = sourceType ? words(sourceType) : ''
	const fromField = FIELD_WORDS.find(([, pattern]) => pattern.test(field))?.[0]
	if (fromField) return fromField
	const named = words(title)
	return TITLE_WORDS.find(([, pattern]) => pattern.test(named))?.[0] ?? 'Full-time'
}
