import { Migration } from '@mikro-orm/migrations'
import { SKILL_KEYWORDS } from '../app/features/insights/insight-options.ts'
import { SALARY_BANDS } from '../app/features/insights/talent-pool-rules.ts'
import { skillPattern } from '../app/features/profile/skill-words.ts'
import { PREFERENCE_INDUSTRIES, PREFERENCE_LOCATIONS } from '../app/features/recommendations/seeker-options.ts'

/**
 * Running totals of the talent pool (decision 240). seeker_pool_member holds what the pool counts
 * of each job seeker (their preferred industries and areas, the skills and skill categories their
 * Quick Apply skills name, notice, salary band, years), read once when their account, preferences
 * or profile are written; seeker_pool_total holds, for every pair of filters (industry, skill
 * category; '' for none), the seekers, how many gave their years and the years' sum, in all
 * (breakdown '') and per group of each breakdown. Statement-level triggers on "user",
 * user_preferences and quick_apply_profile call seeker_pool_refresh for the seekers a statement
 * touched: it takes each seeker's old contribution away and adds the new one, under a
 * per-seeker advisory lock so that two transactions changing one seeker's rows cannot interleave.
 * The skill patterns and salary bands are the ones of this release (as the job_skill_tags trigger
 * holds its patterns); a change to either needs a migration, and talent-pool-totals.server.test.ts
 * fails until then. `seeker_pool_rebuild()` refills everything from the rows.
 */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`
const textArray = (values: readonly string[]) => `array[${values.map(quoted).join(', ')}]::text[]`
const PATTERNS = `(values ${SKILL_KEYWORDS.map(({ skill, words, category }) => `(${quoted(skill)}, ${category ? quoted(category) : 'null'}, ${quoted(skillPattern(words))})`).join(', ')}) as k(name, category, pattern)`
const BANDS = `(values ${SALARY_BANDS.map((band) => `(${quoted(band.name)}, ${band.min})`).join(', ')}) as b(name, min)`

/** What the pool counts of the seekers `ids` now (the users that are job seekers). */
const MEMBERS = `select u.id, coalesce(p.preferred_industries, '{}'), coalesce(p.preferred_locations, '{}'),
	coalesce((select array_agg(distinct k.category) from unnest(q.skills) as s(skill) join ${PATTERNS} on lower(s.skill) ~* k.pattern
		where k.category is not null), '{}'),
	coalesce((select array_agg(distinct k.name) from unnest(q.skills) as s(skill) join ${PATTERNS} on lower(s.skill) ~* k.pattern), '{}'),
	q.availability_notice,
	(select b.name from ${BANDS} where b.min <= (case when p.salary_min is null then p.salary_max when p.salary_max is null then p.salary_min
		else (p.salary_min + p.salary_max) / 2.0 end) order by b.min desc limit 1),
	q.years_experience
