import { Migration } from '@mikro-orm/migrations'

export class Migration20261122032102_listing_version extends Migration {
	override name = 'Migration20261122032102_listing_version'

	override up(): void | Promise<void> {
		// Moved on by every write to job; cached listings made under another value are not used (decision 063).
		this.addSql(`create sequence if not exists "job_listing_version";`)
		this.addSql(`drop trigger if exists "job_listing_tally" on "job";`)
		this.addSql(`drop function if exists "job_job_listing_tally_fn"();`)
		this
			.addSql(`create or replace function "job_job_listing_tally_fn"() returns trigger as $$ begin perform nextval('job_listing_version'); if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and lower(old.company) = lower(new.company) then return null; end if; if tg_op <> 'INSERT' and old.is_active then update job_listing_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and posted_hour = date_trunc('hour', old.posted_at, 'UTC'); end if; if tg_op <> 'DELETE' and new.is_active then insert into job_listing_tally (expires_hour, posted_hour, jobs) values (date_trunc('hour', new.expires_at, 'UTC'), date_trunc('hour', new.posted_at, 'UTC'), 1) on conflict (expires_hour, posted_hour) do update set jobs = job_listing_tally.jobs + 1; end if; with keys as (select distinct key from unnest(array[case when tg_op <> 'INSERT' then lower(old.company) end, case when tg_op <> 'DELETE' then lower(new.company) end]) as key where key is not null),
latest as (select key, (select max(j.expires_at) from job j where j.is_active and lower(j.company) = key) as listed_until from keys),
gone as (delete from company_listing c using latest l where c.company_key = l.key and l.listed_until is null)
insert into company_listing (company_key, listed_until) select key, listed_until from latest where listed_until is not null on conflict (company_key) do update set listed_until = excluded.listed_until; return null; end; $$ language plpgsql;`)
		this.addSql(
			`create trigger "job_listing_tally" AFTER INSERT OR UPDATE OR DELETE on "job" for each ROW execute function "job_job_listing_tally_fn"();`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists "job_listing_tally" on "job";`)
		this.addSql(`drop function if exists "job_job_listing_tally_fn"();`)
		this
			.addSql(`create or replace function "job_job_listing_tally_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and lower(old.company) = lower(new.company) then return null; end if; if tg_op <> 'INSERT' and old.is_active then update job_listing_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and posted_hour = date_trunc('hour', old.posted_at, 'UTC'); end if; if tg_op <> 'DELETE' and new.is_active then insert into job_listing_tally (expires_hour, posted_hour, jobs) values (date_trunc('hour', new.expires_at, 'UTC'), date_trunc('hour', new.posted_at, 'UTC'), 1) on conflict (expires_hour, posted_hour) do update set jobs = job_listing_tally.jobs + 1; end if; with keys as (select distinct key from unnest(array[case when tg_op <> 'INSERT' then lower(old.company) end, case when tg_op <> 'DELETE' then lower(new.company) end]) as key where key is not null),
latest as (select key, (select max(j.expires_at) from job j where j.is_active and lower(j.company) = key) as listed_until from keys),
gone as (delete from company_listing c using latest l where c.company_key = l.key and l.listed_until is null)
insert into company_listing (company_key, listed_until) select key, listed_until from latest where listed_until is not null on conflict (company_key) do update set listed_until = excluded.listed_until; return null; end; $$ language plpgsql;`)
		this.addSql(
			`create trigger "job_listing_tally" AFTER DELETE OR INSERT OR UPDATE on "job" for each ROW execute function "job_job_listing_tally_fn"();`,
		)
		this.addSql(`drop sequence if exists "job_listing_version";`)
	}
}
