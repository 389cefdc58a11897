import { Migration } from '@mikro-orm/migrations'

/**
 * What the retention tasks read (decisions 222, 223): when each account was last used and when it
 * was warned that it would be deleted for disuse, and when an application's job was deleted (its
 * close, from then on, is no longer in the job table).
 *
 * Existing accounts start from the latest use the database still shows (joining, the last session,
 * API token, job view or application), so nobody is taken for unused because the column is new.
 * Applications whose job was already deleted are counted from today: when the job went is unknown,
 * and today never removes one sooner than the privacy page says.
 */
export class Migration20261128100100_retention extends Migration {
	override name = 'Migration20261128100100_retention'

	override up(): void | Promise<void> {
		// Every change of the tables first: once a row of "user" or "application" is updated, their
		// deferred version triggers have events pending until the commit, and PostgreSQL then refuses
		// an index or a trigger on them in the same transaction.
		this.addSql(
			`alter table "user" add "last_active_at" timestamptz not null default now(), add "inactivity_warned_at" timestamptz null;`,
		)
		this.addSql(`create index "user_last_active_at_index" on "user" ("last_active_at");`)
		this.addSql(`alter table "application" add "job_closed_at" timestamptz null;`)
		this
			.addSql(`create or replace function "application_application_job_closed_fn"() returns trigger as $$ begin if old.job_id is not null and new.job_id is null and new.job_closed_at is null then
new.job_closed_at := now();
end if;
return new; end; $$ language plpgsql;`)
		this.addSql(
			`create trigger "application_job_closed" BEFORE UPDATE on "application" for each ROW execute function "application_application_job_closed_fn"();`,
		)
		// Deleting a stored file nulls the applications that name it: without these, each file deleted read the whole table.
		this.addSql(`create index "application_cv_file_id_index" on "application" ("cv_file_id");`)
		this.addSql(`create index "application_video_pitch_file_id_index" on "application" ("video_pitch_file_id");`)
		this.addSql(`create index "job_interaction_last_at_index" on "job_interaction" ("last_at");`)

		this.addSql(`update "user" u set "last_active_at" = least(now(), greatest(
			u.created_at,
			(select max(s.expire) - interval '7 days' from session s where s.user_id = u.id),
			(select max(t.last_used_at) from api_token t where t.user_id = u.id),
			(select max(i.last_at) from job_interaction i where i.user_id = u.id),
			(select max(a.applied_at) from application a where a.user_id = u.id)));`)
		this.addSql(`update "application" set "job_closed_at" = now() where "job_id" is null;`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index "application_video_pitch_file_id_index";`)
		this.addSql(`drop index "application_cv_file_id_index";`)
		this.addSql(`drop index "job_interaction_last_at_index";`)
		this.addSql(`drop trigger if exists "application_job_closed" on "application";`)
		this.addSql(`drop function if exists "application_application_job_closed_fn"();`)
		this.addSql(`alter table "application" drop column "job_closed_at";`)
		this.addSql(`drop index "user_last_active_at_index";`)
		this.addSql(`alter table "user" drop column "last_active_at", drop column "inactivity_warned_at";`)
	}
}
