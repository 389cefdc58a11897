import { Migration } from '@mikro-orm/migrations'

export class Migration20261121233643_initial extends Migration {
	override name = 'Migration20261121233643_initial'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "mail_outbox" ("id" serial primary key, "to" varchar(254) not null, "subject" varchar(255) not null, "text" text not null, "created_at" timestamptz not null);`,
		)
		this.addSql(`create index "mail_outbox_to_index" on "mail_outbox" ("to");`)

		this.addSql(
			`create table "rate_limit" ("key" varchar(300) not null, "count" int not null, "window_start" timestamptz not null, "window_end" timestamptz not null, primary key ("key"));`,
		)
		this.addSql(`create index "rate_limit_window_end_index" on "rate_limit" ("window_end");`)

		this.addSql(
			`create table "user" ("id" serial primary key, "email" varchar(254) not null, "username" varchar(255) null, "password" varchar(255) not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "user_type" text not null default 'employee', "profile_image_url" varchar(500) null, "cv_file_name" varchar(255) null, "cv_file_url" varchar(500) null, "cv_uploaded_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`alter table "user" add constraint "user_email_unique" unique ("email");`)

		this.addSql(
			`create table "session" ("sid" varchar(64) not null, "sess" jsonb not null, "expire" timestamptz not null, "user_id" int null, primary key ("sid"));`,
		)
		this.addSql(`create index "session_expire_index" on "session" ("expire");`)
		this.addSql(`create index "session_user_id_index" on "session" ("user_id");`)

		this.addSql(
			`create table "password_reset_token" ("id" serial primary key, "user_id" int not null, "token" varchar(64) not null, "expires_at" timestamptz not null, "used" boolean not null default false, "created_at" timestamptz not null);`,
		)
		this.addSql(`create index "password_reset_token_user_id_index" on "password_reset_token" ("user_id");`)
		this.addSql(
			`alter table "password_reset_token" add constraint "password_reset_token_token_unique" unique ("token");`,
		)

		this.addSql(
			`create table "api_token" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, "expires_at" timestamptz not null);`,
		)
		this.addSql(`create index "api_token_user_id_index" on "api_token" ("user_id");`)
		this.addSql(`alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash");`)
		this.addSql(`create index "api_token_expires_at_index" on "api_token" ("expires_at");`)

		this.addSql(`alter table "user" add constraint "user_email_lower_check" check (email = lower(email));`)
		this.addSql(
			`alter table "user" add constraint "user_user_type_check" check ("user_type" in ('employee', 'employer', 'admin'));`,
		)

		this.addSql(
			`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)

		this.addSql(
			`alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)

		this.addSql(
			`alter table "api_token" add constraint "api_token_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`)
		this.addSql(`alter table "password_reset_token" drop constraint "password_reset_token_user_id_foreign";`)
		this.addSql(`alter table "api_token" drop constraint "api_token_user_id_foreign";`)

		this.addSql(`drop table if exists "mail_outbox" cascade;`)
		this.addSql(`drop table if exists "rate_limit" cascade;`)
		this.addSql(`drop table if exists "user" cascade;`)
		this.addSql(`drop table if exists "session" cascade;`)
		this.addSql(`drop table if exists "password_reset_token" cascade;`)
		this.addSql(`drop table if exists "api_token" cascade;`)
	}
}
