import { Migration } from '@mikro-orm/migrations'

/**
 * One-word searches at 100,000 jobs (decision 171): job_word_tally (active jobs by word and the
 * hour their listing ends) and job_rank_word (active jobs by the words they rank under, with the
 * rank), kept by the job_search_words trigger and filled here from the jobs already stored.
 */
export class Migration20261124190000_search_words extends Migration {
	override name = 'Migration20261124190000_search_words'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "job_word_tally" ("word" text not null, "expires_hour" timestamptz not null, "jobs" int not null, primary key ("word", "expires_hour"));`,
		)
		this.addSql(
			`create table "job_rank_word" ("job_id" int not null, "word" text not null, "rank" real not null, "posted_at" timestamptz not null, "expires_at" timestamptz not null, "sponsored_until" timestamptz null, primary key ("job_id", "word"));`,
		)
		this.addSql(
			`alter table "job_rank_word" add constraint "job_rank_word_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`,
		)
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
		this.addSql(
			`create trigger "job_search_words" AFTER INSERT OR UPDATE OR DELETE on "job" for each ROW execute function "job_job_search_words_fn"();`,
		)
		this.addSql(fillSearchWords)
		this.addSql(
			`create index "job_word_tally_count_idx" on "job_word_tally" ("word", "expires_hour") include ("jobs");`,
		)
		this.addSql(
			`create index "job_rank_word_order_idx" on "job_rank_word" ("word", "rank" desc, "posted_at" desc, "job_id" desc) include ("expires_at", "sponsored_until") where "rank" > 0;`,
		)
		this.addSql(
			`create index "job_rank_word_sponsored_idx" on "job_rank_word" ("word", "sponsored_until") include ("job_id", "rank", "posted_at", "expires_at") where "sponsored_until" is not null;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists "job_search_words" on "job";`)
		this.addSql(`drop function if exists "job_job_search_words_fn"();`)
		this.addSql(`drop table if exists "job_rank_word" cascade;`)
		this.addSql(`drop table if exists "job_word_tally" cascade;`)
	}
}

/** Both word indexes counted afresh from the jobs; also what the benchmark runs after a bulk load. */
export const fillSearchWords = `delete from "job_word_tally";
delete from "job_rank_word";
insert into "job_word_tally" ("word", "expires_hour", "jobs") select w, date_trunc('hour', j."expires_at", 'UTC'), count(*) from "job" j, unnest(tsvector_to_array(j."search_vector")) as w where j."is_active" group by 1, 2 order by 1, 2;
insert into "job_rank_word" ("job_id", "word", "rank", "posted_at", "expires_at", "sponsored_until") select j."id", w, ts_rank(j."rank_vector", ('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery), j."posted_at", j."expires_at", case when j."is_sponsored" then j."sponsorship_expires_at" end from "job" j, unnest(tsvector_to_array(case when j."is_sponsored" then j."search_vector" else j."rank_vector" end)) as w where j."is_active";`
