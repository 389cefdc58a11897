import { Migration } from '@mikro-orm/migrations'

/**
 * Unsubscribe tokens stored hashed (decision 195): each alert mail's link gets a token of its own,
 * kept as its SHA-256 in job_alert_unsubscribe. The token every alert had is moved there hashed
 * (PostgreSQL's own sha256(), as hex like tokens.server.ts's hashToken), so links already mailed
 * keep working; then the plain column goes. Down cannot give the plain tokens back: it makes new
 * ones, and links mailed since stop working.
 */
export class Migration20261127180000_unsubscribe_token_hashes extends Migration {
	override name = 'Migration20261127180000_unsubscribe_token_hashes'

	override up(): void | Promise<void> {
		this.addSql(`create table "job_alert_unsubscribe" (
			"token_hash" varchar(64) not null,
			"job_alert_id" int not null,
			"created_at" timestamptz not null,
			constraint "job_alert_unsubscribe_pkey" primary key ("token_hash"),
			constraint "job_alert_unsubscribe_job_alert_id_foreign" foreign key ("job_alert_id") references "job_alert" ("id") on update cascade on delete cascade
		);`)
		this.addSql(`create index "job_alert_unsubscribe_job_alert_id_index" on "job_alert_unsubscribe" ("job_alert_id");`)
		this.addSql(`insert into "job_alert_unsubscribe" ("token_hash", "job_alert_id", "created_at")
			select encode(sha256(convert_to("unsubscribe_token", 'UTF8')), 'hex'), "id", "created_at" from "job_alert";`)
		this.addSql(`alter table "job_alert" drop constraint if exists "job_alert_unsubscribe_token_unique";`)
		this.addSql(`alter table "job_alert" drop column "unsubscribe_token";`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "job_alert" add "unsubscribe_token" varchar(64) null;`)
		this.addSql(`update "job_alert" set "unsubscribe_token" =
			substr(translate(encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'base64'), '+/', '-_'), 1, 43);`)
		this.addSql(`alter table "job_alert" alter column "unsubscribe_token" set not null;`)
		this.addSql(
			`alter table "job_alert" add constraint "job_alert_unsubscribe_token_unique" unique ("unsubscribe_token");`,
		)
		this.addSql(`drop table "job_alert_unsubscribe";`)
	}
}
