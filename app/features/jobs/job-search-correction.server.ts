// "Did you mean" (decision 204): a search that finds nothing is corrected word by word from the
// vocabulary of job titles and taxonomy labels (search_word, trigram-indexed by pg_trgm). A word
// of job titles is kept; any other (the taxonomy's labels hold misspellings too: "bookeeper") is
// replaced by the vocabulary's word most like it, when
// one is like enough (pg_trgm's similarity threshold, 0.3), a word of job titles before a word of
// the taxonomy alone ("cleanr" is "cleaner", not the skill label's "clean"). The searcher is
// offered the correction only when it finds jobs (job-search.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'

/**
 * The search's words, lower-case, without the punctuation around them. Only words of plain
 * letters are ever corrected: one with a digit in it is a code (a postcode district, "C1", a
 * reference), never a misspelling.
 */
function wordsOf(text: string) {
	return text
		.toLowerCase()
		.split(/\s+/)
		.map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
		.filter(Boolean)
}

/** The search with each word the vocabulary lacks replaced by its nearest word there, or null when nothing changes. */
export async function correctionOf(em: EntityManager, text: string): Promise<string | null> {
	const words = wordsOf(text)
	const asked = words.filter((word) => /^[a-z]{3,30}$/.test(word))
	if (!asked.length) return null
	const rows = await em.getConnection().execute<{ word: string; nearest: string | null }[]>(
		`select q.word, case when exists (select 1 from search_word s where s.word = q.word and s.in_titles) then q.word
				else (select s.word from search_word s where s.word % q.word order by s.in_titles desc, similarity(s.word, q.word) desc, s.word limit 1)
			end as nearest
		from regexp_split_to_table(?, ' ') as q(word)`,
		[asked.join(' ')],
	)
	const nearest = new Map(rows.map((row) => [row.word, row.nearest ?? row.word]))
	const correction = words.map((word) => nearest.get(word) ?? word).join(' ')
	return correction === words.join(' ') ? null : correction
}
