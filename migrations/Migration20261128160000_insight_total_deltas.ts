import { Migration } from '@mikro-orm/migrations'

/**
 * The jobs' insight totals as delta rows (decision 250, replacing how decision 240 wrote them): the
 * statement-level triggers on job only insert rows (no key, no `on conflict ... do update`), so no
 * write ever locks a row another write adds to, and readers sum each group's rows. Rows a trigger
 * inserts are `folded = false`; the queue's `insight-totals-fold` task (insight-totals.server.ts)
 * collapses every group that has such rows into one folded row each minute. The rows already kept
 * become folded rows; `job_insight_totals_rebuild()` refills both tables with one folded row per
 * group, under the lock the fold takes, so that a fold never runs across a rebuild.
 */
const TABLES = [
	['job_listed_total', 'expires_day'],
	['job_posted_total', 'posted_day'],
] as const

const LONDON_DAY = (column: string) => `(${column} at time zone 'Europe/London')::date`

const COLUMNS =
	'industry, location, company, skill_tags, salary_annual_min, salary_annual_max, is_active, posted_at, expires_at'

/**
 * The signed changes of `source` (sign, and the job's columns) written to both tables, summed per
 * group: as delta rows (`folded` false, the triggers), as folded rows (the rebuild, into empty
 * tables), or added to each group's one row (`upsert`: the earlier shape, for down()).
 */
const writeChanges = (source: string, as: 'delta' | 'folded' | 'upsert') => {
	const folded = as === 'delta' ? ', false' : as === 'folded' ? ', true' : ''
	const foldedColumn = as === 'upsert' ? '' : ', folded'
	const upsert = (table: string, day: string) =>
		as === 'upsert'
			? `order by 1, 2, 3 on conflict (${day}, dimension, name) do update set jobs = ${table}.jobs + excluded.jobs,
		salaried = ${table}.salaried + excluded.salaried, paid = ${table}.paid + excluded.paid,
		pay_total = ${table}.pay_total + excluded.pay_total`
			: ''
	return `with changed as (${source}),
	facts as (select c.sign, c.is_active, ${LONDON_DAY('c.posted_at')} as posted_day, ${LONDON_DAY('c.expires_at')} as expires_day, f.*
		from changed c cross join lateral job_insight_facts(c.industry, c.location, c.company, c.skill_tags, c.salary_annual_min, c.salary_annual_max) f),
	listed as (
		insert into job_listed_total (expires_day, dimension, name, jobs, salaried, paid, pay_total${foldedColumn})
		select expires_day, dimension, name, sum(sign), sum(sign * salaried), sum(sign * paid), sum(sign * pay)${folded}
		from (select sign, expires_day, dimension, name, salaried, paid, pay from facts where is_active
			union all select sign, expires_day, 'posted', posted_day::text, salaried, paid, pay from facts where is_active and dimension = 'board') as l
		group by 1, 2, 3 having sum(sign) <> 0 or sum(sign * salaried) <> 0 or sum(sign * paid) <> 0 or sum(sign * pay) <> 0
		${upsert('job_listed_total', 'expires_day')}
	)
	insert into job_posted_total (posted_day, dimension, name, jobs, salaried, paid, pay_total${foldedColumn})
	select posted_day, dimension, name, sum(sign), sum(sign * salaried), sum(sign * paid), sum(sign * pay)${folded} from facts
	group by 1, 2, 3 having sum(sign) <> 0 or sum(sign * salaried) <> 0 or sum(sign * paid) <> 0 or sum(sign * pay) <> 0
	${upsert('job_posted_total', 'posted_day')};`
}

/** The triggers' function and the rebuild, writing as `as` says. */
const functions = (as: 'delta' | 'upsert', lock: string) => [
	`create or replace function job_insight_totals_fn() returns trigger language plpgsql as $$ begin
	if tg_op = 'INSERT' then ${writeChanges(`select 1 as sign, ${COLUMNS} from new_table`, as)}
	elsif tg_op = 'UPDATE' then ${writeChanges(`select -1 as sign, ${COLUMNS} from old_table union all select 1, ${COLUMNS} from new_table`, as)}
	else ${writeChanges(`select -1 as sign, ${COLUMNS} from old_table`, as)}
	end if;
	return null;
end; $$;`,
	`create or replace function job_insight_totals_rebuild() returns void language plpgsql as $$ begin
	${lock}lock table job in share mode;
	delete from job_listed_total;
	delete from job_posted_total;
	${writeChanges(`select 1 as sign, ${COLUMNS} from job`, as === 'delta' ? 'folded' : 'upsert')}
end; $$;`,
]

/**
 * The lock the fold (FOLD_LOCK of insight-totals.server.ts) and the rebuilds take: advisory key
 * 240, -1 (seeker_pool_refresh's per-seeker locks, 240 and a user id, are always positive).
 */
const FOLD_LOCK = '240, -1'

export class Migration20261128160000_insight_total_deltas extends Migration {
	override name = 'Migration20261128160000_insight_total_deltas'

	override up(): void | Promise<void> {
		for (const [table, day] of TABLES) {
			this.addSql(`alter table "${table}" drop constraint "${table}_pkey";`)
			// The rows kept so far are one a group: folded.
			this.addSql(`alter table "${table}" add column "folded" boolean not null default true;`)
			this.addSql(`alter table "${table}" alter column "folded" set default false;`)
			this.addSql(`create index "${table}_day_idx" on "${table}" ("${day}", "dimension", "name");`)
			// The groups a fold collapses: a minute's writes.
			this.addSql(
				`create index "${table}_unfolded_idx" on "${table}" ("${day}", "dimension", "name") where not "folded";`,
			)
		}
		for (const sql of functions('delta', `perform pg_advisory_xact_lock(${FOLD_LOCK});\n\t`)) this.addSql(sql)
	}

	override down(): void | Promise<void> {
		// Back to one row a group: the rebuild of the earlier migration's shape.
		for (const [table, day] of TABLES) {
			this.addSql(`delete from "${table}";`)
			this.addSql(`drop index if exists "${table}_unfolded_idx";`)
			this.addSql(`drop index if exists "${table}_day_idx";`)
			this.addSql(`alter table "${table}" drop column "folded";`)
			this.addSql(`alter table "${table}" add primary key ("${day}", "dimension", "name");`)
		}
		for (const sql of functions('upsert', '')) this.addSql(sql)
		this.addSql(`select job_insight_totals_rebuild();`)
	}
}
