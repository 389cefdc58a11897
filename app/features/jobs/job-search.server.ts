import type { EntityManager } from '@mikro-orm/postgresql'
import { DATE_POSTED_OPTIONS, PAGE_SIZE } from './job-options.ts'
import type { JobSearch } from './job-search.ts'
import { DEFAULT_RADIUS_MILES } from './postcode.ts'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import { jobViewFromRow, type JobRow, type JobView } from './job-views.server.ts'
import { LISTED_JOB_SQL } from './listed-job.server.ts'
import { circleSql, type SearchCircle } from './job-distance.server.ts'
import { countOneWord, searchOneWord, searchWordOf } from './job-search-words.server.ts'
import { searchQuerySql, strongMatchSql, wordsToFind } from './job-search-query.server.ts'
import { correctionOf } from './job-search-correction.server.ts'
import { locatePostcode } from './postcode-districts.server.ts'

export const COLUMNS = `j.id, j.title, j.company, j.location, j.salary, j.description, j.job_type, j.industry, j.contact_email,
	j.is_active, j.posted_at, j.expires_at, j.user_id, j.is_sponsored, j.sponsorship_type, j.sponsorship_expires_at,
	j.apply_url, (select s.kind from job_source s where s.id = j.source_id) as source_kind`

/** Whether a job's paid sponsorship runs now; false when it never had one or it has ended. */
const RUNNING_SPONSORSHIP = 'coalesce(j.is_sponsored and j.sponsorship_expires_at > now(), false)'

/** The order of each sort, over columns named as in `matches` and `job` alike. */
const ORDER_BY = {
	relevance: (t: string) => `${t}.sponsored desc, ${t}.rank desc, ${t}.posted_at desc, ${t}.id desc`,
	date: (t: string) => `${t}.posted_at desc, ${t}.id desc`,
	salary: (t: string) => `${t}.salary_annual_max desc nulls last, ${t}.posted_at desc, ${t}.id desc`,
	distance: (t: string) => `${t}.distance, ${t}.posted_at desc, ${t}.id desc`,
}

/** A search's filters as a where clause, with its parameters, over the jobs (`j`) or ranked words (`w`). */
type ListedWhere = { sql: string; params: unknown[]; table: 'j' | 'w' }

/**
 * The filters of a search as a where clause over listed jobs (active, not expired), with its
 * parameters. `areaUnindexed`: the area is checked on each job found, never looked up in the area's
 * index (see countMatches). `rankWords`: over a word's ranked rows (`w`, job_rank_word) instead of
 * the jobs (`j`): a row is there only while its job is active and carries every filtered column but
 * a place's coordinates (decision 259), so a circle needs the jobs. `table` says which it is over.
 */
export function listedWhere(
	query: JobSearch,
	circle: SearchCircle | null,
	{ areaUnindexed = false, rankWords = false } = {},
): ListedWhere {
	if (rankWords && circle) throw new Error('A circle is checked on the jobs, not on their ranked words')
	const t = rankWords ? 'w' : 'j'
	const where: string[] = [rankWords ? 'w.expires_at > now()' : LISTED_JOB_SQL]
	if (circle) where.push(circleSql(circle).within)
	const params: unknown[] = []
	const param = (value: unknown) => {
		params.push(value)
		return '?'
	}
	if (query.location)
		where.push(
			areaUnindexed ? `(${t}.location = ${param(query.location)}) is true` : `${t}.location = ${param(query.location)}`,
		)
	if (query.jobType.length) where.push(`${t}.job_type in (${query.jobType.map(param).join(', ')})`)
	if (query.industry.length) where.push(`${t}.industry in (${query.industry.map(param).join(', ')})`)
	if (query.datePosted) {
		const hours = DATE_POSTED_OPTIONS.find((option) => option.value === query.datePosted)!.hours
		where.push(`${t}.posted_at >= now() - make_interval(hours => ${param(hours)})`)
	}
	if (query.salaryMin) where.push(`${t}.salary_annual_max >= ${param(query.salaryMin)}`)
	return { sql: where.join(' and '), params, table: t }
}

