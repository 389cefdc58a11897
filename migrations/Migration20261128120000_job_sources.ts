import { Migration } from '@mikro-orm/migrations'
import { ALL_INDUSTRIES } from '../app/features/jobs/job-options.ts'
import { SOURCE_KINDS } from '../app/features/importing/imported-job.ts'

const list = (values: readonly string[]) => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')

/**
 * Importing employers' jobs (issue 32): the sources an employer names (job_source), the link from
 * each of a source's jobs to its listing here (job_import), where an imported job came from and
 * where it is applied for (job.source_id, source_url, apply_url), and the clicks on "Apply on the
 * employer's site" by job and day (job_outbound_click).
 */
export class Migration20261128120000_job_sources extends Migration {
	override name = 'Migration20261128120000_job_sources'

	override up(): void | Promise<void> {
		this.addSql(`create table "job_source" (
"id" serial primary key,
"employer_id" int not null references "user" ("id") on update cascade on delete cascade,
"kind" text not null check ("kind" in (${list(SOURCE_KINDS)})),
"url" varchar(2048) not null,
"fetch_url" varchar(2048) not null,
"industry" varchar(100) not null,
"company_name" varchar(255) null,
"trust" text null check ("trust" in ('email-domain', 'admin')),
"trusted_at" timestamptz null,
"approved_by_id" int null references "user" ("id") on update cascade on delete set null,
"paused_at" timestamptz null,
"pause_reason" text null check ("pause_reason" in ('employer', 'failures')),
"interval_minutes" int not null default 60,
"next_sync_at" timestamptz not null default now(),
"last_run_at" timestamptz null,
"last_success_at" timestamptz null,
"last_found" int not null default 0,
"last_added" int not null default 0,
"last_updated" int not null default 0,
"last_ended" int not null default 0,
"last_error" text null,
"last_problems" jsonb not null default '[]',
"consecutive_failures" int not null default 0,
"etag" varchar(512) null,
"last_modified" varchar(100) null,
"created_at" timestamptz not null,
"updated_at" timestamptz not null,
constraint "job_source_employer_fetch_url_unique" unique ("employer_id", "fetch_url"),
constraint "job_source_industry_check" check (industry in (${list(ALL_INDUSTRIES)})),
constraint "job_source_interval_check" check (interval_minutes between 15 and 10080)
);`)
		this.addSql(`create index "job_source_employer_id_index" on "job_source" ("employer_id");`)
		this.addSql(`create index "job_source_next_sync_at_index" on "job_source" ("next_sync_at");`)

		this.addSql(
			`alter table "job" add "source_id" int null references "job_source" ("id") on update cascade on delete set null, add "source_url" varchar(2048) null, add "apply_url" varchar(2048) null;`,
		)
		this.addSql(`create index "job_source_id_index" on "job" ("source_id");`)

		this.addSql(`create table "job_import" (
"id" serial primary key,
"source_id" int not null references "job_source" ("id") on update cascade on delete cascade,
"job_id" int null references "job" ("id") on update cascade on delete set null,
"external_id" varchar(512) not null,
"fingerprint" varchar(64) not null,
"first_seen_at" timestamptz not null,
"last_seen_at" timestamptz not null,
"gone_at" timestamptz null,
constraint "job_import_source_external_id_unique" unique ("source_id", "external_id")
);`)
		this.addSql(`create index "job_import_job_id_index" on "job_import" ("job_id");`)

		this.addSql(`create table "job_outbound_click" (
"job_id" int not null references "job" ("id") on update cascade on delete cascade,
"day" date not null,
"clicks" int not null default 0,
primary key ("job_id", "day")
);`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table "job_outbound_click";`)
		this.addSql(`drop table "job_import";`)
		this.addSql(`alter table "job" drop column "source_id", drop column "source_url", drop column "apply_url";`)
		this.addSql(`drop table "job_source";`)
	}
}
