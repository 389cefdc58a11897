// One-word searches at 100,000 jobs (decision 171). A search for one word that many jobs hold
// ("warehouse") would otherwise read every matching job to rank and count them. Two tables the
// job_search_words trigger keeps answer it instead:
// - job_word_tally: active jobs by word and the hour their listing ends. The listed matches are
//   the sum over hours after this one, plus those ending within this hour counted from the jobs
//   (exact at any moment, as the listing's own tallies are). Only a word searched without filters
//   is counted so; with filters or a postcode the search counts its matches up to a cap (249).
// - job_rank_word: active jobs under each word of their rank vector (title, employer, occupation
//   and skills: the strong matches) with their relevance for that word (`job_relevance`, the
//   figure the general search orders by; decision 203) and, while sponsored, the sponsorship's end.
//   Running sponsorships come from its sponsored rows, then the best-ranked jobs from an index
//   walk in relevance order that stops at the page's end. Filters and a postcode's circle are
//   checked on each ranked row's job as the walk goes (decision 249).
// Jobs holding the word only in their description or company text come after all of these (a
// running sponsorship lifts only a strong match); a page reaching them, a search the taxonomy
// widens, several words or another sort, returns null here and is answered by the general
// search (job-search.server.ts).
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
 * One page of the listed jobs holding `word` in relevance order, or null when the page reaches
 * jobs that hold it only in their description or company text (or lies past the end). `total` is
 * how many match, when known exactly; `capped`, that there are more than `total`. `filters` (a
 * where clause over the ranked row `w` or its job `j`, as `table` says, with its parameters)
 * narrows the jobs: each ranked row is checked (its job read only for a circle, decision 259), so
 * the walk stops after about the page's end divided by the share of jobs passing them, however
 * many jobs hold the word (decision 249); a word in an area walks only that area's rows. `columns`
 * and `orderBy` are the general search's, so the rows are the same shape and in the same order.
 */
export async function searchOneWord(
	em: EntityManager,
	{ word, limit, offset }: { word: string; limit: number; offset: number },
	{
		columns,
		orderBy,
		filters,
		distance = 'null::float8',
		total,
	}: {
		columns: string
		orderBy: (table: string) => string
		filters?: { sql: string; params: unknown[]; table: 'j' | 'w' }
		distance?: string
		total: Promise<{ total: number; capped: boolean }>
	},
): Promise<{ rows: JobRow[]; total: number; capped: boolean } | null> {
	const filtered = filters !== undefined
	const where = filters ?? { sql: 'true', params: [] }
	// A ranked row's job is read only to check filters over it (a circle).
	const joinJob = filters?.table === 'j' ? 'join job j on j.id = w.job_id' : ''
	const enough = offset + limit
	const sql = `with sponsored as (
			select w.job_id as id, w.posted_at, w.rank, true as sponsored from job_rank_word w ${joinJob}
			where w.word = ? and w.sponsored_until > now() and w.expires_at > now() and ${strongMatchSql('w.rank')}
				and ${where.sql}
		),
		ranked as (
			select w.job_id as id, w.posted_at, w.rank, false as sponsored from job_rank_word w ${joinJob}
			where w.word = ? and w.rank > 0 and w.expires_at > now() and not coalesce(w.sponsored_until > now(), false)
				and ${where.sql}
			order by w.rank desc, w.posted_at desc, w.job_id desc limit ?
		),
		found as (select * from sponsored union all select * from ranked),
		page as (select * from found order by ${orderBy('found')} limit ? offset ?)
		select ${columns}, ${distance} as distance_miles, (select count(*) from found) as found
		from page join job j on j.id = page.id
		order by ${orderBy('page')}`
	const params = [word, ...where.params, word, ...where.params, enough, limit, offset]
	// With filters the planner, guessing how far the walk must go to find the page's jobs, may hand
	// it to parallel workers, whose start-up cost more than the walk (20-60 ms against 13-19 at a
	// million jobs, decision 249): a walk that stops at the page's end is done by one process.
	const page = filtered
		? em.transactional(async (tx) => {
				await tx.execute('set local max_parallel_workers_per_gather = 0')
				return tx.execute<(JobRow & { found: string })[]>(sql, params)
			})
		: em.getConnection().execute<(JobRow & { found: string })[]>(sql, params)
	const [rows, counted] = await Promise.all([page, total])
	const found = Number(rows[0]?.found ?? 0)
	// The page is whole when it lies within the sponsored and ranked jobs, or when those are all
	// the matches there are (the last page). Otherwise it needs description-only matches.
	if (rows.length === 0 || (found < enough && (counted.capped || found !== counted.total))) return null
	return { rows, ...counted }
}

/**
 * How many listed jobs hold `word` (as the search's `text`), exactly, from the word tallies: the
 * hours after this one summed, plus the matches ending within this hour counted from the jobs.
 */
export async function countOneWord(em: EntityManager, word: string, text: string) {
	const [{ count }] = await em.getConnection().execute<[{ count: string }]>(
		`select (select coalesce(sum(t.jobs), 0) from job_word_tally t
				where t.word = ? and t.expires_hour > date_trunc('hour', now(), 'UTC'))
			+ (select count(*) from job j
				where j.search_vector @@ websearch_to_tsquery('english', ?) and ${LISTED_JOB_SQL}
					and j.expires_at < date_trunc('hour', now(), 'UTC') + interval '1 hour') as count`,
		[word, text],
	)
	return { total: Number(count), capped: false }
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
