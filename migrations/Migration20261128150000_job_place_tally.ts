import { Migration } from '@mikro-orm/migrations'

/**
 * Listed jobs by place (their area's centre) and listing-end hour, kept by the listing tally
 * trigger as it keeps the listing's own, so that a search near a postcode counts its jobs from a
 * few thousand rows however many jobs there are (decision 241). Filled here for the jobs already
 * stored, as bulk loads fill it after switching the trigger off.
 */
export class Migration20261128150000_job_place_tally extends Migration {
	override name = 'Migration20261128150000_job_place_tally'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "job_place_tally" ("latitude" double precision not null, "longitude" double precision not null, "expires_hour" timestamptz not null, "jobs" int not null, primary key ("latitude", "longitude", "expires_hour"));`,
		)
		this
			.addSql(`create or replace function "job_job_listing_tally_fn"() returns trigger as $$ begin perform nextval('job_listing_version');
if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and lower(old.company) = lower(new.company) and old.latitude is not distinct from new.latitude and old.longitude is not distinct from new.longitude then return null; end if;
if tg_op <> 'INSERT' and old.is_active then update job_listing_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and posted_hour = date_trunc('hour', old.posted_at, 'UTC'); end if;
if tg_op <> 'DELETE' and new.is_active then insert into job_listing_tally (expires_hour, posted_hour, jobs) values (date_trunc('hour', new.expires_at, 'UTC'), date_trunc('hour', new.posted_at, 'UTC'), 1) on conflict (expires_hour, posted_hour) do update set jobs = job_listing_tally.jobs + 1; end if;
if tg_op <> 'INSERT' and old.is_active and old.latitude is not null then update job_place_tally set jobs = jobs - 1 where latitude = old.latitude and longitude = old.longitude and expires_hour = date_trunc('hour', old.expires_at, 'UTC'); end if;
if tg_op <> 'DELETE' and new.is_active and new.latitude is not null then insert into job_place_tally (latitude, longitude, expires_hour, jobs) values (new.latitude, new.longitude, date_trunc('hour', new.expires_at, 'UTC'), 1) on conflict (latitude, longitude, expires_hour) do update set jobs = job_place_tally.jobs + 1; end if;
with keys as (select distinct key from unnest(array[case when tg_op <> 'INSERT' then lower(old.company) end, case when tg_op <> 'DELETE' then lower(new.company) end]) as key where key is not null),
latest as (select key, (select max(j.expires_at) from job j where j.is_active and lower(j.company) = key) as listed_until from keys),
gone as (delete from company_listing c using latest l where c.company_key = l.key and l.listed_until is null)
insert into company_listing (company_key, listed_until) select key, listed_until from latest where listed_until is not null on conflict (company_key) do update set listed_until = excluded.listed_until;
return null; end; $$ language plpgsql;`)
		this.addSql(fillPlaceTally)
	}

	override down(): void | Promise<void> {
		this
			.addSql(`create or replace function "job_job_listing_tally_fn"() returns trigger as $$ begin perform nextval('job_listing_version');
if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and lower(old.company) = lower(new.company) then return null; end if;
if tg_op <> 'INSERT' and old.is_active then update job_listing_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and posted_hour = date_trunc('hour', old.posted_at, 'UTC'); end if;
if tg_op <> 'DELETE' and new.is_active then insert into job_listing_tally (expires_hour, posted_hour, jobs) values (date_trunc('hour', new.expires_at, 'UTC'), date_trunc('hour', new.posted_at, 'UTC'), 1) on conflict (expires_hour, posted_hour) do update set jobs = job_listing_tally.jobs + 1; end if;
with keys as (select distinct key from unnest(array[case when tg_op <> 'INSERT' then lower(old.company) end, case when tg_op <> 'DELETE' then lower(new.company) end]) as key where key is not null),
latest as (select key, (select max(j.expires_at) from job j where j.is_active and lower(j.company) = key) as listed_until from keys),
gone as (delete from company_listing c using latest l where c.company_key = l.key and l.listed_until is null)
insert into company_listing (company_key, listed_until) select key, listed_until from latest where listed_until is not null on conflict (company_key) do update set listed_until = excluded.listed_until;
return null; end; $$ language plpgsql;`)
		this.addSql(`drop table if exists "job_place_tally";`)
	}
}

/** The place tally counted afresh from the jobs; also what the benchmark runs after a bulk load. */
export const fillPlaceTally = `delete from "job_place_tally";
insert into "job_place_tally" ("latitude", "longitude", "expires_hour", "jobs")
select "latitude", "longitude", date_trunc('hour', "expires_at", 'UTC'), count(*) from "job"
where "is_active" and "latitude" is not null group by 1, 2, 3;`
