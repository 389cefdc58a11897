// Generates the benchmark's jobs inside PostgreSQL (one `insert ... select` over generate_series),
// so that 100,000 realistic adverts load in seconds. Every choice is a hash of the row number:
// the same data on every run.
//
// Term frequencies are set on purpose, because ranking cost grows with the number of matches:
// - "warehouse" (BROAD_TERM) is in the title and industry of exactly one job in ten;
// - each of ROLES is in about 0.9% of titles ("nurse", "electrician", ...);
// - "paralegal" (SELECTIVE_TERM) is in one job in a thousand and "farrier" in one in ten thousand.
// No sentence of the description pool (scripts/bench-job-words.ts) contains any of these words.
import type pg from 'pg'
import { fillSearchWords } from '../migrations/Migration20261129000000_rank_words_carry_filters.ts'
import { fillTitleWords } from '../migrations/Migration20261128180000_job_title_words.ts'
import { LISTING_AREAS, POST_JOB_TYPES } from '../app/features/jobs/job-options.ts'
import { SKILL_KEYWORDS } from '../app/features/insights/insight-options.ts'
import { namesSkill } from '../app/features/profile/skill-words.ts'
import {
	BENEFITS,
	CLOSINGS,
	COMPANY_FIRST,
	COMPANY_SECOND,
	DUTIES,
	NEEDS,
	OPENINGS,
	ROLES,
	WAREHOUSE_TITLES,
} from './bench-job-words.ts'

export const BROAD_TERM = 'warehouse'
export const SELECTIVE_TERM = 'paralegal'
export const RARE_TERM = 'farrier'

const sqlArray = (values: readonly string[]) =>
	`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`
/** A deterministic pseudo-random non-negative integer for row `g` and stream `k`. */
const hash = (k: number) => `abs(hashint4(g * 31 + ${k}))`

/**
 * The skills (positions in SKILL_KEYWORDS, from 1) each of `texts` names, by the job_skill_tags
 * trigger's own rule (namesSkill), as an SQL array parallel to `texts`: element i is an int[] in
 * text form. An advert is put together from these pieces, and no skill's words run across two of
 * them (every piece ends a sentence or a name), so its skills are the union of its pieces'. Working
 * them out here once, instead of the trigger matching 30 patterns against every advert, is most of
 * a load's time (decision 241); bench-jobs.test.ts checks the union against the trigger.
 */
const skillsOf = (texts: readonly string[]) =>
	`array[${texts.map((text) => `'${skillPositions(text)}'`).join(', ')}]::text[]`
const skillPositions = (text: string) =>
	`{${SKILL_KEYWORDS.flatMap(({ words }, index) => (namesSkill(text, words) ? [index + 1] : [])).join(',')}}`
/** The fixed words of every advert's first sentence. */
const FIRST_SENTENCE = ['We are looking for a', 'to join us in']

/**
 * Inserts jobs number `from` to `to` (inclusive), owned by `ownerId`. Job types and pay follow a
 * plausible mix: mostly full-time, a third of pay hourly, one advert in ten without a figure.
 */
