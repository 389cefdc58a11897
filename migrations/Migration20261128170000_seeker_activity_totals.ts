import { Migration } from '@mikro-orm/migrations'
import {
	BANDS,
	BULK_OR_ONE_BY_ONE,
	FOLD_LOCK,
	MEMBER_COLUMNS as POOL_MEMBER_COLUMNS,
	memberFunction as poolMemberFunction,
	PATTERNS,
	rebuildFunction as poolRebuildFunction,
	refreshFunction as poolRefreshFunction,
	writeContributions,
} from './Migration20261128160100_talent_pool_deltas.ts'

/**
 * "Active in the last 30 days" from totals too (decision 251). seeker_pool_member keeps each
 * seeker's last activity: the latest of joining, a change to the account, the preferences or the
 * Quick Apply profile, and the account's last use (`user.last_active_at`, decision 222: sign-ins
 * and signed-in requests, recorded at most once a day). All of these are rows of the three tables
 * whose triggers already refresh the member row. seeker_active_total counts the seekers by the day
 * (UTC) of their last activity for every pair of filters, as delta rows the queue's fold collapses
 * (decision 250): a reader sums the days after the window's first day and counts that first day's
 * seekers from the member rows (indexed by last_active_at).
 *
 * seeker_pool_refresh now upserts, writing a member row only when something in it changed (before,
 * it deleted and inserted every row it was given, so each refresh wrote every contribution twice),
 * and the member trigger writes to seeker_pool_total only for seekers whose counted columns
 * changed, and to seeker_active_total only for those whose pairs or activity day changed: the daily
 * note of an account's use writes nothing to the totals unless the day moves.
 */
const POOL_COLUMNS = ['industries', 'areas', 'categories', 'skills', 'notice', 'salary_band', 'years'] as const
const MEMBER_COLUMNS = `${POOL_MEMBER_COLUMNS}, last_active_at`
const listOf = (alias: string, columns: readonly string[]) => columns.map((column) => `${alias}.${column}`).join(', ')
const dayOf = (alias: string) => `(${alias}.last_active_at at time zone 'UTC')::date`

/** A seeker's last activity, from their account (u), preferences (p) and Quick Apply profile (q). */
const LAST_ACTIVE = 'greatest(u.created_at, u.updated_at, u.last_active_at, p.updated_at, q.updated_at)'

/** What the pool counts of the seekers now, with their last activity. */
const MEMBERS = `select u.id, coalesce(p.preferred_industries, '{}'), coalesce(p.preferred_locations, '{}'),
	coalesce((select array_agg(distinct k.category) from unnest(q.skills) as s(skill) join ${PATTERNS} on lower(s.skill) ~* k.pattern
		where k.category is not null), '{}'),
	coalesce((select array_agg(distinct k.name) from unnest(q.skills) as s(skill) join ${PATTERNS} on lower(s.skill) ~* k.pattern), '{}'),
	q.availability_notice,
	(select b.name from ${BANDS} where b.min <= (case when p.salary_min is null then p.salary_max when p.salary_max is null then p.salary_min
		else (p.salary_min + p.salary_max) / 2.0 end) order by b.min desc limit 1),
	q.years_experience,
	${LAST_ACTIVE}
from "user" u left join user_preferences p on p.user_id = u.id left join quick_apply_profile q on q.user_id = u.id
where u.user_type = 'employee'`

/** The signed seekers of `changes` (sign, industries, categories, last_active_at) written to seeker_active_total as delta rows. */
const writeActive = (changes: string) => `with changes as (${changes}),
	contributions as (
		select c.sign, f.industry, g.category, ${dayOf('c')} as day from changes c
		cross join lateral (select '' union select unnest(c.industries)) as f(industry)
		cross join lateral (select '' union select unnest(c.categories)) as g(category)
		where c.last_active_at is not null
	)
	insert into seeker_active_total (industry, category, day, seekers)
	select industry, category, day, sum(sign) from contributions group by 1, 2, 3 having sum(sign) <> 0;`

/** The rows of an UPDATE whose `columns` changed: the old ones taken away, the new ones added. */
const changedRows = (columns: readonly string[], differ: string) =>
	`select -1 as sign, ${listOf('o', columns)} from old_table o join new_table n on n.user_id = o.user_id where ${differ}
	union all select 1, ${listOf('n', columns)} from old_table o join new_table n on n.user_id = o.user_id where ${differ}`