/**
 * The listed jobs (active, not expired) matching a search, one page of them, and how many
 * match in all. Text search is PostgreSQL full-text search over the weighted `search_vector`
 * (English stemming; widened by the occupations and skills the words name); `relevance` puts
 * strong matches (title, employer, occupation, required skills) first, running sponsorships first
 * among them, then by where the words are found (title, then occupation or skills, then
 * description, then company text) and how well, then the newest (decision 203); `salary` sorts by
 * annual pay (hourly pay annualised), unknown pay last. Why the SQL has this shape: decision 061.
 *
 * With `near`, only jobs within `radius` miles (5 unless given) of that postcode district's
 * centroid are found, each with its `distanceMiles`, and `distance` sorts the nearest first
 * (decision 159); an unknown district throws UnknownPostcodeError. `distance` without `near`
 * sorts by relevance.
 *
 * Words that find nothing are corrected from the vocabulary of job titles and taxonomy labels: the
 * answer is then the correction's jobs, with `correction` the search it made (decision 204).
 *
 * `total` is exact unless `capped`: a text search with filters, a postcode or several words counts
 * its matches up to `searchCount.cap` and then says only that there are more (decision 249).
 */
export async function searchJobs(
	em: EntityManager,
	query: JobSearch,
): Promise<{ jobs: JobView[]; total: number; capped: boolean; correction?: string }> {
	const limit = query.limit ?? PAGE_SIZE
	const offset = query.offset ?? (query.page - 1) * PAGE_SIZE
	const text = query.search.trim()
	const district = query.near ? locatePostcode(query.near) : null
	const circle = district ? { ...district, radius: query.radius ?? DEFAULT_RADIUS_MILES } : null
	if (!circle && query.sort === 'distance') query = { ...query, sort: 'relevance' }
	// Searches that find the same jobs share one cache entry: word case and
	// spacing, and the order of ticked boxes, change nothing.
	const key = JSON.stringify([
		'search',
		text.toLowerCase().replace(/\s+/g, ' '),
		query.location ?? '',
		[...query.jobType].sort(),
		[...query.industry].sort(),
		query.datePosted ?? '',
		query.salaryMin ?? null,
		query.sort,
		limit,
		offset,
		circle?.outwardCode ?? null,
		circle?.radius ?? null,
	])
	return cachedListing(em, key, async () => {
		if (!text) return searchListed(em, query, circle, limit, offset)
		const found = await searchText(em, query, circle, text, limit, offset)
		if (found.total > 0) return found
		// Nothing found: a misspelling's correction, with its jobs, when it finds some (decision 204).
		const correction = await correctionOf(em, text)
		if (!correction) return found
		const corrected = await searchText(em, { ...query, search: correction }, circle, correction, limit, offset)
		return corrected.total > 0 ? { ...corrected, correction } : found
	})
}

/** Whether a search has no filter but its words: no area, type, industry, date, pay or postcode. */
function isWordsOnly(query: JobSearch, circle: SearchCircle | null) {
	return (
		!circle &&
		!query.location &&
		!query.jobType.length &&
		!query.industry.length &&
		!query.datePosted &&
		!query.salaryMin
	)
}

/**
 * How far a text search counts the jobs it reads (decision 249): a search matching more says
 * "more than 1,000" (`capped`), so that its count reads at most that many jobs at any size of the
 * board. A getter, so that a test can spy on it.
 */
export const searchCount = {
	get cap() {
		return 1_000
	},
}

/** A count that stopped at the cap: `total` is the cap and `capped` says more match. */
function cappedTotal(counted: number) {
	const cap = searchCount.cap
	return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false }
}

/**
 * With words to find: one word (naming nothing of the taxonomy) under relevance is paged from the
 * word indexes while its page lies among the jobs ranked for it, with any filters checked on each
 * ranked job as the walk goes (decision 249). Otherwise one pass over the matches (from the GIN
 * index) collects what ordering needs, ranking by `job_relevance` (tier, then the small
 * `rank_vector`'s ts_rank; job-search-query.server.ts); only the page's jobs are then read in full.
 *
 * The count: one word with no filter is counted exactly from the word tallies (decision 171); any
 * other text search counts its matches up to `searchCount.cap` and says "more" past it, whichever
 * way its page was found, so every page of a search gives the same figure. A page past the end
 * counts them all, so that the listing can send its reader to the last page.
 */