from "user" u left join user_preferences p on p.user_id = u.id left join quick_apply_profile q on q.user_id = u.id
where u.user_type = 'employee'`

/** The signed contributions of the member rows `changes` (sign, then seeker_pool_member's columns) added to the totals. */
const addContributions = (changes: string) => `with changes as (${changes}),
	contributions as (
		select c.sign, c.years, f.industry, g.category, x.breakdown, x.name from changes c
		cross join lateral (select '' union select unnest(c.industries)) as f(industry)
		cross join lateral (select '' union select unnest(c.categories)) as g(category)
		cross join lateral (
			select '', ''
			union all select 'industries', i from unnest(c.industries) as i where i = any(${textArray(PREFERENCE_INDUSTRIES)})
			union all select 'areas', a from unnest(c.areas) as a where a = any(${textArray(PREFERENCE_LOCATIONS)})
			union all select 'categories', unnest(c.categories)
			union all select 'skills', unnest(c.skills)
			union all select 'availability', c.notice where c.notice is not null
			union all select 'salary', c.salary_band where c.salary_band is not null
		) as x(breakdown, name)
	)
	insert into seeker_pool_total (industry, category, breakdown, name, seekers, with_years, years_total)
	select industry, category, breakdown, name, sum(sign), sum(case when years is null then 0 else sign end), sum(sign * coalesce(years, 0))
	from contributions group by 1, 2, 3, 4
	having sum(sign) <> 0 or sum(case when years is null then 0 else sign end) <> 0 or sum(sign * coalesce(years, 0)) <> 0
	order by 1, 2, 3, 4
	on conflict (industry, category, breakdown, name) do update set seekers = seeker_pool_total.seekers + excluded.seekers,
		with_years = seeker_pool_total.with_years + excluded.with_years, years_total = seeker_pool_total.years_total + excluded.years_total;`

const MEMBER_COLUMNS = 'user_id, industries, areas, categories, skills, notice, salary_band, years'

export class Migration20261128140100_talent_pool_totals extends Migration {
	override name = 'Migration20261128140100_talent_pool_totals'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "seeker_pool_member" ("user_id" int primary key, "industries" text[] not null, "areas" text[] not null, "categories" text[] not null, "skills" text[] not null, "notice" text null, "salary_band" text null, "years" int null);`,
		)
		this.addSql(
			`create table "seeker_pool_total" ("industry" text not null, "category" text not null, "breakdown" text not null, "name" text not null, "seekers" int not null, "with_years" int not null, "years_total" bigint not null, primary key ("industry", "category", "breakdown", "name"));`,
		)
		// The totals follow the member rows, however they go (an account's erasure deletes its row).
		this.addSql(`create or replace function seeker_pool_member_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'INSERT' then ${addContributions(`select 1 as sign, ${MEMBER_COLUMNS} from new_table`)}
	elsif tg_op = 'UPDATE' then ${addContributions(`select -1 as sign, ${MEMBER_COLUMNS} from old_table union all select 1, ${MEMBER_COLUMNS} from new_table`)}
	else ${addContributions(`select -1 as sign, ${MEMBER_COLUMNS} from old_table`)}
	end if;
	return null;
end; $$;`)
		this.addSql(
			`create trigger seeker_pool_member_insert after insert on seeker_pool_member referencing new table as new_table for each statement execute function seeker_pool_member_fn();`,
		)
		this.addSql(
			`create trigger seeker_pool_member_update after update on seeker_pool_member referencing old table as old_table new table as new_table for each statement execute function seeker_pool_member_fn();`,
		)
		this.addSql(
			`create trigger seeker_pool_member_delete after delete on seeker_pool_member referencing old table as old_table for each statement execute function seeker_pool_member_fn();`,
		)
		this.addSql(`create or replace function seeker_pool_refresh(ids int[]) returns void language plpgsql as $$ begin
	perform pg_advisory_xact_lock(240, id) from (select distinct id from unnest(ids) as id order by id) as locked;
	delete from seeker_pool_member where user_id = any(ids);
	insert into seeker_pool_member (${MEMBER_COLUMNS}) ${MEMBERS} and u.id = any(ids);
end; $$;`)
		for (const [table, id] of [
			['user', 'id'],
			['user_preferences', 'user_id'],
			['quick_apply_profile', 'user_id'],
		] as const) {
			this.addSql(`create or replace function seeker_pool_${table}_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'INSERT' then perform seeker_pool_refresh(array(select ${id} from new_table));
	elsif tg_op = 'UPDATE' then perform seeker_pool_refresh(array(select ${id} from old_table union select ${id} from new_table));
	else perform seeker_pool_refresh(array(select ${id} from old_table));
	end if;
	return null;
end; $$;`)
			this.addSql(
				`create trigger seeker_pool_insert after insert on "${table}" referencing new table as new_table for each statement execute function seeker_pool_${table}_fn();`,
			)
			this.addSql(
				`create trigger seeker_pool_update after update on "${table}" referencing old table as old_table new table as new_table for each statement execute function seeker_pool_${table}_fn();`,
			)
			this.addSql(
				`create trigger seeker_pool_delete after delete on "${table}" referencing old table as old_table for each statement execute function seeker_pool_${table}_fn();`,
			)
		}
		this.addSql(`create or replace function seeker_pool_rebuild() returns void language plpgsql as $$ begin
	lock table "user", user_preferences, quick_apply_profile in share mode;
	delete from seeker_pool_member;
	delete from seeker_pool_total;
	insert into seeker_pool_member (${MEMBER_COLUMNS}) ${MEMBERS};
end; $$;`)
		this.addSql(`select seeker_pool_rebuild();`)
	}

	override down(): void | Promise<void> {
		for (const table of ['user', 'user_preferences', 'quick_apply_profile']) {
			for (const event of ['insert', 'update', 'delete'])
				this.addSql(`drop trigger if exists seeker_pool_${event} on "${table}";`)
			this.addSql(`drop function if exists seeker_pool_${table}_fn();`)
		}
		for (const event of ['insert', 'update', 'delete'])
			this.addSql(`drop trigger if exists seeker_pool_member_${event} on seeker_pool_member;`)
		this.addSql(`drop function if exists seeker_pool_member_fn();`)
		this.addSql(`drop function if exists seeker_pool_rebuild();`)
		this.addSql(`drop function if exists seeker_pool_refresh(int[]);`)
		this.addSql(`drop table if exists "seeker_pool_total";`)
		this.addSql(`drop table if exists "seeker_pool_member";`)
	}
}
