import { Migration } from '@mikro-orm/migrations'
import { PREFERENCE_INDUSTRIES, PREFERENCE_LOCATIONS } from '../app/features/recommendations/seeker-options.ts'

/**
 * The talent pool's totals as delta rows (decision 248, as the jobs' in
 * Migration20261128160000_insight_total_deltas): seeker_pool_member's triggers only insert rows into
 * seeker_pool_total (no key, no `on conflict ... do update`), so no seeker's change waits on
 * another's, and readers sum each group's rows; the queue's fold collapses them. seeker_pool_member
 * stays one row a seeker, written under seeker_pool_refresh's per-seeker lock. `seeker_pool_rebuild()`
 * now takes the fold's lock first, then refills as before.
 */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`
const textArray = (values: readonly string[]) => `array[${values.map(quoted).join(', ')}]::text[]`

/** The signed contributions of the member rows `changes` written to the totals: as delta rows, or added to each group's one row (down()). */
const writeContributions = (changes: string, as: 'delta' | 'upsert') => `with changes as (${changes}),
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

const MEMBER_COLUMNS = 'user_id, industries, areas, categories, skills, notice, salary_band, years'

const memberFunction = (
	as: 'delta' | 'upsert',
) => `create or replace function seeker_pool_member_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'INSERT' then ${writeContributions(`select 1 as sign, ${MEMBER_COLUMNS} from new_table`, as)}
	elsif tg_op = 'UPDATE' then ${writeContributions(`select -1 as sign, ${MEMBER_COLUMNS} from old_table union all select 1, ${MEMBER_COLUMNS} from new_table`, as)}
	else ${writeContributions(`select -1 as sign, ${MEMBER_COLUMNS} from old_table`, as)}
	end if;
	return null;
end; $$;`

/** The fold's lock, as Migration20261128160000_insight_total_deltas takes it. */
const FOLD_LOCK = '240, -1'

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
		// The refill from rows, kept as it is, under the fold's lock.
		this.addSql(`alter function seeker_pool_rebuild() rename to seeker_pool_rebuild_rows;`)
		this.addSql(`create function seeker_pool_rebuild() returns void language plpgsql as $$ begin
	perform pg_advisory_xact_lock(${FOLD_LOCK});
	perform seeker_pool_rebuild_rows();
end; $$;`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop function if exists seeker_pool_rebuild();`)
		this.addSql(`alter function seeker_pool_rebuild_rows() rename to seeker_pool_rebuild;`)
		this.addSql(`delete from "seeker_pool_total";`)
		this.addSql(`drop index if exists "seeker_pool_total_unfolded_idx";`)
		this.addSql(`drop index if exists "seeker_pool_total_group_idx";`)
		this.addSql(`alter table "seeker_pool_total" drop column "folded";`)
		this.addSql(`alter table "seeker_pool_total" add primary key ("industry", "category", "breakdown", "name");`)
		this.addSql(memberFunction('upsert'))
		this.addSql(`select seeker_pool_rebuild();`)
	}
}
