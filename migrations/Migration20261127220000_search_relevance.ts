import { Migration } from '@mikro-orm/migrations'

/**
 * Search relevance (issue 29, decision 203): the job's vectors weigh where a word is found (title
 * A; employer name, occupation and required skills B; industry and description C; company text D),
 * a job's occupation and skills are tokens of its vectors ('O123', 'S456') that a query naming them
 * is widened by, `job_relevance` turns those weights into the tiers the search orders by, and
 * `search_word` (pg_trgm) is the vocabulary "Did you mean" corrects a misspelt search from.
 * The one-word indexes (decision 171) are filled again under the new ranks.
 */
export class Migration20261127220000_search_relevance extends Migration {
	override name = 'Migration20261127220000_search_relevance'

	override up(): void | Promise<void> {
		this.addSql(`create extension if not exists pg_trgm;`)
		this.addSql(jobSearchTextFn)
		this.addSql(jobTaxonomyVectorFn)
		this.addSql(jobDescriptionVectorFn)
		this.addSql(jobRelevanceFn)
		for (const sql of replaceVectors(RANK_VECTOR_SQL, SEARCH_VECTOR_SQL)) this.addSql(sql)
		this.addSql(jobSearchWordsFn)
		this.addSql(fillSearchWords)
		this.addSql(
			`create table "search_word" ("word" text not null, "in_titles" boolean not null default false, primary key ("word"));`,
		)
		this.addSql(`create index "search_word_trigram_idx" on "search_word" using gin ("word" gin_trgm_ops);`)
		this.addSql(jobSearchVocabularyFn)
		this.addSql(
			`create trigger "job_search_vocabulary" AFTER INSERT OR UPDATE on "job" for each ROW execute function "job_job_search_vocabulary_fn"();`,
		)
		this.addSql(fillSearchVocabulary)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists "job_search_vocabulary" on "job";`)
		this.addSql(`drop function if exists "job_job_search_vocabulary_fn"();`)
		this.addSql(`drop table if exists "search_word" cascade;`)
		for (const sql of replaceVectors(
			`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(industry, '')), 'B')`,
			`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(industry, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
		))
			this.addSql(sql)
		// The word indexes as decision 171 kept them: ts_rank, and sponsored jobs under every word.
		this.addSql(
			`create or replace function "job_job_search_words_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and old.search_vector = new.search_vector and old.rank_vector = new.rank_vector and old.is_sponsored = new.is_sponsored and old.sponsorship_expires_at is not distinct from new.sponsorship_expires_at then return null; end if;
if tg_op <> 'INSERT' and old.is_active then perform 1 from job_word_tally where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)) order by word for update; update job_word_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)); end if;
if tg_op = 'UPDATE' then delete from job_rank_word where job_id = old.id; end if;
if tg_op <> 'DELETE' and new.is_active then
insert into job_word_tally (word, expires_hour, jobs) select w, date_trunc('hour', new.expires_at, 'UTC'), 1 from unnest(tsvector_to_array(new.search_vector)) as w order by w on conflict (word, expires_hour) do update set jobs = job_word_tally.jobs + 1;
insert into job_rank_word (job_id, word, rank, posted_at, expires_at, sponsored_until) select new.id, w, ts_rank(new.rank_vector, ('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery), new.posted_at, new.expires_at, case when new.is_sponsored then new.sponsorship_expires_at end from unnest(tsvector_to_array(case when new.is_sponsored then new.search_vector else new.rank_vector end)) as w;
end if;
return null; end; $$ language plpgsql;`,
		)
		this.addSql(fillSearchWordsBefore)
		this.addSql(`drop function if exists "job_relevance"(tsvector, tsvector, tsquery, tsquery, tsquery);`)
		this.addSql(`drop function if exists "job_description_vector"(text, text);`)
		this.addSql(`drop function if exists "job_taxonomy_vector"(int, int[]);`)
		this.addSql(`drop function if exists "job_search_text"(text);`)
	}
}

/** The words relevance ranks by, small enough to rank every match: title A; employer, occupation and skills B. */
export const RANK_VECTOR_SQL = `setweight(to_tsvector('english', job_search_text(title)), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'B') || setweight(job_taxonomy_vector(occupation_id, skill_ids), 'B')`