export async function insertBenchJobs(client: pg.Client, ownerId: number, from: number, to: number) {
	const areas = LISTING_AREAS.map((area) => area.value).filter(Boolean)
	const roles = sqlArray(ROLES.map(([title]) => title))
	const roleIndustries = sqlArray(ROLES.map(([, industry]) => industry))
	await client.query(`
		insert into job (title, company, location, salary, salary_min_pence, salary_max_pence, salary_period, description,
			job_type, industry, contact_email, is_active, posted_at, expires_at, user_id, is_sponsored, sponsorship_type,
			sponsorship_expires_at, created_at, updated_at, skill_tags)
		select title, company, location,
			case period
				when 'year' then '£' || to_char(min_pence / 100, 'FM999,999') || case when max_pence > min_pence then ' - £' || to_char(max_pence / 100, 'FM999,999') else '' end
				when 'hour' then '£' || to_char(min_pence / 100.0, 'FM990.00') || case when max_pence > min_pence then ' - £' || to_char(max_pence / 100.0, 'FM990.00') else '' end || ' per hour'
				else 'Competitive'
			end,
			min_pence, max_pence, period, description, job_type, industry, 'jobs@bench.example', is_active,
			posted_at, posted_at + interval '30 days', ${ownerId}, sponsored,
			case when sponsored then '30days' end, case when sponsored then now() + interval '10 days' end,
			posted_at, posted_at,
			array(select (${sqlArray(SKILL_KEYWORDS.map((keyword) => keyword.skill))})[p] from (select distinct unnest(skill_positions) as p) as found order by p)
		from (
			select g, title, industry,
				(${sqlArray(COMPANY_FIRST)})[1 + ${hash(1)} % ${COMPANY_FIRST.length}] || ' ' || (${sqlArray(COMPANY_SECOND)})[1 + ${hash(2)} % ${COMPANY_SECOND.length}] as company,
				(${sqlArray(areas)})[1 + ${hash(3)} % ${areas.length}] as location,
				(${sqlArray(POST_JOB_TYPES)})[case when ${hash(4)} % 100 < 55 then 1 when ${hash(4)} % 100 < 80 then 2 when ${hash(4)} % 100 < 88 then 3 when ${hash(4)} % 100 < 95 then 4 else 5 end] as job_type,
				period,
				case period when 'year' then (18000 + ${hash(5)} % 40 * 1000) * 100 when 'hour' then 1271 + ${hash(5)} % 500 end as min_pence,
				case period when 'year' then (18000 + ${hash(5)} % 40 * 1000 + ${hash(6)} % 4 * 2500) * 100 when 'hour' then 1271 + ${hash(5)} % 500 + ${hash(6)} % 3 * 100 end as max_pence,
				${hash(7)} % 50 <> 0 as is_active,
				${hash(8)} % 200 = 0 as sponsored,
				now() - make_interval(mins => ${hash(9)} % (29 * 24 * 60)) as posted_at,
				'We are looking for a ' || title || ' to join us in ' || (${sqlArray(areas)})[1 + ${hash(3)} % ${areas.length}] || '. '
					|| (${sqlArray(OPENINGS)})[1 + ${hash(10)} % ${OPENINGS.length}] || E'\\n\\n'
					|| (${sqlArray(DUTIES)})[1 + ${hash(11)} % ${DUTIES.length}] || ' ' || (${sqlArray(DUTIES)})[1 + ${hash(12)} % ${DUTIES.length}] || ' '
					|| (${sqlArray(DUTIES)})[1 + ${hash(13)} % ${DUTIES.length}] || E'\\n\\n'
					|| (${sqlArray(NEEDS)})[1 + ${hash(14)} % ${NEEDS.length}] || ' ' || (${sqlArray(NEEDS)})[1 + ${hash(15)} % ${NEEDS.length}] || E'\\n\\n'
					|| (${sqlArray(BENEFITS)})[1 + ${hash(16)} % ${BENEFITS.length}] || ' ' || (${sqlArray(CLOSINGS)})[1 + ${hash(17)} % ${CLOSINGS.length}] as description,
				title_skills || '${skillPositions(FIRST_SENTENCE.join(' '))}'::int[]
					|| (${skillsOf(areas)})[1 + ${hash(3)} % ${areas.length}]::int[]
					|| (${skillsOf(OPENINGS)})[1 + ${hash(10)} % ${OPENINGS.length}]::int[]
					|| (${skillsOf(DUTIES)})[1 + ${hash(11)} % ${DUTIES.length}]::int[] || (${skillsOf(DUTIES)})[1 + ${hash(12)} % ${DUTIES.length}]::int[]
					|| (${skillsOf(DUTIES)})[1 + ${hash(13)} % ${DUTIES.length}]::int[]
					|| (${skillsOf(NEEDS)})[1 + ${hash(14)} % ${NEEDS.length}]::int[] || (${skillsOf(NEEDS)})[1 + ${hash(15)} % ${NEEDS.length}]::int[]
					|| (${skillsOf(BENEFITS)})[1 + ${hash(16)} % ${BENEFITS.length}]::int[] || (${skillsOf(CLOSINGS)})[1 + ${hash(17)} % ${CLOSINGS.length}]::int[] as skill_positions
			from (
				select g,
					case when g % 10 = 0 then (${sqlArray(WAREHOUSE_TITLES)})[1 + ${hash(20)} % ${WAREHOUSE_TITLES.length}]
						when g % 1000 = 7 then 'Paralegal'
						when g % 10000 = 3 then 'Farrier'
						else (${roles})[1 + ${hash(21)} % ${ROLES.length}] end as title,
					case when g % 10 = 0 then 'Warehouse & Logistics'
						when g % 1000 = 7 then 'Legal Services'
						when g % 10000 = 3 then 'Agriculture & Farming'
						else (${roleIndustries})[1 + ${hash(21)} % ${ROLES.length}] end as industry,
					(case when g % 10 = 0 then (${skillsOf(WAREHOUSE_TITLES)})[1 + ${hash(20)} % ${WAREHOUSE_TITLES.length}]
						when g % 1000 = 7 then '${skillPositions('Paralegal')}'
						when g % 10000 = 3 then '${skillPositions('Farrier')}'
						else (${skillsOf(ROLES.map(([title]) => title))})[1 + ${hash(21)} % ${ROLES.length}] end)::int[] as title_skills,
					case when ${hash(22)} % 10 = 0 then null when ${hash(22)} % 10 < 4 then 'hour' else 'year' end as period
				from generate_series(${from}, ${to}) as g
			) as picked
		) as job_row
	`)
}

