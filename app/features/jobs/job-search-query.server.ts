// What a search's words find and how well (decision 203). A job's vectors weigh where each word
// is: title A; employer, occupation and required skills B; industry and description C; company
// text D (job.company_text, its "About us" and boilerplate). `job_relevance` (SQL, migration
// search_relevance) makes that a tier, 4 the words as a phrase in the title, 3 all in the title,
// 2 employer/occupation/skills, 1 description, 0 company text only, plus the small rank vector's
// ts_rank for any of the words (under 1): one figure, `rank`.
// A strong match (strongMatchSql) is the only kind a running sponsorship lifts.
//
// The query is widened two ways:
// - A word for a kind of work also finds the worker's title: "cleaning" finds "Office Cleaner",
//   "driving" "Van Driver" (English stemming keeps 'clean' and 'cleaner' apart).
// - A query naming an occupation or a skill of the taxonomy (the whole query or a whole phrase of
//   it) also finds the jobs of that occupation or asking for that skill: each job's occupation and
//   skill ids are tokens of its vectors ('O123', 'S456', upper case so no typed word can be one).
import { taxonomy } from '../skills/taxonomy.server.ts'

/**
 * Whether a job's rank (job_relevance) is a strong match, the only kind a running sponsorship
 * lifts above the rest: the words as the searcher put them, in the title (tier 4; for one word,
 * the word in the title). Not all the words scattered in a title (tier 3: "Sales Ledger Assistant"
 * for "sales assistant" is another role), and not a match through the occupation or skills the
 * query names (tier 2): an occupation is broad ("lorry driver" holds Class 1 and Class 2, and
 * the van driver a local synonym maps to it), so a sponsorship lifted "HGV Class 1 Driver" above
 * every "Class 2 Driver" for "class 2 driver", and a warehouse assistant asking for a forklift
 * licence above the forklift drivers for "FLT". Those are ordered by their tier, unlifted.
 */
export function strongMatchSql(rank: string) {
	return `(${rank} >= 4)`
}

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
	const kept = words
		.filter((word) => !FILLER_WORDS.has(word.toLowerCase().replace(/[^a-z]/g, '')))
		// "IT" the trade, which English search would drop as the pronoun (job_search_text).
		.map((word) => (/^it$/i.test(word) ? 'ICT' : word))
	return kept.length ? kept.join(' ') : text.trim()
}

/** Lower-case words separated by single spaces, for comparing a search with a label. */
const phraseOf = (text: string) =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, ' ')
		.trim()

/**
 * The occupations and skills the text names, as tokens grouped by the words of the text outside
 * the phrase that names them: "kitchen porter birchwood" is the kitchen porter occupation and
 * "birchwood" (the words still required beside the token), not every kitchen porter. A word is
 * outside the phrase when the text without it still names the same occupation or skill.
 */
function taxonomyTokensOf(text: string): Map<string, string[]> {
	const names = taxonomy()
	const words = text.split(/\s+/).filter(Boolean)
	const without = (index: number) => words.filter((_, at) => at !== index).join(' ')
	const groups = new Map<string, string[]>()
	const add = (token: string, named: (text: string) => number[], id: number) => {
		const rest = words.filter((_, index) => words.length > 1 && named(without(index)).includes(id)).join(' ')
		groups.set(rest, [...(groups.get(rest) ?? []), token])
	}
	for (const id of names.occupationsNamed(text)) add(`O${id}`, names.occupationsNamed, id)
	for (const id of names.skillsNamed(text)) add(`S${id}`, names.skillsNamed, id)
	// Several words that begin a skill's name name it too: "food hygiene" is the skill "food
	// hygiene certificate level 2" that kitchen adverts ask for. (One word would name too many.)
	const key = phraseOf(text)
	if (words.length > 1)
		for (const skill of names.suggestSkills(text, 5))
			if ([skill.label, ...skill.altLabels].some((label) => phraseOf(label).startsWith(`${key} `)))
				groups.set('', [...new Set([...(groups.get('') ?? []), `S${skill.id}`])])
	return groups
}

/**
 * The text's tsquery as SQL (one `?` per parameter), widened by worker titles and the taxonomy, and
 * the phrase a title holding the words in that order matches best by (job_relevance).
 */
export function searchQuerySql(asked: string): {
	sql: string
	params: unknown[]
	phraseSql: string
	phraseParams: unknown[]
	widened: boolean
} {
	const text = wordsToFind(asked)
	const worker = workerWordsOf(text)
	const texts = worker ? [text, worker] : [text]
	const parts = texts.map(() => `websearch_to_tsquery('english', ?)`)
	const params: unknown[] = [...texts]
	for (const [rest, tokens] of taxonomyTokensOf(text)) {
		parts.push(rest ? `(?::tsquery && websearch_to_tsquery('english', ?))` : '?::tsquery')
		params.push(tokens.join(' | '), ...(rest ? [rest] : []))
	}
	const phrases = texts.map(() => `phraseto_tsquery('english', ?)`)
	return {
		sql: parts.length === 1 ? parts[0]! : `(${parts.join(' || ')})`,
		params,
		phraseSql: phrases.length === 1 ? phrases[0]! : `(${phrases.join(' || ')})`,
		phraseParams: [...texts],
		widened: parts.length > 1,
	}
}
