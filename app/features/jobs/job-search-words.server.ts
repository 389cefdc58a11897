// One-word searches at 100,000 jobs (decision 171). A search for one word that many jobs hold
// ("warehouse") would otherwise read every matching job to rank and count them. Two tables the
// job_search_words trigger keeps answer it instead:
// - job_word_tally: active jobs by word and the hour their listing ends. The listed matches are
//   the sum over hours after this one, plus those ending within this hour counted from the jobs
//   (exact at any moment, as the listing's own tallies are).
// - job_rank_word: active jobs under each word of their rank vector (title, employer, occupation
//   and skills: the strong matches) with their relevance for that word (`job_relevance`, the
//   figure the general search orders by; decision 203) and, while sponsored, the sponsorship's end.
//   Running sponsorships come from its sponsored rows, then the best-ranked jobs from an index
//   walk in relevance order that stops at the page's end.
// Jobs holding the word only in their description or company text come after all of these (a
// running sponsorship lifts only a strong match); a page reaching them, a search the taxonomy
// widens, several words, filters or another sort, returns null here and is answered by the
// general search (job-search.server.ts).
import type { EntityManager, QueryResult } from '@mikro-orm/postgresql'
import type { JobRow } from './job-views.server.ts'
import { LISTED_JOB_SQL } from './listed-job.server.ts'
import { strongMatchSql } from './job-search-query.server.ts'

/** The one stemmed word (lexeme) a search's text comes to, or null for anything else. */
export async function searchWordOf(em: EntityManager, text: string): Promise<string | null> {
	const [row] = await em
		.getConnection()
		.execute<[{ query: string }]>(`select websearch_to_tsquery('english', ?)::text as query`, [text])
	// A lone lexeme prints as 'warehous' (quotes doubled inside); operators, negation and phrases
	// print otherwise. A backslash is left to the general search rather than unescaped here.
	const lexeme = /^'((?:[^'\\]|'')+)'$/.exec(row.query)?.[1]
	return lexeme === undefined ? null : lexeme.replaceAll("''", "'")
}

/**
 * One page of the listed jobs holding `word` in relevance order, and how many there are, or null
 * when the page reaches jobs that hold it only in their description or company text. `columns` and `orderBy` are
 * the general search's, so the rows are the same shape and in the same order.
 */
export async function searchOneWord(
	em: EntityManager,
	{ word, text, limit, offset }: { word: string; text: string; limit: number; offset: number },
	{ columns, orderBy }: { columns: string; orderBy: (table: string) => string },
): Promise<{ rows: JobRow[]; total: number } | null> {
	const connection = em.getConnection()
	const enough = offset + limit
	const page = connection.execute<(JobRow & { found: string })[]>(
		`with sponsored as (
			select w.job_id as id, w.posted_at, w.rank, true as sponsored from job_rank_word w
			where w.word = ? and w.sponsored_until > now() and w.expires_at > now() and ${strongMatchSql('w.rank')}
		),
		ranked as (
			select w.job_id as id, w.posted_at, w.rank, false as sponsored from job_rank_word w
			where w.word = ? and w.rank > 0 and w.expires_at > now() and not coalesce(w.sponsored_until > now(), false)
			order by w.rank desc, w.posted_at desc, w.job_id desc limit ?
		),
		found as (select * from sponsored union all select * from ranked),
		page as (select * from found order by ${orderBy('found')} limit ? offset ?)
		select ${columns}, null::float8 as distance_miles, (select count(*) from found) as found
		from page join job j on j.id = page.id
		order by ${orderBy('page')}`,
		[word, word, enough, limit, offset],
	)
	const count = connection.execute<[{ count: string }]>(
		`select (select coalesce(sum(t.jobs), 0) from job_word_tally t
				where t.word = ? and t.expires_hour > date_trunc('hour', now(), 'UTC'))
			+ (select count(*) from job j
				where j.search_vector @@ websearch_to_tsquery('english', ?) and ${LISTED_JOB_SQL}
					and j.expires_at < date_trunc('hour', now(), 'UTC') + interval '1 hour') as count`,
		[word, text],
	)
	const [rows, [{ count: total }]] = await Promise.all([page, count])
	const found = Number(rows[0]?.found ?? 0)
	// The page is whole when it lies within the sponsored and ranked jobs, or when those are all
	// the matches there are (the last page). Otherwise it needs description-only matches.
	if (rows.length === 0 || (found < enough && found !== Number(total))) return null
	return { rows, total: Number(total) }
}

/**
 * Drops the word tallies no search reads again: hours already past, and words no active job holds
 * in an hour any more (jobs ended by `endExpiredPostings` leave those at 0). Run hourly by the
 * worker, so the table stays about the size of the listing's vocabulary times its listing hours.
 */
export async function pruneWordTallies(em: EntityManager) {
	const result = await em
		.getConnection()
		.execute<QueryResult>(
			`delete from job_word_tally where expires_hour < date_trunc('hour', now(), 'UTC') or jobs = 0`,
			[],
			'run',
		)
	return result.affectedRows
}
