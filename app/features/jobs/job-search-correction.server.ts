// "Did you mean" (decision 204): a search that finds nothing is corrected word by word from the
// vocabulary of job titles and taxonomy labels (search_word, trigram-indexed by pg_trgm). A word
// the vocabulary holds is kept; any other is replaced by the vocabulary's word most like it, when
// one is like enough (pg_trgm's similarity threshold, 0.3). The searcher is offered the correction
// only when it finds jobs (job-search.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'

/** The words a correction reads from a search: lower-case plain letters. */
function wordsOf(text: string) {
	return text.toLowerCase().match(/[a-z]+/g) ?? []
}

/** The search with each word the vocabulary lacks replaced by its nearest word there, or null when nothing changes. */
export async function correctionOf(em: EntityManager, text: string): Promise<string | null> {
	const words = wordsOf(text)
	if (!words.length) return null
	const rows = await em.getConnection().execute<{ word: string; nearest: string | null }[]>(
		`select q.word, case when length(q.word) < 3 or exists (select 1 from search_word s where s.word = q.word) then q.word
				else (select s.word from search_word s where s.word % q.word order by similarity(s.word, q.word) desc, s.word limit 1)
			end as nearest
		from regexp_split_to_table(?, ' ') with ordinality as q(word, position)
		order by q.position`,
		[words.join(' ')],
	)
	const correction = rows.map((row) => row.nearest ?? row.word).join(' ')
	return correction === words.join(' ') ? null : correction
}
