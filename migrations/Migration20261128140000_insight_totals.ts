import { Migration } from '@mikro-orm/migrations'

/**
 * Running totals of the market insights and trends (decision 240), kept by statement-level
 * triggers on job so that the figures are summed from a few thousand totals instead of a pass over
 * every job:
 * - job_listed_total: the active jobs by the (London) day they expire, per figure's group;
 * - job_posted_total: every job, active or not, by the (London) day it was posted.
 * A job counts in one row of each table per group it is in: the board as a whole, its industry,
 * area, industry and area together (the talent pool's job counts, "industry" chr(31) "area"),
 * company (lower(trim(company))), each skill tag and its salary band (the market's bands of
 * market-figures.ts, by the floor of the midpoint); the listed table also holds it under the day
 * it was posted (group "posted"), for "new this week". `job_insight_totals_rebuild()` refills both
 * from the job table: the repair, and the full recomputation the trigger is held against.
 */
const FACTS = `create or replace function job_insight_facts(industry text, location text, company text, skill_tags text[],
	salary_annual_min int, salary_annual_max int)
returns table (dimension text, name text, salaried int, paid int, pay numeric) language sql immutable parallel safe as $$
	with job as (select case when salary_annual_min is not null then 1 else 0 end as salaried,
		(salary_annual_min + salary_annual_max) / 2.0 as pay)
	select g.dimension, g.name, job.salaried, case when job.pay is null then 0 else 1 end, coalesce(job.pay, 0)
	from job cross join lateral (
		select 'board', ''
		union all select 'industry', industry
		union all select 'location', location
		union all select 'industry-location', industry || chr(31) || location
		union all select 'company', lower(trim(company))
		union all select 'skill', skill from unnest(skill_tags) as skill
		union all select 'band', case when floor(job.pay) < 20000 then '0' when floor(job.pay) < 25000 then '20000'
			when floor(job.pay) < 30000 then '25000' when floor(job.pay) < 40000 then '30000'
			when floor(job.pay) < 50000 then '40000' else '50000' end where job.pay is not null
	) as g(dimension, name)
$$;`

const LONDON_DAY = (column: string) => `(${column} at time zone 'Europe/London')::date`

/** The signed changes of `source` (sign, and the job's columns) added to both tables. */
const applyChanges = (source: string) => `with changed as (${source}),
	facts as (select c.sign, c.is_active, ${LONDON_DAY('c.posted_at')} as posted_day, ${LONDON_DAY('c.expires_at')} as expires_day, f.*
		from changed c cross join lateral job_insight_facts(c.industry, c.location, c.company, c.skill_tags, c.salary_annual_min, c.salary_annual_max) f),
	listed as (
		insert into job_listed_total (expires_day, dimension, name, jobs, salaried, paid, pay_total)
		select expires_day, dimension, name, sum(sign), sum(sign * salaried), sum(sign * paid), sum(sign * pay)
		from (select sign, expires_day, dimension, name, salaried, paid, pay from facts where is_active
			union all select sign, expires_day, 'posted', posted_day::text, salaried, paid, pay from facts where is_active and dimension = 'board') as l
		group by 1, 2, 3 having sum(sign) <> 0 or sum(sign * salaried) <> 0 or sum(sign * paid) <> 0 or sum(sign * pay) <> 0
		order by 1, 2, 3
		on conflict (expires_day, dimension, name) do update set jobs = job_listed_total.jobs + excluded.jobs,
			salaried = job_listed_total.salaried + excluded.salaried, paid = job_listed_total.paid + excluded.paid,
			pay_total = job_listed_total.pay_total + excluded.pay_total
	)
	insert into job_posted_total (posted_day, dimension, name, jobs, salaried, paid, pay_total)
	select posted_day, dimension, name, sum(sign), sum(sign * salaried), sum(sign * paid), sum(sign * pay) from facts
	group by 1, 2, 3 having sum(sign) <> 0 or sum(sign * salaried) <> 0 or sum(sign * paid) <> 0 or sum(sign * pay) <> 0
	order by 1, 2, 3
	on conflict (posted_day, dimension, name) do update set jobs = job_posted_total.jobs + excluded.jobs,
		salaried = job_posted_total.salaried + excluded.salaried, paid = job_posted_total.paid + excluded.paid,
		pay_total = job_posted_total.pay_total + excluded.pay_total;`

const COLUMNS =
	'industry, location, company, skill_tags, salary_annual_min, salary_annual_max, is_active, posted_at, expires_at'

export class Migration20261128140000_insight_totals extends Migration {
	override name = 'Migration20261128140000_insight_totals'

	override up(): void | Promise<void> {
		for (const [table, day] of [
			['job_listed_total', 'expires_day'],
			['job_posted_total', 'posted_day'],
		]) {
			this.addSql(
				`create table "${table}" ("${day}" date not null, "dimension" text not null, "name" text not null, "jobs" int not null, "salaried" int not null, "paid" int not null, "pay_total" numeric not null, primary key ("${day}", "dimension", "name"));`,
			)
		}
		// One group's days, for the companies shown.
		this.addSql(`create index "job_posted_total_group_idx" on "job_posted_total" ("dimension", "name", "posted_day");`)
		this.addSql(FACTS)
		// A statement's changes, summed per total before they are added: an import's 500 rows touch each total once.
		this.addSql(`create or replace function job_insight_totals_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'INSERT' then ${applyChanges(`select 1 as sign, ${COLUMNS} from new_table`)}
	elsif tg_op = 'UPDATE' then ${applyChanges(`select -1 as sign, ${COLUMNS} from old_table union all select 1, ${COLUMNS} from new_table`)}
	else ${applyChanges(`select -1 as sign, ${COLUMNS} from old_table`)}
	end if;
	return null;
end; $$;`)
		this.addSql(
			`create trigger job_insight_totals_insert after insert on job referencing new table as new_table for each statement execute function job_insight_totals_fn();`,
		)
		this.addSql(
			`create trigger job_insight_totals_update after update on job referencing old table as old_table new table as new_table for each statement execute function job_insight_totals_fn();`,
		)
		this.addSql(
			`create trigger job_insight_totals_delete after delete on job referencing old table as old_table for each statement execute function job_insight_totals_fn();`,
		)
		this.addSql(`create or replace function job_insight_totals_rebuild() returns void language plpgsql as $$ begin
	lock table job in share mode;
	delete from job_listed_total;
	delete from job_posted_total;
	${applyChanges(`select 1 as sign, ${COLUMNS} from job`)}
end; $$;`)
		// The company's name as its latest listed job spells it, for the ten companies shown.
		this.addSql(
			`create index "job_listed_company_name_idx" on "job" (lower(trim("company")), "posted_at" desc, "id" desc) include ("expires_at") where "is_active";`,
		)
		this.addSql(`select job_insight_totals_rebuild();`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists job_insight_totals_insert on job;`)
		this.addSql(`drop trigger if exists job_insight_totals_update on job;`)
		this.addSql(`drop trigger if exists job_insight_totals_delete on job;`)
		this.addSql(`drop function if exists job_insight_totals_rebuild();`)
		this.addSql(`drop function if exists job_insight_totals_fn();`)
		this.addSql(`drop function if exists job_insight_facts(text, text, text, text[], int, int);`)
		this.addSql(`drop index if exists "job_listed_company_name_idx";`)
		this.addSql(`drop table if exists "job_listed_total";`)
		this.addSql(`drop table if exists "job_posted_total";`)
	}
}
