import { Migration } from '@mikro-orm/migrations'

/** The job's columns a salary benchmark reads, in job_title_word's order after the word. */
const COLUMNS = ['listed_until', 'industry', 'experience_level', 'location', 'salary_annual_min', 'salary_annual_max']
const columnsOf = (table: string) => COLUMNS.map((column) => `${table}.${column}`).join(', ')
const CHANGED = `(o.title, ${columnsOf('o')}) is distinct from (n.title, ${columnsOf('n')})`
const INTO = `job_title_word (word, job_id, ${COLUMNS.join(', ')})`
const words = (table: string) => `unnest(tsvector_to_array(to_tsvector('english', ${table}.title)))`

/**
 * Every job under each word of its title (decision 255), with what a salary benchmark reads of it,
 * in one index: a benchmark for a title reads its words' index entries, not a heap page per job
 * (100,000 pages for "warehouse" at a million jobs). Kept by statement triggers on `job` that
 * rewrite a job's rows when its title or any column kept here changes; filled here for the jobs
 * already stored.
 */
export class Migration20261128180000_job_title_words extends Migration {
	override name = 'Migration20261128180000_job_title_words'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "job_title_word" ("word" text not null, "job_id" int not null, "listed_until" timestamptz null, "industry" varchar(100) not null, "experience_level" varchar(20) null, "location" varchar(100) not null, "salary_annual_min" int null, "salary_annual_max" int null, constraint "job_title_word_pkey" primary key ("word", "job_id") include ("listed_until", "industry", "experience_level", "location", "salary_annual_min", "salary_annual_max"));`,
		)
		this.addSql(`create or replace function job_title_words_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'DELETE' then
		delete from job_title_word w using (select o.id, ${words('o')} as word from old_table o) as gone
		where w.word = gone.word and w.job_id = gone.id;
	elsif tg_op = 'INSERT' then
		insert into ${INTO} select ${words('n')}, n.id, ${columnsOf('n')} from new_table n;
	else
		-- Only the jobs whose title or kept columns changed: their old words out, their new words in.
		delete from job_title_word w using (
			select n.id, unnest(tsvector_to_array(to_tsvector('english', o.title))) as word
			from new_table n join old_table o on o.id = n.id where ${CHANGED}
		) as gone where w.word = gone.word and w.job_id = gone.id;
		insert into ${INTO} select ${words('n')}, n.id, ${columnsOf('n')}
			from new_table n join old_table o on o.id = n.id where ${CHANGED};
	end if;
	return null;
end; $$;`)
		this.addSql(
			`create trigger job_title_words_insert after insert on job referencing new table as new_table for each statement execute function job_title_words_fn();`,
		)
		this.addSql(
			`create trigger job_title_words_update after update on job referencing old table as old_table new table as new_table for each statement execute function job_title_words_fn();`,
		)
		this.addSql(
			`create trigger job_title_words_delete after delete on job referencing old table as old_table for each statement execute function job_title_words_fn();`,
		)
		this.addSql(fillTitleWords)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists job_title_words_insert on job;`)
		this.addSql(`drop trigger if exists job_title_words_update on job;`)
		this.addSql(`drop trigger if exists job_title_words_delete on job;`)
		this.addSql(`drop function if exists job_title_words_fn();`)
		this.addSql(`drop table if exists "job_title_word";`)
	}
}

/** The rows of job_title_word for every job stored, as a select. */
export const titleWordRowsSql = `select ${words('j')} as word, j.id as job_id, ${columnsOf('j')} from job j`

/** job_title_word for every job stored: what the triggers keep, all at once (also the bench's bulk load). */
export const fillTitleWords = `insert into ${INTO} ${titleWordRowsSql};`