async function searchText(
	em: EntityManager,
	query: JobSearch,
	circle: SearchCircle | null,
	text: string,
	limit: number,
	offset: number,
): Promise<{ jobs: JobView[]; total: number; capped: boolean }> {
	const tsquery = searchQuerySql(text)
	const where = listedWhere(query, circle)
	const distance = circle ? circleSql(circle).distance : 'null::float8'
	const wordsOnly = isWordsOnly(query, circle)
	const toFind = wordsToFind(text)
	const word = query.sort === 'relevance' && !tsquery.widened ? await searchWordOf(em, toFind) : null
	let known: Promise<{ total: number; capped: boolean }> | null = null
	if (word) {
		// Filters but a circle are checked on the ranked rows themselves (decision 259).
		const filters = wordsOnly ? undefined : circle ? where : listedWhere(query, null, { rankWords: true })
		known = filters ? countMatches(em, word, tsquery, query, circle, filters) : countOneWord(em, word, toFind)
		const found = await searchOneWord(
			em,
			{ word, limit, offset },
			{ columns: COLUMNS, orderBy: ORDER_BY.relevance, filters, distance, total: known },
		)
		if (found) return { jobs: found.rows.map((row) => jobViewFromRow(row)), total: found.total, capped: found.capped }
	}
	const rank =
		query.sort === 'relevance' ? 'job_relevance(j.rank_vector, j.search_vector, q.query, q.phrase, q.any_word)' : '0'
	// A running sponsorship comes first only for a strong match (title, employer, occupation, skills).
	const matches = `select m.id, m.posted_at, m.salary_annual_max, m.distance, m.rank, m.running and ${strongMatchSql('m.rank')} as sponsored
		from (select j.id, j.posted_at, j.salary_annual_max, ${RUNNING_SPONSORSHIP} as running, ${distance} as distance, ${rank} as rank
			from job j, (select asked.query, asked.phrase, replace(asked.query::text, ' & ', ' | ')::tsquery as any_word
				from (select ${tsquery.sql} as query, ${tsquery.phraseSql} as phrase) as asked) as q
			where j.search_vector @@ q.query and ${where.sql}) as m`
	const matchParams = [...tsquery.params, ...tsquery.phraseParams, ...where.params]
	const connection = em.getConnection()
	const rows = await connection.execute<(JobRow & { total: string })[]>(
		`with matches as materialized (${matches}),
			page as (select * from matches order by ${ORDER_BY[query.sort]('matches')} limit ? offset ?)
		select ${COLUMNS}, page.distance as distance_miles, (select count(*) from matches) as total
		from page join job j on j.id = page.id
		order by ${ORDER_BY[query.sort]('page')}`,
		[...matchParams, limit, offset],
	)
	if (rows.length > 0) {
		const counted = known ? await known : cappedTotal(Number(rows[0]!.total))
		return { jobs: rows.map((row) => jobViewFromRow(row)), ...counted }
	}
	if (offset === 0) return { jobs: [], total: 0, capped: false }
	// A page past the end has no rows to carry the total.
	const [{ count }] = await connection.execute<[{ count: string }]>(
		`select count(*) from (${matches}) as matches`,
		matchParams,
	)
	return { jobs: [], total: Number(count), capped: false }
}