/** Every word a search finds a job by: the rank vector's, then industry, area and description C, company text D. */
export const SEARCH_VECTOR_SQL = `${RANK_VECTOR_SQL} || setweight(to_tsvector('english', coalesce(industry, '') || ' ' || coalesce(location, '')), 'C') || job_description_vector(description, company_text)`

// "IT" is a trade here, but English full-text search drops it as the pronoun: written in capitals
// in an advert it is indexed as "ICT", and a search's "IT" (any case) is searched as "ICT"
// (wordsToFind), so "IT support" finds "IT Support Technician", not every "Support Worker".
const jobSearchTextFn = `create or replace function "job_search_text"(text text) returns text
language sql immutable parallel safe as $$
select regexp_replace(coalesce(text, ''), '\\mIT\\M', 'ICT', 'g')
$$;`

// Upper-case tokens: the english configuration lower-cases every word a person types, so no
// search can name a token except through the taxonomy.
const jobTaxonomyVectorFn = `create or replace function "job_taxonomy_vector"(occupation_id int, skill_ids int[]) returns tsvector
language sql immutable parallel safe as $$
select coalesce(string_agg(token || ':1', ' '), '')::tsvector from (
	select 'O' || occupation_id::text as token where occupation_id is not null
	union select 'S' || s::text from unnest(skill_ids) as s where s is not null
) as tokens
$$;`

// A word of the company text counts at D unless the rest of the description has it too: it is
// taken out of the description's C words when the description holds it no more often than the
// company text does. Works on words, so it holds however the company text was cut and spaced.
const jobDescriptionVectorFn = `create or replace function "job_description_vector"(description text, company_text text) returns tsvector
language sql immutable parallel safe as $$
select case when coalesce(company_text, '') = '' then setweight(to_tsvector('english', job_search_text(description)), 'C')
else setweight(ts_delete(to_tsvector('english', job_search_text(description)), array(
	select c.lexeme from unnest(to_tsvector('english', job_search_text(company_text))) as c
	left join unnest(to_tsvector('english', job_search_text(description))) as d on d.lexeme = c.lexeme
	where coalesce(cardinality(d.positions), 0) <= cardinality(c.positions)
)), 'C') || setweight(to_tsvector('english', job_search_text(company_text)), 'D') end
$$;`

// The relevance of a job to a query: its tier (4 the words as a phrase in the title, 3 all of them
// in the title, 2 in title, employer, occupation and skills, 1 anywhere but the company text, 0 in
// company text only) plus the ts_rank of its small rank vector for any of the words (so a title
// holding more of them ranks higher), kept under 1 so that the tier always decides first. One
// figure, so the one-word indexes can store it; for one word, `phrase` and `any_word` are the word.
const jobRelevanceFn = `create or replace function "job_relevance"(rank_vector tsvector, search_vector tsvector, query tsquery, phrase tsquery default null, any_word tsquery default null) returns real
language sql immutable parallel safe as $$
select (case when ts_filter(rank_vector, '{a}') @@ coalesce(phrase, query) then 4
	when ts_filter(rank_vector, '{a}') @@ query then 3
	when rank_vector @@ query then 2
	when ts_filter(search_vector, '{a,b,c}') @@ query then 1
	else 0 end + least(ts_rank(rank_vector, coalesce(any_word, query)), 0.99))::real
$$;`

/** One lexeme as a tsquery, in SQL over the word `w`. */
const WORD_QUERY = `('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery`

// As before (decision 171), but ranked by job_relevance, and a sponsored job is listed only under
// the words it matches strongly (its rank vector's): sponsorship no longer lifts a weaker match.
const jobSearchWordsFn = `create or replace function "job_job_search_words_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and old.search_vector = new.search_vector and old.rank_vector = new.rank_vector and old.is_sponsored = new.is_sponsored and old.sponsorship_expires_at is not distinct from new.sponsorship_expires_at then return null; end if;
if tg_op <> 'INSERT' and old.is_active then perform 1 from job_word_tally where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)) order by word for update; update job_word_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)); end if;
if tg_op = 'UPDATE' then delete from job_rank_word where job_id = old.id; end if;
if tg_op <> 'DELETE' and new.is_active then
insert into job_word_tally (word, expires_hour, jobs) select w, date_trunc('hour', new.expires_at, 'UTC'), 1 from unnest(tsvector_to_array(new.search_vector)) as w order by w on conflict (word, expires_hour) do update set jobs = job_word_tally.jobs + 1;
insert into job_rank_word (job_id, word, rank, posted_at, expires_at, sponsored_until) select new.id, w, job_relevance(new.rank_vector, new.search_vector, ${WORD_QUERY}), new.posted_at, new.expires_at, case when new.is_sponsored then new.sponsorship_expires_at end from unnest(tsvector_to_array(new.rank_vector)) as w;
end if;
return null; end; $$ language plpgsql;`