const POOL_CHANGED = `(${listOf('o', POOL_COLUMNS)}) is distinct from (${listOf('n', POOL_COLUMNS)})`
const ACTIVE_CHANGED = `(o.industries, o.categories, ${dayOf('o')}) is distinct from (n.industries, n.categories, ${dayOf('n')})`
const ACTIVE_COLUMNS = ['industries', 'categories', 'last_active_at']

const MEMBER_FUNCTION = `create or replace function seeker_pool_member_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'INSERT' then
		${writeContributions(`select 1 as sign, ${MEMBER_COLUMNS} from new_table`, 'delta')}
		${writeActive(`select 1 as sign, industries, categories, last_active_at from new_table`)}
	elsif tg_op = 'UPDATE' then
		${writeContributions(changedRows(['user_id', ...POOL_COLUMNS], POOL_CHANGED), 'delta')}
		${writeActive(changedRows(ACTIVE_COLUMNS, ACTIVE_CHANGED))}
	else
		${writeContributions(`select -1 as sign, ${MEMBER_COLUMNS} from old_table`, 'delta')}
		${writeActive(`select -1 as sign, industries, categories, last_active_at from old_table`)}
	end if;
	return null;
end; $$;`

const REFRESH_FUNCTION = `create or replace function seeker_pool_refresh(ids int[]) returns void language plpgsql as $$ begin
	${BULK_OR_ONE_BY_ONE}
	delete from seeker_pool_member m where m.user_id = any(ids)
		and not exists (select 1 from "user" u where u.id = m.user_id and u.user_type = 'employee');
	insert into seeker_pool_member (${MEMBER_COLUMNS}) ${MEMBERS} and u.id = any(ids)
	on conflict (user_id) do update set ${[...POOL_COLUMNS, 'last_active_at'].map((column) => `${column} = excluded.${column}`).join(', ')}
	where (${listOf('seeker_pool_member', [...POOL_COLUMNS, 'last_active_at'])})
		is distinct from (${listOf('excluded', [...POOL_COLUMNS, 'last_active_at'])});
end; $$;`

const REBUILD_FUNCTION = `create or replace function seeker_pool_rebuild() returns void language plpgsql as $$ begin
	perform pg_advisory_xact_lock(${FOLD_LOCK});
	lock table "user", user_preferences, quick_apply_profile in share mode;
	delete from seeker_pool_member;
	delete from seeker_pool_total;
	delete from seeker_active_total;
	insert into seeker_pool_member (${MEMBER_COLUMNS}) ${MEMBERS};
end; $$;`

export class Migration20261128170000_seeker_activity_totals extends Migration {
	override name = 'Migration20261128170000_seeker_activity_totals'

	override up(): void | Promise<void> {
		this.addSql(`alter table "seeker_pool_member" add column "last_active_at" timestamptz null;`)
		this.addSql(`create index "seeker_pool_member_last_active_at_idx" on "seeker_pool_member" ("last_active_at");`)
		this.addSql(
			`create table "seeker_active_total" ("industry" text not null, "category" text not null, "day" date not null, "seekers" int not null, "folded" boolean not null default false);`,
		)
		this.addSql(
			`create index "seeker_active_total_group_idx" on "seeker_active_total" ("industry", "category", "day");`,
		)
		this.addSql(
			`create index "seeker_active_total_unfolded_idx" on "seeker_active_total" ("industry", "category", "day") where not "folded";`,
		)
		this.addSql(MEMBER_FUNCTION)
		this.addSql(REFRESH_FUNCTION)
		this.addSql(REBUILD_FUNCTION)
		// Each seeker's last activity; the member trigger adds them to seeker_active_total, and the pool's totals stay as they are.
		this.addSql(`update "seeker_pool_member" m set "last_active_at" = ${LAST_ACTIVE}
			from "user" u left join user_preferences p on p.user_id = u.id left join quick_apply_profile q on q.user_id = u.id
			where u.id = m.user_id;`)
	}

	override down(): void | Promise<void> {
		this.addSql(poolMemberFunction('delta'))
		this.addSql(poolRefreshFunction(BULK_OR_ONE_BY_ONE))
		this.addSql(poolRebuildFunction(`perform pg_advisory_xact_lock(${FOLD_LOCK});`))
		this.addSql(`drop table if exists "seeker_active_total";`)
		this.addSql(`drop index if exists "seeker_pool_member_last_active_at_idx";`)
		this.addSql(`alter table "seeker_pool_member" drop column "last_active_at";`)
	}
}
