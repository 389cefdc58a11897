import { Migration } from '@mikro-orm/migrations'

export class Migration20261124143322_job_alerts extends Migration {
	override name = 'Migration20261124143322_job_alerts'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "job_alert" ("id" serial primary key, "user_id" int not null, "name" varchar(120) not null, "criteria" varchar(2000) not null, "frequency" text not null, "paused" boolean not null default false, "last_job_id" int not null default 0, "checked_at" timestamptz not null, "last_sent_at" timestamptz null, "unsubscribe_token" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`create index "job_alert_user_id_index" on "job_alert" ("user_id");`)
		this.addSql(
			`alter table "job_alert" add constraint "job_alert_unsubscribe_token_unique" unique ("unsubscribe_token");`,
		)
		this.addSql(`create index "job_alert_due_index" on "job_alert" ("frequency", "paused", "checked_at");`)
		this.addSql(
			`alter table "job_alert" add constraint "job_alert_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "job_alert" add constraint "job_alert_frequency_check" check ("frequency" in ('instant', 'daily', 'weekly'));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "job_alert" cascade;`)
	}
}