/** Decision 171's refill, for `down`. */
const fillSearchWordsBefore = `delete from "job_word_tally";
delete from "job_rank_word";
insert into "job_word_tally" ("word", "expires_hour", "jobs") select w, date_trunc('hour', j."expires_at", 'UTC'), count(*) from "job" j, unnest(tsvector_to_array(j."search_vector")) as w where j."is_active" group by 1, 2 order by 1, 2;
insert into "job_rank_word" ("job_id", "word", "rank", "posted_at", "expires_at", "sponsored_until") select j."id", w, ts_rank(j."rank_vector", ('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery), j."posted_at", j."expires_at", case when j."is_sponsored" then j."sponsorship_expires_at" end from "job" j, unnest(tsvector_to_array(case when j."is_sponsored" then j."search_vector" else j."rank_vector" end)) as w where j."is_active";`

/** Both word indexes counted afresh from the jobs; also what the benchmark runs after a bulk load. */
export const fillSearchWords = `delete from "job_word_tally";
delete from "job_rank_word";
insert into "job_word_tally" ("word", "expires_hour", "jobs") select w, date_trunc('hour', j."expires_at", 'UTC'), count(*) from "job" j, unnest(tsvector_to_array(j."search_vector")) as w where j."is_active" group by 1, 2 order by 1, 2;
insert into "job_rank_word" ("job_id", "word", "rank", "posted_at", "expires_at", "sponsored_until") select j."id", w, job_relevance(j."rank_vector", j."search_vector", ${WORD_QUERY}), j."posted_at", j."expires_at", case when j."is_sponsored" then j."sponsorship_expires_at" end from "job" j, unnest(tsvector_to_array(j."rank_vector")) as w where j."is_active";`

/** The words of a text "Did you mean" may offer: lower-case, plain letters, 3 to 30 of them. */
const wordsOf = (text: string) =>
	`select distinct w from regexp_split_to_table(lower(${text}), '[^a-z]+') as w where length(w) between 3 and 30`

const jobSearchVocabularyFn = `create or replace function "job_job_search_vocabulary_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and new.title is not distinct from old.title then return null; end if;
insert into search_word (word, in_titles) select w, true from (${wordsOf('new.title')}) as t(w) where not exists (select 1 from search_word s where s.word = t.w and s.in_titles) and pg_try_advisory_xact_lock(hashtext('search_word:' || t.w)) on conflict (word) do update set in_titles = true where not search_word.in_titles;
return null; end; $$ language plpgsql;`

const fillSearchVocabulary = `insert into "search_word" ("word", "in_titles")
select distinct w, true from job j, regexp_split_to_table(lower(j.title), '[^a-z]+') as w
where j.is_active and length(w) between 3 and 30;
insert into "search_word" ("word")
select distinct w from (
	select o.label as text from occupation o
	union all select unnest(o.alt_labels) from occupation o
	union all select s.label from skill s
) as texts, regexp_split_to_table(lower(texts.text), '[^a-z]+') as w
where length(w) between 3 and 30
on conflict do nothing;`

/**
 * The job's two generated vectors with new expressions. Dropped and added again rather than
 * `alter column ... set expression` (PostgreSQL 17+), so that the migrations run on the
 * PostgreSQL 15 of Debian 12 too (decision 226); the one index on them is made again.
 */
function replaceVectors(rankVector: string, searchVector: string) {
	return [
		`alter table "job" drop column "rank_vector", drop column "search_vector";`,
		`alter table "job" add column "rank_vector" tsvector generated always as (${rankVector}) stored, add column "search_vector" tsvector generated always as (${searchVector}) stored;`,
		`create index "job_search_vector_idx" on "job" using gin ("search_vector");`,
	]
}
