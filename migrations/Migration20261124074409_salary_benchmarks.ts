import { Migration } from '@mikro-orm/migrations'

export class Migration20261124074409_salary_benchmarks extends Migration {
	override name = 'Migration20261124074409_salary_benchmarks'

	override up(): void | Promise<void> {
		// experience_level: the rule of decision 133 as experienceLevelSql() wrote it on this date;
		// listed_until: the end of a job's listing, for the 90-day window of decision 132.
		this.addSql(
			`alter table "job" add "experience_level" varchar(20) generated always as (case when (substring(lower(title || ' ' || description) from '\\m(\\d{1,2})\\s*(?:\\+|(?:-|–|to)\\s*\\d{1,2})?\\s*(?:years?|yrs)[''’]?s?\\s+(?:of\\s+)?(?:[a-z-]+\\s+)?experience'))::int is not null then (case when (substring(lower(title || ' ' || description) from '\\m(\\d{1,2})\\s*(?:\\+|(?:-|–|to)\\s*\\d{1,2})?\\s*(?:years?|yrs)[''’]?s?\\s+(?:of\\s+)?(?:[a-z-]+\\s+)?experience'))::int <= 2 then 'entry' when (substring(lower(title || ' ' || description) from '\\m(\\d{1,2})\\s*(?:\\+|(?:-|–|to)\\s*\\d{1,2})?\\s*(?:years?|yrs)[''’]?s?\\s+(?:of\\s+)?(?:[a-z-]+\\s+)?experience'))::int <= 5 then 'mid' when (substring(lower(title || ' ' || description) from '\\m(\\d{1,2})\\s*(?:\\+|(?:-|–|to)\\s*\\d{1,2})?\\s*(?:years?|yrs)[''’]?s?\\s+(?:of\\s+)?(?:[a-z-]+\\s+)?experience'))::int <= 10 then 'senior' else 'executive' end) when lower(title) ~ '\\m(?:junior|trainee|apprentice|apprenticeship|graduate|intern|internship|entry level|entry-level|school leaver)\\M' then 'entry' when lower(title) ~ '\\m(?:head of|director|chief|ceo|cfo|coo|cto|headteacher)\\M' then 'executive' when lower(title) ~ '\\m(?:assistant|deputy)\\M.*\\mmanager\\M' then 'mid' when lower(title) ~ '\\m(?:senior|lead|principal|manager|head)\\M' then 'senior' else 'mid' end) stored null, add "listed_until" timestamptz generated always as (case when is_active then expires_at else least(expires_at, updated_at) end) stored null;`,
		)
		this.addSql(
			`create index "job_benchmark_window_idx" on "job" ("listed_until") include ("industry", "experience_level", "location", "salary_annual_min", "salary_annual_max");`,
		)
		this.addSql(
			`create index "job_benchmark_industry_idx" on "job" ("industry", "experience_level", "listed_until") include ("location", "salary_annual_min", "salary_annual_max");`,
		)
		this.addSql(`create index "job_title_words_idx" on "job" using gin (to_tsvector('english', "title"));`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index "job_benchmark_window_idx";`)
		this.addSql(`drop index "job_benchmark_industry_idx";`)
		this.addSql(`drop index "job_title_words_idx";`)
		this.addSql(`alter table "job" drop column "experience_level", drop column "listed_until";`)
	}
}
