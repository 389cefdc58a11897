import { Migration } from '@mikro-orm/migrations'

/** One lexeme as a tsquery, in SQL over the word `w` (as migration search_relevance). */
const WORD_QUERY = `('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery`

/**
 * The jobs ranked under a word carry the columns a search filters on (area, job type, industry,
 * annual pay; the posting date and listing end they had), so that a word searched with filters is
 * paged and counted from the word's rows alone, and a word in an area from that area's rows
 * (`job_rank_word_area_idx`), never reading a job to check it (decision 259). The trigger writes
 * them, and writes the rows again when one of them changes.
 */
export class Migration20261129000000_rank_words_carry_filters extends Migration {
	override name = 'Migration20261129000000_rank_words_carry_filters'

	override up(): void | Promise<void> {
		this.addSql(
			`alter table "job_rank_word" add column "location" text null, add column "job_type" text null, add column "industry" text null, add column "salary_annual_max" int null;`,
		)
		this.addSql(
			`update "job_rank_word" w set "location" = j."location", "job_type" = j."job_type", "industry" = j."industry", "salary_annual_max" = j."salary_annual_max" from "job" j where j."id" = w."job_id";`,
		)
		this.addSql(
			`alter table "job_rank_word" alter column "location" set not null, alter column "job_type" set not null, alter column "industry" set not null;`,
		)
		this.addSql(jobSearchWordsFn)
		this.addSql(`drop index if exists "job_rank_word_sponsored_idx";`)
		this.addSql(
			`create index "job_rank_word_sponsored_idx" on "job_rank_word" ("word", "sponsored_until") include ("job_id", "rank", "posted_at", "expires_at", "location", "job_type", "industry", "salary_annual_max") where "sponsored_until" is not null;`,
		)
		this.addSql(
			`create index "job_rank_word_area_idx" on "job_rank_word" ("word", "location", "rank" desc, "posted_at" desc, "job_id" desc) include ("expires_at", "sponsored_until", "job_type", "industry", "salary_annual_max") where "rank" > 0;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index if exists "job_rank_word_area_idx";`)
		this.addSql(`drop index if exists "job_rank_word_sponsored_idx";`)
		this.addSql(
			`create index "job_rank_word_sponsored_idx" on "job_rank_word" ("word", "sponsored_until") include ("job_id", "rank", "posted_at", "expires_at") where "sponsored_until" is not null;`,
		)
		this.addSql(jobSearchWordsFnBefore)
		this.addSql(
			`alter table "job_rank_word" drop column "location", drop column "job_type", drop column "industry", drop column "salary_annual_max";`,
		)
	}
}

/** Whether an update leaves a job's word rows as they were: the columns they are made from. */
const UNCHANGED = `old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and old.search_vector = new.search_vector and old.rank_vector = new.rank_vector and old.is_sponsored = new.is_sponsored and old.sponsorship_expires_at is not distinct from new.sponsorship_expires_at`

const searchWordsFn = (unchanged: string, columns: string, values: string) =>
	`create or replace function "job_job_search_words_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and ${unchanged} then return null; end if;
if tg_op <> 'INSERT' and old.is_active then perform 1 from job_word_tally where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)) order by word for update; update job_word_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)); end if;
if tg_op = 'UPDATE' then delete from job_rank_word where job_id = old.id; end if;
if tg_op <> 'DELETE' and new.is_active then
insert into job_word_tally (word, expires_hour, jobs) select w, date_trunc('hour', new.expires_at, 'UTC'), 1 from unnest(tsvector_to_array(new.search_vector)) as w order by w on conflict (word, expires_hour) do update set jobs = job_word_tally.jobs + 1;
insert into job_rank_word (job_id, word, rank, posted_at, expires_at, sponsored_until${columns}) select new.id, w, job_relevance(new.rank_vector, new.search_vector, ${WORD_QUERY}), new.posted_at, new.expires_at, case when new.is_sponsored then new.sponsorship_expires_at end${values} from unnest(tsvector_to_array(new.rank_vector)) as w;
end if;
return null; end; $$ language plpgsql;`

// As migration search_relevance's, with the filtered columns copied, and compared on an update.
const jobSearchWordsFn = searchWordsFn(
	`${UNCHANGED} and old.location = new.location and old.job_type = new.job_type and old.industry = new.industry and old.salary_annual_max is not distinct from new.salary_annual_max`,
	', location, job_type, industry, salary_annual_max',
	', new.location, new.job_type, new.industry, new.salary_annual_max',
)

const jobSearchWordsFnBefore = searchWordsFn(UNCHANGED, '', '')

/** Both word indexes counted afresh from the jobs: what the benchmark runs after a bulk load. */
export const fillSearchWords = `delete from "job_word_tally";
delete from "job_rank_word";
insert into "job_word_tally" ("word", "expires_hour", "jobs") select w, date_trunc('hour', j."expires_at", 'UTC'), count(*) from "job" j, unnest(tsvector_to_array(j."search_vector")) as w where j."is_active" group by 1, 2 order by 1, 2;
insert into "job_rank_word" ("job_id", "word", "rank", "posted_at", "expires_at", "sponsored_until", "location", "job_type", "industry", "salary_annual_max") select j."id", w, job_relevance(j."rank_vector", j."search_vector", ${WORD_QUERY}), j."posted_at", j."expires_at", case when j."is_sponsored" then j."sponsorship_expires_at" end, j."location", j."job_type", j."industry", j."salary_annual_max" from "job" j, unnest(tsvector_to_array(j."rank_vector")) as w where j."is_active";`