/** Jobs a statement inserts: small enough to print progress by, large enough to stay set-based. */
const CHUNK = 50_000

/**
 * Loads `count` jobs as fast as this machine allows (decision 241). The rows are inserted in chunks
 * of CHUNK over `parallel` connections, and the job table's indexes are dropped first and rebuilt
 * afterwards from their own definitions (one sorted build instead of a million GIN insertions).
 * The row triggers OFF_WHILE_LOADING are off meanwhile: the totals they keep are recounted once at
 * the end in one statement each, and the skill tags come with the rows. What remains a row's cost
 * is building its weighted tsvectors (PostgreSQL parses every description) and its coordinates.
 * `progress` hears each step.
 */
export async function loadBenchJobs(
	connect: () => Promise<pg.Client>,
	ownerId: number,
	count: number,
	{ parallel = 2, progress = (_: string) => {} }: { parallel?: number; progress?: (step: string) => void } = {},
) {
	const client = await connect()
	const started = Date.now()
	const step = (what: string) => progress(`${what} (${Math.round((Date.now() - started) / 1000)} s)`)
	try {
		const dropped = await dropIndexes(client, ['job', 'job_rank_word', 'job_word_tally'])
		for (const trigger of OFF_WHILE_LOADING) await client.query(`alter table job disable trigger ${trigger}`)
		let next = 1
		let inserted = 0
		await Promise.all(
			Array.from({ length: parallel }, async () => {
				const worker = await connect()
				try {
					while (next <= count) {
						const from = next
						const to = Math.min(count, from + CHUNK - 1)
						next = to + 1
						await insertBenchJobs(worker, ownerId, from, to)
						inserted += to - from + 1
						if (count > CHUNK)
							step(`${inserted.toLocaleString('en-GB')} of ${count.toLocaleString('en-GB')} jobs inserted`)
					}
				} finally {
					await worker.end()
				}
			}),
		)
		await client.query(`set maintenance_work_mem = '256MB'`)
		for (const index of dropped.filter((index) => index.tablename === 'job')) await client.query(index.indexdef)
		step('job indexes built')
		await client.query('delete from job_listing_tally')
		await client.query(
			`insert into job_listing_tally (expires_hour, posted_hour, jobs)
			 select date_trunc('hour', expires_at, 'UTC'), date_trunc('hour', posted_at, 'UTC'), count(*) from job where is_active group by 1, 2`,
		)
		await client.query('delete from company_listing')
		await client.query(
			`insert into company_listing (company_key, listed_until) select lower(company), max(expires_at) from job where is_active group by 1`,
		)
		await client.query(fillSearchWords)
		for (const index of dropped.filter((index) => index.tablename !== 'job')) await client.query(index.indexdef)
		step('search words counted')
		// What the vocabulary trigger adds for each job, for all of them at once.
		await client.query(
			`insert into search_word (word, in_titles)
			 select distinct w, true from job j, regexp_split_to_table(lower(j.title), '[^a-z]+') as w where length(w) between 3 and 30
			 on conflict (word) do update set in_titles = true where not search_word.in_titles`,
		)
		await client.query(fillTitleWords)
		step('title words filed')
		for (const trigger of OFF_WHILE_LOADING) await client.query(`alter table job enable trigger ${trigger}`)
		await client.query('vacuum analyze job')
		step('vacuumed')
	} finally {
		await client.end()
	}
}

/**
 * The job table's triggers a bulk load switches off: those keeping totals and words in other
 * tables, recounted or filed once instead, and the skill tags', which insertBenchJobs works out
 * from the advert's pieces.
 */
const OFF_WHILE_LOADING = [
	'job_listing_tally',
	'job_search_words',
	'job_search_vocabulary',
	'job_skill_tags',
	'job_title_words_insert',
]

/** Drops the indexes of `tables` that back no constraint, answering their definitions to build them again. */
async function dropIndexes(client: pg.Client, tables: string[]) {
	const { rows } = await client.query<{ tablename: string; indexname: string; indexdef: string }>(
		`select tablename, indexname, indexdef from pg_indexes
		 where schemaname = 'public' and tablename = any($1) and indexname not in (select conname from pg_constraint)`,
		[tables],
	)
	for (const index of rows) await client.query(`drop index "${index.indexname}"`)
	return rows
}
