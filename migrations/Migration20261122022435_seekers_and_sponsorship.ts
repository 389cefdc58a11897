import { Migration } from '@mikro-orm/migrations'

export class Migration20261122022435_seekers_and_sponsorship extends Migration {
	override name = 'Migration20261122022435_seekers_and_sponsorship'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "stripe_event" ("id" varchar(255) not null, "type" varchar(100) not null, "received_at" timestamptz not null, primary key ("id"));`,
		)

		this.addSql(
			`create table "quick_apply_profile" ("id" serial primary key, "user_id" int not null, "full_name" varchar(255) not null, "phone" varchar(50) null, "address" varchar(255) null, "city" varchar(100) null, "postcode" varchar(20) null, "current_job_title" varchar(255) null, "years_experience" int not null default 0, "skills" text[] not null default '{}', "qualifications" text[] not null default '{}', "default_cover_letter" text null, "availability_notice" text not null default '2weeks', "cv_file_id" uuid null, "cv_file_name" varchar(255) null, "cv_mime_type" varchar(100) null, "video_pitch_file_id" uuid null, "video_pitch_duration" int null, "video_pitch_recorded_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(
			`alter table "quick_apply_profile" add constraint "quick_apply_profile_user_id_unique" unique ("user_id");`,
		)

		this.addSql(
			`create table "sponsorship_payment" ("id" serial primary key, "payment_intent_id" varchar(255) not null, "job_id" int not null, "user_id" int null, "sponsorship_type" text not null, "amount_pence" int not null, "currency" varchar(3) not null, "status" text not null default 'pending', "failure_message" text null, "applied_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_payment_intent_id_unique" unique ("payment_intent_id");`,
		)
		this.addSql(`create index "sponsorship_payment_job_id_index" on "sponsorship_payment" ("job_id");`)
		this.addSql(`create index "sponsorship_payment_user_id_index" on "sponsorship_payment" ("user_id");`)

		this.addSql(
			`create table "job_interaction" ("id" serial primary key, "user_id" int not null, "job_id" int not null, "interaction_type" text not null, "times" int not null default 1, "first_at" timestamptz not null, "last_at" timestamptz not null);`,
		)
		this.addSql(`create index "job_interaction_job_id_index" on "job_interaction" ("job_id");`)
		this.addSql(`create index "job_interaction_user_last_idx" on "job_interaction" ("user_id", "last_at");`)
		this.addSql(
			`alter table "job_interaction" add constraint "job_interaction_user_job_type_unique" unique ("user_id", "job_id", "interaction_type");`,
		)

		this.addSql(
			`create table "user_preferences" ("id" serial primary key, "user_id" int not null, "preferred_job_types" text[] not null default '{}', "preferred_industries" text[] not null default '{}', "preferred_locations" text[] not null default '{}', "salary_min" int null, "salary_max" int null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`alter table "user_preferences" add constraint "user_preferences_user_id_unique" unique ("user_id");`)

		this.addSql(`alter table "user" add "cv_file_id" uuid null;`)
		this.addSql(
			`alter table "user" add constraint "user_cv_file_id_foreign" foreign key ("cv_file_id") references "stored_file" ("id") on delete set null;`,
		)

		this.addSql(
			`alter table "application" add "kind" text not null default 'custom', add "profile_snapshot" jsonb null, add "video_pitch_file_id" uuid null;`,
		)
		this.addSql(
			`alter table "application" add constraint "application_video_pitch_file_id_foreign" foreign key ("video_pitch_file_id") references "stored_file" ("id") on delete set null;`,
		)
		this.addSql(
			`create unique index "application_job_user_unique" on "application" ("job_id", "user_id") where "user_id" is not null;`,
		)
		this.addSql(
			`create unique index "application_job_email_unique" on "application" ("job_id", lower("applicant_email"));`,
		)
		this.addSql(
			`alter table "application" add constraint "application_kind_check" check ("kind" in ('custom', 'quick'));`,
		)

		this.addSql(
			`alter table "quick_apply_profile" add constraint "quick_apply_profile_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "quick_apply_profile" add constraint "quick_apply_profile_cv_file_id_foreign" foreign key ("cv_file_id") references "stored_file" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "quick_apply_profile" add constraint "quick_apply_profile_video_pitch_file_id_foreign" foreign key ("video_pitch_file_id") references "stored_file" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "quick_apply_profile" add constraint "quick_apply_profile_years_check" check (years_experience >= 0);`,
		)
		this.addSql(
			`alter table "quick_apply_profile" add constraint "quick_apply_profile_availability_notice_check" check ("availability_notice" in ('immediate', '1week', '2weeks', '1month'));`,
		)

		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_amount_check" check (amount_pence > 0);`,
		)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_sponsorship_type_check" check ("sponsorship_type" in ('7days', '30days'));`,
		)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_status_check" check ("status" in ('pending', 'succeeded', 'failed'));`,
		)

		this.addSql(
			`alter table "job_interaction" add constraint "job_interaction_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "job_interaction" add constraint "job_interaction_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "job_interaction" add constraint "job_interaction_interaction_type_check" check ("interaction_type" in ('view', 'save'));`,
		)

		this.addSql(
			`alter table "user_preferences" add constraint "user_preferences_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "user_preferences" add constraint "user_preferences_salary_check" check (salary_min is null or salary_max is null or salary_max >= salary_min);`,
		)
		this.addSql(
			`alter table "user_preferences" add constraint "user_preferences_salary_positive_check" check ((salary_min is null or salary_min >= 0) and (salary_max is null or salary_max >= 0));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "stripe_event" cascade;`)
		this.addSql(`drop table if exists "quick_apply_profile" cascade;`)
		this.addSql(`drop table if exists "sponsorship_payment" cascade;`)
		this.addSql(`drop table if exists "job_interaction" cascade;`)
		this.addSql(`drop table if exists "user_preferences" cascade;`)

		this.addSql(`alter table "application" drop constraint "application_video_pitch_file_id_foreign";`)

		this.addSql(`alter table "user" drop constraint "user_cv_file_id_foreign";`)

		this.addSql(`drop index "application_job_user_unique";`)
		this.addSql(`drop index "application_job_email_unique";`)
		this.addSql(`alter table "application" drop constraint "application_kind_check";`)
		this.addSql(
			`alter table "application" drop column "kind", drop column "profile_snapshot", drop column "video_pitch_file_id";`,
		)

		this.addSql(`alter table "user" drop column "cv_file_id";`)
	}
}
