import { Migration } from '@mikro-orm/migrations'
import { SKILL_KEYWORDS } from '../app/features/insights/insight-options.ts'
import { SALARY_BANDS } from '../app/features/insights/talent-pool-rules.ts'
import { skillPattern } from '../app/features/profile/skill-words.ts'
import { PREFERENCE_INDUSTRIES, PREFERENCE_LOCATIONS } from '../app/features/recommendations/seeker-options.ts'

/**
 * The talent pool's totals as delta rows (decision 250, as the jobs' in
 * Migration20261128160000_insight_total_deltas): seeker_pool_member's triggers only insert rows into
 * seeker_pool_total (no key, no `on conflict ... do update`), so no seeker's change waits on
 * another's, and readers sum each group's rows; the queue's fold collapses them. seeker_pool_member
 * stays one row a seeker. seeker_pool_refresh still takes an advisory lock a seeker (two
 * transactions changing one seeker take turns), but only for up to 100 seekers: a statement writing
 * 20,000 (the bench's load) ran out of the shared lock table, so a larger refresh locks
 * seeker_pool_member against every other refresh instead (each takes the table's row-exclusive
 * lock first). `seeker_pool_rebuild()` takes the fold's lock first. The
 * skill patterns and bands are this release's, as in Migration20261128140100_talent_pool_totals.
 */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`
export const textArray = (values: readonly string[]) => `array[${values.map(quoted).join(', ')}]::text[]`
export const PATTERNS = `(values ${SKILL_KEYWORDS.map(({ skill, words, category }) => `(${quoted(skill)}, ${category ? quoted(category) : 'null'}, ${quoted(skillPattern(words))})`).join(', ')}) as k(name, category, pattern)`
export const BANDS = `(values ${SALARY_BANDS.map((band) => `(${quoted(band.name)}, ${band.min})`).join(', ')}) as b(name, min)`

/** What the pool counts of the seekers now (the users that are job seekers), as Migration20261128140100_talent_pool_totals reads it. */
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

/** The signed contributions of the member rows `changes` written to the totals: as delta rows, or added to each group's one row (down()). */
export const writeContributions = (changes: string, as: 'delta' | 'upsert') => `with changes as (${changes}),
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
	${
		as === 'upsert'
			? `order by 1, 2, 3, 4
	on conflict (industry, category, breakdown, name) do update set seekers = seeker_pool_total.seekers + excluded.seekers,
		with_years = seeker_pool_total.with_years + excluded.with_years, years_total = seeker_pool_total.years_total + excluded.years_total`
			: ''
	};`

export const MEMBER_COLUMNS = 'user_id, industries, areas, categories, skills, notice, salary_band, years'

export const memberFunction = (
	as: 'delta' | 'upsert',
) => `create or replace function seeker_pool_member_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'INSERT' then ${writeContributions(`select 1 as sign, ${MEMBER_COLUMNS} from new_table`, as)}
	elsif tg_op = 'UPDATE' then ${writeContributions(`select -1 as sign, ${MEMBER_COLUMNS} from old_table union all select 1, ${MEMBER_COLUMNS} from new_table`, as)}
	else ${writeContributions(`select -1 as sign, ${MEMBER_COLUMNS} from old_table`, as)}
	end if;
	return null;
end; $$;`

/** The fold's lock, as Migration20261128160000_insight_total_deltas takes it. */
export const FOLD_LOCK = '240, -1'

/** seeker_pool_refresh taking `lock` (the seekers `ids`) before it rewrites their member rows. */
export const refreshFunction = (
	lock: string,
) => `create or replace function seeker_pool_refresh(ids int[]) returns void language plpgsql as $$ begin
	${lock}
	delete from seeker_pool_member where user_id = any(ids);
	insert into seeker_pool_member (${MEMBER_COLUMNS}) ${MEMBERS} and u.id = any(ids);
end; $$;`
/** How many seekers one refresh locks one by one; a larger one (a bulk load) locks out every other refresh instead. */
const LOCKED_ONE_BY_ONE = 100
const ONE_BY_ONE = `perform pg_advisory_xact_lock(240, id) from (select distinct id from unnest(ids) as id order by id) as locked;`
export const BULK_OR_ONE_BY_ONE = `if cardinality(ids) > ${LOCKED_ONE_BY_ONE} then
		lock table seeker_pool_member in share row exclusive mode;
	else
		lock table seeker_pool_member in row exclusive mode;
		${ONE_BY_ONE}
	end if;`

/** seeker_pool_rebuild, after `lock`. */
export const rebuildFunction = (
	lock: string,
) => `create or replace function seeker_pool_rebuild() returns void language plpgsql as $$ begin
	${lock}
	lock table "user", user_preferences, quick_apply_profile in share mode;
	delete from seeker_pool_member;
	delete from seeker_pool_total;
	insert into seeker_pool_member (${MEMBER_COLUMNS}) ${MEMBERS};
end; $$;`

export class Migration20261128160100_talent_pool_deltas extends Migration {
	override name = 'Migration20261128160100_talent_pool_deltas'

	override up(): void | Promise<void> {
		this.addSql(`alter table "seeker_pool_total" drop constraint "seeker_pool_total_pkey";`)
		// The rows kept so far are one a group: folded.
		this.addSql(`alter table "seeker_pool_total" add column "folded" boolean not null default true;`)
		this.addSql(`alter table "seeker_pool_total" alter column "folded" set default false;`)
		this.addSql(
			`create index "seeker_pool_total_group_idx" on "seeker_pool_total" ("industry", "category", "breakdown", "name");`,
		)
		this.addSql(
			`create index "seeker_pool_total_unfolded_idx" on "seeker_pool_total" ("industry", "category", "breakdown", "name") where not "folded";`,
		)
		this.addSql(memberFunction('delta'))
		this.addSql(refreshFunction(BULK_OR_ONE_BY_ONE))
		this.addSql(rebuildFunction(`perform pg_advisory_xact_lock(${FOLD_LOCK});`))
	}

	override down(): void | Promise<void> {
		this.addSql(refreshFunction(ONE_BY_ONE))
		this.addSql(rebuildFunction(''))
		this.addSql(`delete from "seeker_pool_total";`)
		this.addSql(`drop index if exists "seeker_pool_total_unfolded_idx";`)
		this.addSql(`drop index if exists "seeker_pool_total_group_idx";`)
		this.addSql(`alter table "seeker_pool_total" drop column "folded";`)
		this.addSql(`alter table "seeker_pool_total" add primary key ("industry", "category", "breakdown", "name");`)
		this.addSql(memberFunction('upsert'))
		this.addSql(`select seeker_pool_rebuild();`)
	}
}