/**
 * How many listed jobs a one-word search with filters finds, counted up to the cap
 * (`searchCount.cap` + 1 jobs, none ranked), in a transaction of its own for its settings
 * (decisions 249, 253, 259). Two ways, the first that can answer:
 * - The jobs ranked for the word (job_rank_word: the word in their title, employer, occupation or
 *   skills; every one a match), each row checked against the filters it carries. With an area,
 *   every row of the word in that area, from the area's index alone (a million jobs: 2,500 entries
 *   read to find 1,000 warehouse jobs of two types and a pay in Birchwood, 1 ms); without, the
 *   word's rows, `STRONG_WALK` times the cap at most. A circle is checked on each row's job (the
 *   rows carry no coordinates), and with an area as well this way is skipped. A
 *   filter that keeps most jobs finds more than the cap here, in about the same time at any size
 *   of the board.
 * - Otherwise the GIN index hands over every job holding the word, which grows with the board:
 *   - 16 MB of `work_mem`: a broad word's bitmap (100,000 jobs at a million) turns lossy in the
 *     default 4 MB, and every job on those pages is read and matched again (0.7 s, not 0.1 s).
 *   - With an area, the area's words are asked of the index with the search's (every job's search
 *     vector holds its area: SEARCH_VECTOR_SQL, migration search_relevance), so it hands over the
 *     jobs holding both; the area itself is then checked on each of them, not also looked up in
 *     the area's index, whose bitmap of every job in the area (43,000 at a million) cost more than
 *     the whole count.
 */
async function countMatches(
	em: EntityManager,
	word: string,
	tsquery: ReturnType<typeof searchQuerySql>,
	query: JobSearch,
	circle: SearchCircle | null,
	filters: ListedWhere,
) {
	const cap = searchCount.cap
	const location = query.location
	return em.transactional(async (tx) => {
		await tx.execute('set local max_parallel_workers_per_gather = 0')
		const ranked = countRanked(word, filters, location !== undefined)
		if (ranked) {
			const [{ count }] = await tx.execute<[{ count: string }]>(ranked.sql, ranked.params)
			if (Number(count) > cap) return cappedTotal(Number(count))
		}
		const where = listedWhere(query, circle, { areaUnindexed: true })
		const words = location ? `(${tsquery.sql} && plainto_tsquery('english', ?))` : tsquery.sql
		await tx.execute(`set local work_mem = '${COUNT_WORK_MEM}'`)
		const [{ count }] = await tx.execute<[{ count: string }]>(
			`select count(*) from (
				select 1 from job j where j.search_vector @@ ${words} and ${where.sql} limit ?
			) as found`,
			[...tsquery.params, ...(location ? [location] : []), ...where.params, cap + 1],
		)
		return cappedTotal(Number(count))
	})
}

/**
 * The count of countMatches's first way, up to the cap and one more, or null where it does not go:
 * `filters` are the page's (over the ranked rows, or over their jobs for a circle).
 */
function countRanked(word: string, filters: ListedWhere, inArea: boolean) {
	const enough = searchCount.cap + 1
	if (filters.table === 'w') {
		// With an area the walk is bounded by the word's rows in the area, read from the index alone.
		const rows = inArea
			? 'job_rank_word w where w.word = ? and w.rank > 0 and'
			: '(select w.* from job_rank_word w where w.word = ? and w.rank > 0 and w.expires_at > now() limit ?) as w where'
		return {
			sql: `select count(*) from (select 1 from ${rows} ${filters.sql} limit ?) as found`,
			params: [word, ...(inArea ? [] : [STRONG_WALK.rankWords * enough]), ...filters.params, enough],
		}
	}
	if (inArea) return null
	return {
		sql: `select count(*) from (
			select 1 from (
				select w.job_id from job_rank_word w where w.word = ? and w.rank > 0 and w.expires_at > now() limit ?
			) as w
			cross join lateral (select 1 from job j where j.id = w.job_id and ${filters.sql} offset 0) as j
			limit ?
		) as found`,
		params: [word, STRONG_WALK.circle * enough, ...filters.params, enough],
	}
}

/**
 * How far countMatches walks the rows ranked for a word (no area), in multiples of the cap: read
 * from an index alone, a thousand rows cost about 0.5 ms (decision 259; 9 ms when each row's job
 * was read), so a filter keeping one job in ten of the word's still finds more than the cap there,
 * where the text index's count of a broad word costs 130 ms at a million jobs. With a circle each
 * row's job is read, and the walk stops at twice the cap.
 */
const STRONG_WALK = { rankWords: 10, circle: 2 }

