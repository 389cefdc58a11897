// What a search's words find and how well (decision 203). A job's vectors weigh where each word
// is: title A; employer, occupation and required skills B; industry and description C; company
// text D (job.company_text, its "About us" and boilerplate). `job_relevance` (SQL, migration
// search_relevance) makes that a tier, 3 title, 2 employer/occupation/skills, 1 description,
// 0 company text only, plus the small rank vector's ts_rank (under 1): one figure, `rank`.
// A match of tier 2 or more is a strong one: only those are lifted by a running sponsorship.
//
// The query is widened two ways:
// - A word for a kind of work also finds the worker's title: "cleaning" finds "Office Cleaner",
//   "driving" "Van Driver" (English stemming keeps 'clean' and 'cleaner' apart).
// - A query naming an occupation or a skill of the taxonomy (the whole query or a whole phrase of
//   it) also finds the jobs of that occupation or asking for that skill: each job's occupation and
//   skill ids are tokens of its vectors ('O123', 'S456', upper case so no typed word can be one).
import { taxonomy } from '../skills/taxonomy.server.ts'

/** A running sponsorship lifts a job above the rest only when it matches this well (title, employer, occupation, skills). */
export const STRONG_RANK = 2

/**
 * The text with each word for a kind of work ("cleaning", "driving", "caring") as the worker's
 * title ("cleaner", "driver", "carer"), or null when it has none. A made-up "-er" word ("nurser")
 * finds nothing, so no list of exceptions is needed.
 */
export function workerWordsOf(text: string): string | null {
	const words = text.split(/\s+/).filter(Boolean)
	let changed = false
	const worker = words.map((word) => {
		const ing = /^([a-z]{3,})ing$/i.exec(word)
		if (!ing) return word
		changed = true
		return `${ing[1]}er`
	})
	return changed ? worker.join(' ') : null
}

/**
 * Words a searcher adds that say nothing of the job: every advert here is a job in or near
 * Warrington, and few say so in those words ("cleaning jobs warrington" would otherwise find only
 * adverts that contain "jobs" and "Warrington").
 */
const FILLER_WORDS = new Set([
	'job',
	'jobs',
	'vacancy',
	'vacancies',
	'warrington',
	'cheshire',
	'near',
	'nearby',
	'local',
])

/** The search's words without the filler, or the text as typed when nothing else is left. */
export function wordsToFind(text: string): string {
	const words = text.trim().split(/\s+/)
	const kept = words.filter((word) => !FILLER_WORDS.has(word.toLowerCase().replace(/[^a-z]/g, '')))
	return kept.length ? kept.join(' ') : text.trim()
}

/** The text's tsquery as SQL (one `?` per parameter), widened by worker titles and the taxonomy. */
export function searchQuerySql(asked: string): { sql: string; params: unknown[]; widened: boolean } {
	const text = wordsToFind(asked)
	const names = taxonomy()
	const tokens = [
		...names.occupationsNamed(text).map((id) => `O${id}`),
		...names.skillsNamed(text).map((id) => `S${id}`),
	]
	const worker = workerWordsOf(text)
	const parts = [`websearch_to_tsquery('english', ?)`]
	const params: unknown[] = [text]
	if (worker) {
		parts.push(`websearch_to_tsquery('english', ?)`)
		params.push(worker)
	}
	if (tokens.length) {
		parts.push('?::tsquery')
		params.push([...new Set(tokens)].join(' | '))
	}
	return { sql: parts.length === 1 ? parts[0]! : `(${parts.join(' || ')})`, params, widened: parts.length > 1 }
}
