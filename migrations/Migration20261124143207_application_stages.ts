import { Migration } from '@mikro-orm/migrations'

export class Migration20261124143207_application_stages extends Migration {
	override name = 'Migration20261124143207_application_stages'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "application_stage_change" ("id" serial primary key, "application_id" int not null, "stage" text not null, "note" text null, "changed_by_id" int null, "changed_at" timestamptz not null);`,
		)
		this.addSql(
			`create index "application_stage_change_application_id_index" on "application_stage_change" ("application_id");`,
		)
		this.addSql(
			`create index "application_stage_change_changed_by_id_index" on "application_stage_change" ("changed_by_id");`,
		)

		this.addSql(`alter table "application" add "stage" text null, add "stage_changed_at" timestamptz null;`)
		this.addSql(
			`alter table "application" add constraint "application_stage_check" check ("stage" in ('received', 'reviewed', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected'));`,
		)

		this.addSql(
			`alter table "application_stage_change" add constraint "application_stage_change_application_id_foreign" foreign key ("application_id") references "application" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "application_stage_change" add constraint "application_stage_change_changed_by_id_foreign" foreign key ("changed_by_id") references "user" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "application_stage_change" add constraint "application_stage_change_stage_check" check ("stage" in ('received', 'reviewed', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected'));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "application_stage_change" cascade;`)

		this.addSql(`alter table "application" drop constraint "application_stage_check";`)
		this.addSql(`alter table "application" drop column "stage", drop column "stage_changed_at";`)
	}
}
