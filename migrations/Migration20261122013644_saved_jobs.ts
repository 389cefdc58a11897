import { Migration } from '@mikro-orm/migrations'

export class Migration20261122013644_saved_jobs extends Migration {
	override name = 'Migration20261122013644_saved_jobs'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "saved_job" ("id" serial primary key, "user_id" int not null, "job_id" int not null, "saved_at" timestamptz not null);`,
		)
		this.addSql(`create index "saved_job_job_id_index" on "saved_job" ("job_id");`)
		this.addSql(`alter table "saved_job" add constraint "saved_job_user_job_unique" unique ("user_id", "job_id");`)

		this.addSql(
			`alter table "saved_job" add constraint "saved_job_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "saved_job" add constraint "saved_job_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete cascade;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "saved_job" cascade;`)
	}
}
