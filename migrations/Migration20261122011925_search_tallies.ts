import { Migration } from '@mikro-orm/migrations'

export class Migration20261122011925_search_tallies extends Migration {
	override name = 'Migration20261122011925_search_tallies'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "company_listing" ("company_key" varchar(255) not null, "listed_until" timestamptz not null, primary key ("company_key"));`,
		)
		this.addSql(`create index "company_listing_listed_until_index" on "company_listing" ("listed_until");`)

		this.addSql(
			`create table "job_listing_tally" ("expires_hour" timestamptz not null, "posted_hour" timestamptz not null, "jobs" int not null, primary key ("expires_hour", "posted_hour"));`,
		)

		this.addSql(
			`create index "job_listed_location_idx" on "job" ("location", "expires_at") include ("id", "job_type", "industry", "posted_at", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active";`,
		)
		this.addSql(
			`create index "job_listed_industry_idx" on "job" ("industry", "expires_at") include ("id", "location", "job_type", "posted_at", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active";`,
		)
		this
			.addSql(`create or replace function "job_job_listing_tally_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and lower(old.company) = lower(new.company) then return null; end if; if tg_op <> 'INSERT' and old.is_active then update job_listing_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and posted_hour = date_trunc('hour', old.posted_at, 'UTC'); end if; if tg_op <> 'DELETE' and new.is_active then insert into job_listing_tally (expires_hour, posted_hour, jobs) values (date_trunc('hour', new.expires_at, 'UTC'), date_trunc('hour', new.posted_at, 'UTC'), 1) on conflict (expires_hour, posted_hour) do update set jobs = job_listing_tally.jobs + 1; end if; with keys as (select distinct key from unnest(array[case when tg_op <> 'INSERT' then lower(old.company) end, case when tg_op <> 'DELETE' then lower(new.company) end]) as key where key is not null),
latest as (select key, (select max(j.expires_at) from job j where j.is_active and lower(j.company) = key) as listed_until from keys),
gone as (delete from company_listing c using latest l where c.company_key = l.key and l.listed_until is null)
insert into company_listing (company_key, listed_until) select key, listed_until from latest where listed_until is not null on conflict (company_key) do update set listed_until = excluded.listed_until; return null; end; $$ language plpgsql;`)
		this.addSql(
			`create trigger "job_listing_tally" AFTER INSERT OR UPDATE OR DELETE on "job" for each ROW execute function "job_job_listing_tally_fn"();`,
		)

		// The walks in sort order carry every filtered column, so that choosing a page reads only the index.
		this.addSql(`drop index "job_listed_newest_idx";`)
		this.addSql(
			`create index "job_listed_newest_idx" on "job" ("posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active";`,
		)
		this.addSql(`drop index "job_listed_salary_idx";`)
		this.addSql(
			`create index "job_listed_salary_idx" on "job" ("salary_annual_max" desc nulls last, "posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "is_sponsored", "sponsorship_expires_at") where "is_active";`,
		)
		this.addSql(`drop index "job_listed_sponsored_idx";`)
		this.addSql(
			`create index "job_listed_sponsored_idx" on "job" ("posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "salary_annual_max", "sponsorship_expires_at") where "is_active" and "is_sponsored";`,
		)

		// The tallies of the jobs already stored; the trigger keeps them from here on.
		this.addSql(
			`insert into "job_listing_tally" ("expires_hour", "posted_hour", "jobs") select date_trunc('hour', "expires_at", 'UTC'), date_trunc('hour', "posted_at", 'UTC'), count(*) from "job" where "is_active" group by 1, 2;`,
		)
		this.addSql(
			`insert into "company_listing" ("company_key", "listed_until") select lower("company"), max("expires_at") from "job" where "is_active" group by 1;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "company_listing" cascade;`)
		this.addSql(`drop table if exists "job_listing_tally" cascade;`)

		this.addSql(`drop index "job_listed_location_idx";`)
		this.addSql(`drop index "job_listed_industry_idx";`)
		this.addSql(`drop trigger if exists "job_listing_tally" on "job";`)
		this.addSql(`drop function if exists "job_job_listing_tally_fn"();`)
	}
}