/** The memory the count of a text search's matches may use for its bitmap of them (see countMatches). */
const COUNT_WORK_MEM = '16MB'

/**
 * Without words: the page is chosen from an index over listed jobs that carries every filtered
 * column (running sponsorships are taken apart and put first), then only its jobs are read. The
 * sponsorships are walked newest first, their end checked on each (`is true` keeps the planner
 * from reading every running sponsorship by its end and sorting them: 8 ms against 1.5 at a
 * million jobs, 5,000 of them sponsored). The count comes from the tallies when nothing but the
 * posting date or a circle is filtered, else from a covering index up to the cap, as a text
 * search's (decision 253). The two run side by side.
 */
async function searchListed(
	em: EntityManager,
	query: JobSearch,
	circle: SearchCircle | null,
	limit: number,
	offset: number,
) {
	const where = listedWhere(query, circle)
	const connection = em.getConnection()
	// Measured again for the page's jobs only, after the page is chosen.
	const columns = `${COLUMNS}, ${circle ? circleSql(circle).distance : 'null::float8'} as distance_miles`
	let page: Promise<JobRow[]>
	if (query.sort === 'relevance') {
		const enough = offset + limit
		page = connection.execute<JobRow[]>(
			`with page as (
				select * from (
					(select j.id, j.posted_at, true as sponsored from job j
						where ${where.sql} and j.is_sponsored and (j.sponsorship_expires_at > now()) is true
						order by ${ORDER_BY.date('j')} limit ?)
					union all
					(select j.id, j.posted_at, false as sponsored from job j
						where ${where.sql} and not ${RUNNING_SPONSORSHIP}
						order by ${ORDER_BY.date('j')} limit ?)
				) as ranked
				order by ranked.sponsored desc, ${ORDER_BY.date('ranked')} limit ? offset ?
			)
			select ${columns} from page join job j on j.id = page.id order by page.sponsored desc, ${ORDER_BY.date('page')}`,
			[...where.params, enough, ...where.params, enough, limit, offset],
		)
	} else if (query.sort === 'distance') {
		// Every job at a place is as far away as the place: the places with listed jobs in the circle
		// (from the place tallies, a few), nearest first, each giving its newest matching jobs from
		// job_listed_coordinates_idx up to the page's end (decision 241).
		const enough = offset + limit
		page = connection.execute<JobRow[]>(
			`with page as (
				select near.* from (
					select j.latitude, j.longitude, ${circleSql(circle!).distance} as distance from (
						select distinct j.latitude, j.longitude from job_place_tally j
						where j.expires_hour >= date_trunc('hour', now(), 'UTC') and j.jobs > 0 and ${circleSql(circle!).box}
					) as j where ${circleSql(circle!).distance} <= ${Number(circle!.radius)}
				) as place
				cross join lateral (
					select j.id, j.posted_at, place.distance from job j
					where j.latitude = place.latitude and j.longitude = place.longitude and ${where.sql}
					order by j.posted_at desc, j.id desc limit ?
				) as near
				order by ${ORDER_BY.distance('near')} limit ? offset ?
			)
			select ${columns} from page join job j on j.id = page.id order by ${ORDER_BY.distance('page')}`,
			[...where.params, enough, limit, offset],
		)
	} else {
		page = connection.execute<JobRow[]>(
			`with page as (select j.id, j.posted_at, j.salary_annual_max from job j where ${where.sql} order by ${ORDER_BY[query.sort]('j')} limit ? offset ?)
			select ${columns} from page join job j on j.id = page.id order by ${ORDER_BY[query.sort]('page')}`,
			[...where.params, limit, offset],
		)
	}
	const unfiltered = !query.location && !query.jobType.length && !query.industry.length && !query.salaryMin
	const onlyByDate = !circle && unfiltered
	const onlyCircle = circle !== null && unfiltered && !query.datePosted
	const hours = query.datePosted ? DATE_POSTED_OPTIONS.find((option) => option.value === query.datePosted)!.hours : null
	// Exact from the tallies; any other filter counts up to the cap, as a text search does.
	const count = onlyCircle
		? countWithin(circle)
		: onlyByDate
			? tallied(hours)
			: {
					sql: `select count(*) from (select 1 from job j where ${where.sql} limit ?) as found`,
					params: [...where.params, searchCount.cap + 1],
				}
	const [rows, [{ count: total }]] = await Promise.all([
		page,
		connection.execute<[{ count: string }]>(count.sql, count.params),
	])
	if (onlyByDate || onlyCircle)
		return { jobs: rows.map((row) => jobViewFromRow(row)), total: Number(total), capped: false }
	if (rows.length === 0 && offset > 0) {
		// A page past the end counts them all, so that the listing can send its reader to the last page.
		const [{ count: all }] = await connection.execute<[{ count: string }]>(
			`select count(*) from job j where ${where.sql}`,
			where.params,
		)
		return { jobs: [], total: Number(all), capped: false }
	}
	return { jobs: rows.map((row) => jobViewFromRow(row)), ...cappedTotal(Number(total)) }
}

