// What a search's words find and how well (decision 203). A job's vectors weigh where each word
// is: title A; employer, occupation and required skills B; industry and description C; company
// text D (job.company_text, its "About us" and boilerplate). `job_relevance` (SQL, migration
// search_relevance) makes that a tier, 3 title, 2 employer/occupation/skills, 1 description,
// 0 company text only, plus the small rank vector's ts_rank (under 1): one figure, `rank`.
// A match of tier 2 or more is a strong one: only those are lifted by a running sponsorship.
//
// A query naming an occupation or a skill of the taxonomy (the whole query or a whole phrase of
// it) also finds the jobs of that occupation or asking for that skill: each job's occupation and
// skill ids are tokens of its vectors ('O123', 'S456', upper case so no typed word can be one),
// ORed into the query.
import { taxonomy } from '../skills/taxonomy.server.ts'

/** A running sponsorship lifts a job above the rest only when it matches this well (title, employer, occupation, skills). */
export const STRONG_RANK = 2

/** The text's tsquery as SQL (one `?` per parameter), widened by the occupations and skills it names. */
export function searchQuerySql(text: string): { sql: string; params: unknown[]; widened: boolean } {
	const names = taxonomy()
	const tokens = [
		...names.occupationsNamed(text).map((id) => `O${id}`),
		...names.skillsNamed(text).map((id) => `S${id}`),
	]
	if (!tokens.length) return { sql: `websearch_to_tsquery('english', ?)`, params: [text], widened: false }
	return {
		sql: `(websearch_to_tsquery('english', ?) || ?::tsquery)`,
		params: [text, [...new Set(tokens)].join(' | ')],
		widened: true,
	}
}
