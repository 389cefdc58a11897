import { Migration } from '@mikro-orm/migrations'

export class Migration20261124043036_history extends Migration {
	override name = 'Migration20261124043036_history'

	override up(): void | Promise<void> {
		this.addSql(`alter table "application" drop constraint "application_job_id_foreign";`)

		this.addSql(
			`alter table "application" add "job_title" varchar(255) null, add "job_company" varchar(255) null, add "job_location" varchar(100) null;`,
		)
		// Applications sent before this migration take their copy of the job from the job itself.
		this.addSql(
			`update "application" a set "job_title" = j."title", "job_company" = j."company", "job_location" = j."location" from "job" j where j."id" = a."job_id";`,
		)
		this.addSql(`alter table "application" alter column "job_id" drop not null;`)
		this.addSql(
			`alter table "application" add constraint "application_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "application" add constraint "application_job_snapshot_check" check (job_title is not null and job_company is not null and job_location is not null);`,
		)
		this
			.addSql(`create or replace function "application_application_job_snapshot_fn"() returns trigger as $$ begin if new.job_title is null or new.job_company is null or new.job_location is null then
select coalesce(new.job_title, j.title), coalesce(new.job_company, j.company), coalesce(new.job_location, j.location) into new.job_title, new.job_company, new.job_location from job j where j.id = new.job_id; end if; return new; end; $$ language plpgsql;`)
		this.addSql(
			`create trigger "application_job_snapshot" BEFORE INSERT on "application" for each ROW execute function "application_application_job_snapshot_fn"();`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "application" drop constraint "application_job_id_foreign";`)

		this.addSql(`alter table "application" drop constraint "application_job_snapshot_check";`)
		this.addSql(`drop trigger if exists "application_job_snapshot" on "application";`)
		this.addSql(`drop function if exists "application_application_job_snapshot_fn"();`)
		this.addSql(
			`alter table "application" drop column "job_title", drop column "job_company", drop column "job_location";`,
		)
		// Applications whose job was deleted cannot go back to a table where every application has a job.
		this.addSql(`delete from "application" where "job_id" is null;`)
		this.addSql(`alter table "application" alter column "job_id" set not null;`)
		this.addSql(
			`alter table "application" add constraint "application_job_id_foreign" foreign key ("job_id") references "job" ("id") on update no action on delete cascade;`,
		)
	}
}