/**
 * How many listed jobs are within the circle, with no other filter, from the tallies the job
 * table's trigger keeps (decision 241). Many jobs share a place (their area's centre), so each
 * place's jobs are summed over the hours after this one and the place is measured once (`offset 0`
 * keeps the distance out of the grouping), plus the jobs whose listing ends within this hour,
 * counted from the jobs (exact at any moment, as the listing's own tallies are): a cost that does
 * not grow with the jobs.
 */
function countWithin(circle: SearchCircle) {
	const { box, within, distance } = circleSql(circle)
	return {
		sql: `select
			(select coalesce(sum(j.jobs), 0) from (
				select j.latitude, j.longitude, sum(j.jobs) as jobs from job_place_tally j
				where j.expires_hour > date_trunc('hour', now(), 'UTC') and ${box} group by 1, 2 offset 0
			) as j where ${distance} <= ${Number(circle.radius)})
			+ (select count(*) from job j
				where ${LISTED_JOB_SQL} and ${within} and j.expires_at < date_trunc('hour', now(), 'UTC') + interval '1 hour') as count`,
		params: [],
	}
}

/**
 * How many jobs are listed (posted within the last `hours`, when given), from the tallies kept
 * by the job table's trigger: whole hours are summed, and the two hours that are
 * only partly in (the one in which listings are ending now, and the one the posting window
 * starts in) are counted from the jobs themselves.
 */
function tallied(hours: number | null) {
	const since = hours === null ? `'-infinity'::timestamptz` : 'now() - make_interval(hours => ?)'
	const params = hours === null ? [] : [hours, hours, hours, hours]
	return {
		sql: `select
			(select coalesce(sum(t.jobs), 0) from job_listing_tally t
				where t.expires_hour > date_trunc('hour', now(), 'UTC') and t.posted_hour > date_trunc('hour', ${since}, 'UTC'))
			+ (select count(*) from job j
				where ${LISTED_JOB_SQL} and j.posted_at >= ${since}
					and (j.expires_at < date_trunc('hour', now(), 'UTC') + interval '1 hour'
						or j.posted_at < date_trunc('hour', ${since}, 'UTC') + interval '1 hour')) as count`,
		params,
	}
}

/**
 * Live figures for the listing's hero: listed jobs, companies with a listed job, listed jobs
 * posted in the last 7 days. All three come from the tallies the job table's trigger keeps
 * (decision 061), so they cost a few hundred rows however many jobs there are.
 */
export async function listingStats(em: EntityManager) {
	return cachedListing(em, 'stats', () => countListingStats(em))
}

async function countListingStats(em: EntityManager) {
	const jobs = tallied(null)
	const thisWeek = tallied(7 * 24)
	const [row] = await em.getConnection().execute<[{ jobs: string; companies: string; this_week: string }]>(
		`select (${jobs.sql}) as jobs,
			(select count(*) from company_listing c where c.listed_until > now()) as companies,
			(${thisWeek.sql}) as this_week`,
		[...jobs.params, ...thisWeek.params],
	)
	return { activeJobs: Number(row.jobs), companies: Number(row.companies), newThisWeek: Number(row.this_week) }
}
