import { Migration } from '@mikro-orm/migrations'

/**
 * The links mailed to prove an address: hashed, expiring, single use, like password_reset_token
 * (decision 183).
 */
export class Migration20261127180000_email_verification_token extends Migration {
	override name = 'Migration20261127180000_email_verification_token'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "email_verification_token" ("id" serial primary key, "user_id" int not null, "email" varchar(254) not null, "token" varchar(64) not null, "expires_at" timestamptz not null, "used" boolean not null default false, "created_at" timestamptz not null);`,
		)
		this.addSql(`create index "email_verification_token_user_id_index" on "email_verification_token" ("user_id");`)
		this.addSql(
			`alter table "email_verification_token" add constraint "email_verification_token_token_unique" unique ("token");`,
		)
		this.addSql(
			`alter table "email_verification_token" add constraint "email_verification_token_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "email_verification_token" cascade;`)
	}
}
